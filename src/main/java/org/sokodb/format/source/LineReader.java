package org.sokodb.format.source;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;

/**
 * Splits a byte stream into decoded lines, streaming: only the current line is held.
 *
 * <p>Lines end at LF, CRLF or a lone CR. A UTF-8 byte-order mark at the start is dropped.
 * Each line is decoded on its own ({@link LineDecoder}), so one Latin-1 byte in a title
 * does not change how the rest of the file is read. A line longer than
 * {@link ReaderLimits#MAX_LINE_BYTES} is skipped without buffering it: {@link #next()}
 * returns an empty string for it and {@link #skippedBytes()} says so.
 */
public final class LineReader implements Closeable {
    private static final int BUFFER_BYTES = 1 << 16;

    private final InputStream in;
    private final int maxLineBytes;
    private final byte[] buf = new byte[BUFFER_BYTES];
    private final LineDecoder decoder = new LineDecoder();
    private int pos;
    private int limit;
    private boolean eof;
    private boolean started;
    /** The previous line ended with CR: an LF right after it belongs to the same line break. */
    private boolean afterCr;
    /** A line that crosses buffer refills is gathered here. */
    private byte[] carry = new byte[256];
    private int carryLength;
    private int lineNumber;
    private long skippedBytes;

    public LineReader(InputStream in) {
        this(in, ReaderLimits.MAX_LINE_BYTES);
    }

    public LineReader(InputStream in, int maxLineBytes) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
    }

    /** 1-based number of the line last returned by {@link #next()}. */
    public int lineNumber() {
        return lineNumber;
    }

    /**
     * Length in bytes of the line last returned when it was longer than the limit and skipped
     * (returned empty); 0 when it was read.
     */
    public long skippedBytes() {
        return skippedBytes;
    }

    /** The next line without its line break, or {@code null} at the end of the stream. */
    public String next() throws IOException {
        skippedBytes = 0;
        carryLength = 0;
        long skipped = 0;
        boolean skipping = false;
        int high = 0;
        while (true) {
            if (pos >= limit && !fill()) {
                if (skipping || carryLength > 0) {
                    return finish(skipping, skipped, high, null, 0, 0);
                }
                return null;
            }
            if (afterCr) {
                afterCr = false;
                if (buf[pos] == '\n') {
                    pos++;
                    continue;
                }
            }
            int start = pos;
            int i = start;
            byte b = 0;
            // The hot loop: find the line end and note whether any byte is non-ASCII.
            while (i < limit) {
                b = buf[i];
                if (b == '\n' || b == '\r') {
                    break;
                }
                high |= b;
                i++;
            }
            int length = i - start;
            if (i < limit) {
                pos = i + 1;
                afterCr = b == '\r';
                if (skipping) {
                    return finish(true, skipped + length, high, null, 0, 0);
                }
                if (carryLength + length > maxLineBytes) {
                    return finish(true, (long) carryLength + length, high, null, 0, 0);
                }
                return finish(false, 0, high, buf, start, length);
            }
            pos = limit;
            if (skipping) {
                skipped += length;
            } else if (carryLength + length > maxLineBytes) {
                skipping = true;
                skipped = (long) carryLength + length;
                carryLength = 0;
            } else {
                append(start, length);
            }
        }
    }

    private String finish(boolean skipped, long skippedBytes, int high, byte[] tail, int tailStart, int tailLength) {
        lineNumber++;
        if (skipped) {
            this.skippedBytes = skippedBytes;
            carryLength = 0;
            return "";
        }
        if (carryLength == 0) {
            return decoder.decode(tail == null ? buf : tail, tailStart, tailLength, high >= 0);
        }
        if (tail != null) {
            append(tailStart, tailLength);
        }
        return decoder.decode(carry, 0, carryLength, high >= 0);
    }

    private void append(int start, int length) {
        if (carryLength + length > carry.length) {
            int size = Math.max(carry.length * 2, carryLength + length);
            byte[] bigger = new byte[Math.min(size, Math.max(maxLineBytes, carryLength + length))];
            System.arraycopy(carry, 0, bigger, 0, carryLength);
            carry = bigger;
        }
        System.arraycopy(buf, start, carry, carryLength, length);
        carryLength += length;
    }

    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        int n = in.read(buf, 0, buf.length);
        while (n == 0) {
            n = in.read(buf, 0, buf.length);
        }
        if (n < 0) {
            eof = true;
            pos = limit = 0;
            return false;
        }
        pos = 0;
        limit = n;
        if (!started) {
            started = true;
            skipByteOrderMark();
        }
        return true;
    }

    /** Drops a UTF-8 BOM at the very start (reading more if the first read returned fewer than three bytes). */
    private void skipByteOrderMark() throws IOException {
        while (limit < 3) {
            int n = in.read(buf, limit, buf.length - limit);
            if (n < 0) {
                eof = true;
                break;
            }
            limit += n;
        }
        if (limit >= 3 && (buf[0] & 0xff) == 0xef && (buf[1] & 0xff) == 0xbb && (buf[2] & 0xff) == 0xbf) {
            pos = 3;
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
