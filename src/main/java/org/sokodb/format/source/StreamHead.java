package org.sokodb.format.source;

import java.io.IOException;
import java.io.InputStream;

/**
 * The first bytes of a stream that can be read once only (standard input, a pipe, a device
 * such as {@code /dev/zero}), looked at before the rest is kept: a stream whose first 8 KiB
 * hold a NUL byte is no level file of any kind sokodb reads, unless it starts as a zip
 * archive, a DOS program ({@code pusher.exe}) or UTF-16 text, with its byte-order mark or without. Such a
 * stream is refused at its first bytes, not after it has been copied up to the source limit
 * (256 MiB of {@code /dev/zero}).
 */
final class StreamHead {
    static final int BYTES = 8192;
    static final String REFUSED = "not a level file (binary data)";

    private StreamHead() {
    }

    /** Up to {@link #BYTES} bytes of {@code in}, fewer only at its end. */
    static byte[] read(InputStream in) throws IOException {
        return in.readNBytes(BYTES);
    }

    /** Whether a stream that starts with {@code head} cannot be a level file (see the class). */
    static boolean cannotBeLevels(byte[] head) {
        if (head.length >= 2 && (head[0] == 'P' && head[1] == 'K' || head[0] == 'M' && head[1] == 'Z')
                || Utf16Text.byteOrderMark(head) != null || Utf16Text.unmarked(head) != null) {
            return false;
        }
        for (byte b : head) {
            if (b == 0) {
                return true;
            }
        }
        return false;
    }
}
