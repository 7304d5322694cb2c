package org.sokodb.optimizer;

import java.util.Comparator;
import java.util.Locale;

import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.SolutionOrder;

/**
 * What "better" means. The searches minimise a pair, the primary count then the secondary
 * one, packed into one long ({@code primary << SHIFT | secondary}); the other metrics (box
 * lines, box changes, pushing sessions, player lines) decide between the solutions found, in
 * that order ({@link SolutionOrder}).
 */
public enum Metric {
    /** Fewest moves, then fewest pushes. */
    MOVES(SolutionOrder.BY_MOVES),
    /** Fewest pushes, then fewest moves. */
    PUSHES(SolutionOrder.BY_PUSHES);

    /** Space for a million of the secondary count ({@code SolutionLimits.MAX_STEPS}). */
    static final int SHIFT = 21;

    private final Comparator<SolutionMetrics> order;

    Metric(Comparator<SolutionMetrics> order) {
        this.order = order;
    }

    /** The full order: the two counts, then box lines, box changes, pushing sessions, player lines. */
    public Comparator<SolutionMetrics> order() {
        return order;
    }

    /** The name on the command line and in the notes. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The packed cost of a solution with these counts. */
    long cost(long moves, long pushes) {
        return this == MOVES ? moves << SHIFT | pushes : pushes << SHIFT | moves;
    }

    /** The packed cost of one push after a walk of {@code walk} steps. */
    long push(int walk) {
        return this == MOVES ? ((long) (walk + 1) << SHIFT) + 1 : (1L << SHIFT) + walk + 1;
    }

    /** The packed cost of a walk alone (no push). */
    long walk(int walk) {
        return this == MOVES ? (long) walk << SHIFT : walk;
    }

    /** A lower bound from a lower bound on pushes: each push is a move too. */
    static long bound(int pushes) {
        return ((long) pushes << SHIFT) + pushes;
    }

    long primary(long cost) {
        return cost >>> SHIFT;
    }
}
