package org.sokodb.web;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * Work that takes turns: at most as many at once as the semaphore has permits, the others
 * waiting up to a bound, then answered 503 with a message that says why. The catalog's open
 * connections ({@link CatalogGate}) and the near-copy search ({@link LevelRoutes}) take turns.
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
