package org.sokodb.format.source;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Text saved as UTF-16 with its byte-order mark, as Windows Notepad's "Unicode" and some level
 * editors save it: every other byte is a zero, so the readers, which take bytes line by line,
 * would see binary data. {@link #decoded} hands such a stream over as UTF-8 (its mark becoming
 * the UTF-8 one, which every reader skips), so a level or solution file reads the same in
 * either encoding, with the same lines; UTF-16 saved without its mark too, told by its first
 * characters ({@link #unmarked}). Any other stream is passed on unchanged.
 * A half of a surrogate pair without its other half becomes U+FFFD, as a stray byte in UTF-8
 * text becomes a windows-1252 character: never a failure.
 */
public final class Utf16Text {
    /** The bytes looked at for UTF-16 without its mark. */
    private static final int UNMARKED_BYTES = 16;
    private Utf16Text() {
    }

    /** UTF-16LE for {@code FF FE}, UTF-16BE for {@code FE FF} at the start of {@code head}; else null. */
    public static Charset byteOrderMark(byte[] head) {
        if (head.length < 2) {
            return null;
        }
        int first = head[0] & 0xff;
        int second = head[1] & 0xff;
        if (first == 0xFF && second == 0xFE) {
            return StandardCharsets.UTF_16LE;
        }
        if (first == 0xFE && second == 0xFF) {
            return StandardCharsets.UTF_16BE;
        }
        return null;
    }

    /**
     * UTF-16LE or UTF-16BE for text saved so without its byte-order mark: its first
     * {@value #UNMARKED_BYTES} bytes (at least 8) are ASCII characters each with a zero byte
     * after it (little-endian) or before it (big-endian), as every line of a level file starts;
     * else null. No UTF-8 or single-byte text holds a NUL byte.
     */
    public static Charset unmarked(byte[] head) {
        int units = Math.min(head.length, UNMARKED_BYTES) / 2;
        if (units < 4) {
            return null;
        }
        boolean little = true;
        boolean big = true;
        for (int i = 0; i < units; i++) {
            byte even = head[2 * i];
            byte odd = head[2 * i + 1];
            little &= odd == 0 && even > 0;
            big &= even == 0 && odd > 0;
        }
        return little ? StandardCharsets.UTF_16LE : big ? StandardCharsets.UTF_16BE : null;
    }

    /**
     * {@code in} as UTF-8 bytes when it starts with a UTF-16 byte-order mark (the mark itself
     * becomes {@code EF BB BF}) or is UTF-16 without one ({@link #unmarked}); else the same
     * bytes. Closing the result closes {@code in}.
     */
    public static InputStream decoded(InputStream in) throws IOException {
        BufferedInputStream bytes = new BufferedInputStream(in, 1 << 16);
        bytes.mark(UNMARKED_BYTES);
        byte[] head = bytes.readNBytes(UNMARKED_BYTES);
        bytes.reset();
        Charset charset = byteOrderMark(head);
        if (charset == null) {
            charset = unmarked(head);
        }
        if (charset == null) {
            return bytes;
        }
        return new Utf8Bytes(new InputStreamReader(bytes, charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE)));
    }

    /** The characters of a reader as UTF-8, a block at a time; a surrogate pair is never split. */
    private static final class Utf8Bytes extends InputStream {
        private final Reader reader;
        private final char[] chars = new char[8192];
        /** How many chars at the start of {@link #chars} were kept from the last block (a high surrogate). */
        private int carried;
        private byte[] block = new byte[0];
        private int position;
        private boolean ended;

        Utf8Bytes(Reader reader) {
            this.reader = reader;
        }

        @Override
        public int read() throws IOException {
            if (!fill()) {
                return -1;
            }
            return block[position++] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            if (!fill()) {
                return -1;
            }
            int n = Math.min(len, block.length - position);
            System.arraycopy(block, position, b, off, n);
            position += n;
            return n;
        }

        /** True when a byte is ready in {@link #block}. */
        private boolean fill() throws IOException {
            while (position == block.length) {
                if (ended) {
                    return false;
                }
                int n = reader.read(chars, carried, chars.length - carried);
                if (n < 0) {
                    ended = true;
                    // a high surrogate at the very end has no other half
                    block = carried == 0 ? new byte[0] : "\uFFFD".getBytes(StandardCharsets.UTF_8);
                    carried = 0;
                    position = 0;
                    continue;
                }
                int length = carried + n;
                int whole = length > 0 && Character.isHighSurrogate(chars[length - 1]) ? length - 1 : length;
                block = new String(chars, 0, whole).getBytes(StandardCharsets.UTF_8);
                position = 0;
                carried = length - whole;
                if (carried == 1) {
                    chars[0] = chars[length - 1];
                }
            }
            return true;
        }

        @Override
        public void close() throws IOException {
            reader.close();
        }
    }
}
