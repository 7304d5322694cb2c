package org.sokodb.solver.search;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

/**
 * When a search must stop: its deadline, the calling thread's interrupt (passed on by the
 * portfolio as {@link #interrupt}), another search of the portfolio having won, or the
 * caller's own stop request (Ctrl-C, as the optimizer passes it on).
 */
public final class SearchControl {
    private static final BooleanSupplier NEVER = () -> false;

    private final long deadlineNanos;
    private final long nodeLimit;
    private final AtomicBoolean stop;
    private final AtomicBoolean interrupted;
    private final BooleanSupplier requested;

    public SearchControl(long deadlineNanos, long nodeLimit) {
        this(deadlineNanos, nodeLimit, NEVER);
    }

    /** A control that also stops once {@code requested} says so (asked at every expansion: keep it cheap). */
    public SearchControl(long deadlineNanos, long nodeLimit, BooleanSupplier requested) {
        this(deadlineNanos, nodeLimit, new AtomicBoolean(), new AtomicBoolean(), requested);
    }

    private SearchControl(long deadlineNanos, long nodeLimit, AtomicBoolean stop, AtomicBoolean interrupted,
            BooleanSupplier requested) {
        this.deadlineNanos = deadlineNanos;
        this.nodeLimit = nodeLimit;
        this.stop = stop;
        this.interrupted = interrupted;
        this.requested = requested;
    }

    /**
     * A control for the first part of a search's turn: an earlier deadline and a smaller
     * budget (neither beyond this one's), stopped and interrupted together with this one.
     */
    public SearchControl phase(long deadlineNanos, long nodeLimit) {
        long deadline = deadlineNanos - this.deadlineNanos > 0 ? this.deadlineNanos : deadlineNanos;
        return new SearchControl(deadline, Math.min(nodeLimit, this.nodeLimit), stop, interrupted, requested);
    }

    /** Why a search that has expanded {@code nodes} positions must stop now; empty while it may go on. */
    public Optional<SearchOutcome.Ending> reasonToStop(long nodes) {
        if (interrupted.get() || Thread.currentThread().isInterrupted() || stop.get() || requested.getAsBoolean()) {
            return Optional.of(SearchOutcome.Ending.INTERRUPTED);
        }
        if (System.nanoTime() - deadlineNanos > 0 || nodes >= nodeLimit) {
            return Optional.of(SearchOutcome.Ending.TIME);
        }
        return Optional.empty();
    }

    /** The positions a search may expand (checked at every expansion, so small budgets are exact). */
    public long nodeLimit() {
        return nodeLimit;
    }

    /** Another search has finished: everyone else stops. */
    public void stopAll() {
        stop.set(true);
    }

    public void interrupt() {
        interrupted.set(true);
    }

    boolean wasInterrupted() {
        return interrupted.get();
    }
}
