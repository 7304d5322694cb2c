package org.sokodb.web;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Work that takes turns: at most as many at once as the semaphore has permits, the others
 * waiting up to a bound, then answered 503 with a message that says why. The catalog's open
 * connections ({@link CatalogGate}) and the near-copy search ({@link LevelRoutes}) take turns;
 * the requests that may take seconds (a level's near copies, near-duplicate groups not
 * computed yet) take one of {@link ServeSettings#SLOW_SLOTS} turns without waiting
 * ({@link #slowWork}), so that they never hold more than those of the server's threads and
 * pages keep the others.
 */
final class Turns {
    private final int atOnce;
    private final Semaphore permits;
    private final long waitMillis;
    private final String busy;

    Turns(int atOnce, long waitMillis, String busy) {
        this.atOnce = atOnce;
        this.permits = new Semaphore(atOnce, true);
        this.waitMillis = waitMillis;
        this.busy = busy;
    }

    /** The turns of the requests that may take seconds: none waits, the one that finds them all taken is 503. */
    static Turns slowWork() {
        return new Turns(ServeSettings.SLOW_SLOTS, 0, "the server is busy with " + ServeSettings.SLOW_SLOTS
                + " slow questions (near copies, near-duplicate groups); try again in a moment");
    }

    /** Runs {@code work} in a turn ({@link #take}, then {@link #give}). */
    <T> T run(Supplier<T> work) {
        take();
        try {
            return work.get();
        } finally {
            give();
        }
    }

    /** Waits for a turn; 503 with the message when none comes in time or the server stops. */
    void take() {
        try {
            if (!permits.tryAcquire(waitMillis, TimeUnit.MILLISECONDS)) {
                throw new HttpProblem(503, busy);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new HttpProblem(503, "the server is stopping");
        }
    }

    /** Whether some work has a turn now. */
    boolean taken() {
        return permits.availablePermits() < atOnce;
    }

    /** Ends a turn {@link #take} began. */
    void give() {
        permits.release();
    }
}
