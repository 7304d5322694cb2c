package org.sokodb.format.source;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Fails with a clear message once more than a limit of bytes has been read (or skipped): one
 * source's bytes, or, with a counter shared by several streams, all the entries inflated from
 * one zip archive. A zip entry is read more than once (its format told, its bytes hashed, its
 * titles placed): with the entry's own high-water mark, only the bytes past what an earlier
 * reading of the same entry counted are counted, so each byte counts once against the archive.
 */
final class LimitedInputStream extends FilterInputStream {
    private final AtomicLong used;
    private final long limit;
    private final String tooLarge;
    /** The most bytes of this entry any reading counted so far; null: every byte counts. */
    private final AtomicLong counted;
    private long position;

    /** At most {@code limit} bytes of this stream; {@code what} names it in the message ("file", "zip entry"). */
    LimitedInputStream(InputStream in, long limit, String what) {
        this(in, new AtomicLong(), limit, what + " is larger than the limit of " + SourceLimits.mib(limit));
    }

    /**
     * At most {@code limit} bytes counted in {@code used}, which other streams may share.
     *
     * @param tooLarge the reason given when the limit is passed
     */
    LimitedInputStream(InputStream in, AtomicLong used, long limit, String tooLarge) {
        this(in, used, limit, tooLarge, null);
    }

    private LimitedInputStream(InputStream in, AtomicLong used, long limit, String tooLarge, AtomicLong counted) {
        super(in);
        this.used = used;
        this.limit = limit;
        this.tooLarge = tooLarge;
        this.counted = counted;
    }

    /**
     * One reading of a zip entry against its archive's budget {@code used}: {@code counted} is
     * the entry's high-water mark, kept between its readings.
     */
    static LimitedInputStream entry(InputStream in, AtomicLong used, AtomicLong counted, long limit, String tooLarge) {
        return new LimitedInputStream(in, used, limit, tooLarge, counted);
    }

    /** Thrown when the limit is passed; its message is the reason to show. */
    static final class TooLarge extends IOException {
        TooLarge(String message) {
            super(message, null);
        }
    }

    private void count(long n) throws TooLarge {
        if (n <= 0) {
            return;
        }
        long fresh = n;
        if (counted != null) {
            position += n;
            long before = counted.getAndAccumulate(position, Math::max);
            fresh = Math.max(0, position - before);
        }
        if (fresh > 0 && used.addAndGet(fresh) > limit) {
            throw new TooLarge(tooLarge);
        }
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        count(b < 0 ? 0 : 1);
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, len);
        count(n);
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long s = super.skip(n);
        count(s);
        return s;
    }
}
