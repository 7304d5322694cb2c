package org.sokodb.web.plays;

import java.util.function.LongSupplier;

/**
 * How many plays the server takes, all clients together: a bucket of {@link #BURST} plays,
 * refilled with one every {@link #REFILL_MILLIS} (30 a minute kept up). A person finishes a
 * level in seconds at the very least, and several people on one server rarely finish more than
 * a few a minute; a script posting a valid play in a loop is held to 30 a minute (43,200 rows a
 * day), and the catalog's own bounds on what it keeps do the rest. A play beyond the quota is
 * answered 429, kept nowhere. One bucket for every client: the server reads no address it could
 * be told falsely, and keeps none.
 */
public final class PlayQuota {
    /** Plays taken at once after a quiet while. */
    public static final int BURST = 10;
    /** One more play every this many milliseconds. */
    public static final long REFILL_MILLIS = 2_000;

    private final LongSupplier millis;
    private double tokens = BURST;
    private long last;

    /** On the system's monotonic clock. */
    public PlayQuota() {
        this(() -> System.nanoTime() / 1_000_000);
    }

    /** On {@code millis}, a clock in milliseconds (tests). */
    public PlayQuota(LongSupplier millis) {
        this.millis = millis;
        this.last = millis.getAsLong();
    }

    /** Takes one play from the bucket; false when it is empty. */
    public synchronized boolean take() {
        long now = millis.getAsLong();
        tokens = Math.min(BURST, tokens + (double) (now - last) / REFILL_MILLIS);
        last = now;
        if (tokens < 1) {
            return false;
        }
        tokens -= 1;
        return true;
    }
}
