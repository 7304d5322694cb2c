package org.sokodb.replay;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Which solution is best (docs/solutions.md), the one rule every part of sokodb picks by:
 * fewest moves first or fewest pushes first, ties broken by the remaining metrics in a fixed
 * order, and of solutions equal in all six the first listed (the first stored, the first
 * given), so the choice is the same on every run. {@code show} and {@code export} mark and
 * write the best by it, {@code optimize} starts from it, the catalog's best solutions are
 * it.
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
     * The best of {@code solutions} in {@code order} ({@link #BY_MOVES} or {@link #BY_PUSHES}),
     * each measured by {@code metrics}: of those equal in all six metrics, the first listed.
     * Empty when there are none.
     */
    public static <T> Optional<T> best(List<T> solutions, Function<? super T, SolutionMetrics> metrics,
            Comparator<SolutionMetrics> order) {
        T best = null;
        for (T s : solutions) {
            if (best == null || order.compare(metrics.apply(s), metrics.apply(best)) < 0) {
                best = s;
            }
        }
        return Optional.ofNullable(best);
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
