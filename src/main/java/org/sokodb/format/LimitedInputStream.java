package org.sokodb.format;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Fails with a clear message once more than a limit of bytes has been read. */
final class LimitedInputStream extends FilterInputStream {
    private final long limit;
    private final String what;
    private long count;

    LimitedInputStream(InputStream in, long limit, String what) {
        super(in);
        this.limit = limit;
        this.what = what;
    }

    /** Thrown when the limit is passed; its message is the reason to show. */
    static final class TooLarge extends IOException {
        TooLarge(String message) {
            super(message, null);
        }
    }

    private void count(long n) throws TooLarge {
        if (n > 0) {
            count += n;
            if (count > limit) {
                throw new TooLarge(what + " is larger than the limit of " + SourceLimits.mib(limit));
            }
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
