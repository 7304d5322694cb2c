package org.sokodb.solver;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * When a search must stop: its deadline, the calling thread's interrupt (passed on by the
 * portfolio as {@link #stopped}), or another search of the portfolio having won.
 */
final class SearchControl {
    private final long deadlineNanos;
    private final AtomicBoolean stop = new AtomicBoolean();
    private final AtomicBoolean interrupted = new AtomicBoolean();

    SearchControl(long deadlineNanos) {
        this.deadlineNanos = deadlineNanos;
    }

    /** Why a search must stop now; empty while it may go on. */
    Optional<SolverResult.GaveUp.Reason> reasonToStop() {
        if (interrupted.get() || Thread.currentThread().isInterrupted() || stop.get()) {
            return Optional.of(SolverResult.GaveUp.Reason.INTERRUPTED);
        }
        if (System.nanoTime() - deadlineNanos > 0) {
            return Optional.of(SolverResult.GaveUp.Reason.TIME);
        }
        return Optional.empty();
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
