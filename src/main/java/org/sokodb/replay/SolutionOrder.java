package org.sokodb.replay;

import java.util.Comparator;

/**
 * The two orders used to pick a "best" solution (docs/solutions.md): fewest moves first,
 * or fewest pushes first; ties are broken by the remaining metrics in a fixed order so
 * the choice is the same on every run.
 */
public final class SolutionOrder {
    private static final Comparator<SolutionMetrics> SECONDARY = Comparator
            .comparingInt(SolutionMetrics::boxLines)
            .thenComparingInt(SolutionMetrics::boxChanges)
            .thenComparingInt(SolutionMetrics::pushingSessions)
            .thenComparingInt(SolutionMetrics::playerLines);

    /** Moves, pushes, then box lines, box changes, pushing sessions, player lines. */
    public static final Comparator<SolutionMetrics> BY_MOVES = Comparator
            .comparingInt(SolutionMetrics::moves)
            .thenComparingInt(SolutionMetrics::pushes)
            .thenComparing(SECONDARY);

    /** Pushes, moves, then box lines, box changes, pushing sessions, player lines. */
    public static final Comparator<SolutionMetrics> BY_PUSHES = Comparator
            .comparingInt(SolutionMetrics::pushes)
            .thenComparingInt(SolutionMetrics::moves)
            .thenComparing(SECONDARY);

    private SolutionOrder() {
    }

    /**
     * True when {@code a} is at least as good as {@code b} in moves and in pushes and
     * better in one of them: a collection keeping the Pareto set over moves and pushes can
     * drop {@code b}.
     */
    public static boolean dominates(SolutionMetrics a, SolutionMetrics b) {
        return a.moves() <= b.moves() && a.pushes() <= b.pushes()
                && (a.moves() < b.moves() || a.pushes() < b.pushes());
    }
}
