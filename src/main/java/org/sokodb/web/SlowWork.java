package org.sokodb.web;

import java.util.concurrent.Semaphore;
import java.util.function.Supplier;

/**
 * The requests that may take seconds (a level's near copies, near-duplicate groups not
 * computed yet) hold one of a few slots while they wait and run, taken without waiting: when
 * every slot is held the request is 503 at once. So they never hold more than
 * {@link #SLOTS} of the server's {@link Limits#THREADS} threads, and pages keep the others.
 */
final class SlowWork {
    /** Half the threads: the other half answers everything else. */
    static final int SLOTS = Limits.THREADS / 2;

    private final Semaphore slots;

    SlowWork(int slots) {
        this.slots = new Semaphore(slots);
    }

    /** Runs {@code work} in a slot; 503 when none is free. */
    <T> T run(Supplier<T> work) {
        if (!slots.tryAcquire()) {
            throw new HttpProblem(503, "the server is busy with " + SLOTS
                    + " slow questions (near copies, near-duplicate groups); try again in a moment");
        }
        try {
            return work.get();
        } finally {
            slots.release();
        }
    }
}
