package org.sokodb.catalog.claims;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.sokodb.catalog.db.CatalogException;

/**
 * A worker's wait (for other workers' claims, for its catalog to come back) that Ctrl-C ends
 * within a tenth of a second: the command then says itself what it kept, instead of sleeping
 * through the seconds its Ctrl-C handler waits for it.
 */
final class Waiting {
    private static final long STEP_MILLIS = 100;

    private Waiting() {
    }

    /** Waits {@code d}, or less when {@code stop} says so; true when it was stopped. */
    static boolean waitFor(Duration d, BooleanSupplier stop) {
        long end = System.nanoTime() + d.toNanos();
        try {
            for (long left = end - System.nanoTime(); left > 0 && !stop.getAsBoolean(); left = end - System.nanoTime()) {
                Thread.sleep(Math.min(STEP_MILLIS, TimeUnit.NANOSECONDS.toMillis(left) + 1));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CatalogException("interrupted");
        }
        return stop.getAsBoolean();
    }
}
