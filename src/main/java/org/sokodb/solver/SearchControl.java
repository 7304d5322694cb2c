package org.sokodb.solver;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * When a search must stop: its deadline, the calling thread's interrupt (passed on by the
 * portfolio as {@link #interrupt}), or another search of the portfolio having won.
 */
final class SearchControl {
    private final long deadlineNanos;
    private final long nodeLimit;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicBoolean interrupted = new AtomicBoolean();

    SearchControl(long deadlineNanos, long nodeLimit) {
        this.deadlineNanos = deadlineNanos;
        this.nodeLimit = nodeLimit;
    }

    /** Why a search that has expanded {@code nodes} positions must stop now; empty while it may go on. */
    Optional<SolverResult.GaveUp.Reason> reasonToStop(long nodes) {
        if (interrupted.get() || Thread.currentThread().isInterrupted() || stop.get()) {
            return Optional.of(SolverResult.GaveUp.Reason.INTERRUPTED);
        }
        if (System.nanoTime() - deadlineNanos > 0 || nodes >= nodeLimit) {
            return Optional.of(SolverResult.GaveUp.Reason.TIME);
        }
        return Optional.empty();
    }

    /** The positions a search may expand (checked at every expansion, so small budgets are exact). */
    long nodeLimit() {
        return nodeLimit;
    }

    /** Another search has finished: everyone else stops. */
    void stopAll() {
        stop.set(true);
    }

    void interrupt() {
        interrupted.set(true);
    }

    boolean wasInterrupted() {
        return interrupted.get();
    }
}
