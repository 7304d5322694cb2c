package org.sokodb.optimizer;

import java.util.function.BooleanSupplier;

import org.sokodb.solver.search.SearchControl;

/**
 * What one level may still spend, shared by its passes: a deadline, a number of positions
 * expanded (the budget that does not depend on the machine: tests and comparisons use it) and
 * a stop request (Ctrl-C). A pass asks {@link #exhausted} as it goes and ends with the best it
 * has when the answer is yes.
 */
final class Budget {
    private final long deadlineNanos;
    private final long nodeLimit;
    private final BooleanSupplier stop;
    private long nodes;
    private long asked;
    /** The deadline passed or a stop was asked: it stays so (the clock and the flag are read every 64 questions). */
    private boolean ended;

    Budget(long deadlineNanos, long nodeLimit, BooleanSupplier stop) {
        this.deadlineNanos = deadlineNanos;
        this.nodeLimit = nodeLimit;
        this.stop = stop;
    }

    /** Counts one expansion (or a comparable unit of work); true when the level must stop now. */
    boolean spend(long work) {
        nodes += work;
        return exhausted();
    }

    boolean exhausted() {
        if (nodes >= nodeLimit || ended) {
            return true;
        }
        if ((++asked & 63) == 0 || nodes < 64) {
            ended = stop.getAsBoolean() || System.nanoTime() - deadlineNanos >= 0;
        }
        return ended;
    }

    /**
     * This budget for a search that keeps its own count (the solver's push-optimal search): its
     * deadline, the positions left, its stop request.
     */
    SearchControl control() {
        return new SearchControl(deadlineNanos, nodesLeft(), stop);
    }

    long nodes() {
        return nodes;
    }

    /** The positions still to spend, {@code Long.MAX_VALUE} without a node limit. */
    long nodesLeft() {
        return nodeLimit == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, nodeLimit - nodes);
    }

    /** A part of what is left: {@code share} of the remaining positions and time, stopped by the same request. */
    Budget part(double share) {
        long now = System.nanoTime();
        long time = (long) (Math.max(0, deadlineNanos - now) * share);
        long left = nodesLeft();
        long n = left == Long.MAX_VALUE ? Long.MAX_VALUE : (long) (left * share);
        return new Budget(now + time, n, stop);
    }

    /**
     * A stage of what is left: at most {@code positions} more (none when not positive), the
     * same deadline, stopped by the same request.
     */
    Budget capped(long positions) {
        return new Budget(deadlineNanos, Math.max(0, Math.min(nodesLeft(), positions)), stop);
    }

    /** Adds the work of a part to this budget. */
    void absorb(Budget part) {
        nodes += part.nodes;
    }
}
