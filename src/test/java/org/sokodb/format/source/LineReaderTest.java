package org.sokodb.format.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;

@Slow
public class LineReaderTest {

    private static List<String> lines(byte[] bytes) throws IOException {
        return lines(new ByteArrayInputStream(bytes), ReaderLimits.MAX_LINE_BYTES);
    }

    private static List<String> lines(String ascii) throws IOException {
        return lines(ascii.getBytes(StandardCharsets.ISO_8859_1));
    }

    private static List<String> lines(InputStream in, int max) throws IOException {
        List<String> out = new ArrayList<>();
        try (LineReader r = new LineReader(in, max)) {
            String l;
            while ((l = r.next()) != null) {
                out.add(r.skippedBytes() > 0 ? "<too long: " + r.skippedBytes() + ">" : l);
            }
        }
        return out;
    }

    @Test
    void everyLineEndingEndsALine() throws IOException {
        assertEquals(List.of("a", "b", "c", "d"), lines("a\nb\r\nc\rd"));
        assertEquals(List.of("a", "", "b"), lines("a\r\n\r\nb\r\n"));
        assertEquals(List.of("a", "", "b"), lines("a\r\rb\r"));
        assertEquals(List.of("a", ""), lines("a\n\n"));
        assertEquals(List.of(), lines(""));
    }

    @Test
    void lineNumbersCountACrlfOnce() throws IOException {
        try (LineReader r = new LineReader(new ByteArrayInputStream("a\r\nb\rc\n".getBytes(StandardCharsets.US_ASCII)))) {
            r.next();
            assertEquals(1, r.lineNumber());
            r.next();
            assertEquals(2, r.lineNumber());
            assertEquals("c", r.next());
            assertEquals(3, r.lineNumber());
            assertNull(r.next());
        }
    }

    @Test
    void aCrlfSplitAcrossReadsIsOneLineBreak() throws IOException {
        // a stream that hands out one byte per read puts the CR and the LF in different reads
        byte[] bytes = "#@$.#\r\n####\r\n".getBytes(StandardCharsets.US_ASCII);
        InputStream trickle = new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, 1));
            }
        };
        assertEquals(List.of("#@$.#", "####"), lines(trickle, ReaderLimits.MAX_LINE_BYTES));
    }

    @Test
    void linesLongerThanTheBufferAreWhole() throws IOException {
        String longRow = "#".repeat(200_000);
        assertEquals(List.of("x", longRow, "y"), lines("x\n" + longRow + "\ny"));
    }

    @Test
    void aByteOrderMarkAtTheStartIsDropped() throws IOException {
        assertEquals(List.of("; 1", "####"), lines(bytes(0xef, 0xbb, 0xbf, "; 1\n####\n")));
        assertEquals(List.of(), lines(bytes(0xef, 0xbb, 0xbf, "")));
    }

    @Test
    void aMangledByteOrderMarkInsideTheFileIsDropped() throws IOException {
        // what Sven_1623.xsb line 7619 holds: the BOM EF BB BF read as Latin-1 and written back as UTF-8
        byte[] sven = bytes("Author: Sven Egevad", 0xc3, 0xaf, 0xc2, 0xbb, 0xc2, 0xbf, "\n", 0xef, 0xbb, 0xbf, "Title: x\n");
        assertEquals(List.of("Author: Sven Egevad", "Title: x"), lines(sven));
    }

    @Test
    void utf8IsDecodedAndOtherBytesFallBackToWindows1252PerLine() throws IOException {
        byte[] mixed = bytes("Author: Fran", 0xc3, 0xa7, "ois\n", "Author: Fran", 0xe7, "ois ", 0x80, 0x81, "\n", "####\n");
        assertEquals(List.of("Author: François", "Author: François €\u0081", "####"), lines(mixed));
    }

    @Test
    void aLineOverTheLimitIsSkippedAndReported() throws IOException {
        String text = "short\n" + "x".repeat(100) + "\r\nafter\n" + "y".repeat(101);
        assertEquals(List.of("short", "<too long: 100>", "after", "<too long: 101>"),
                lines(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)), 50));
    }

    @Test
    void aSkippedLineIsNeverBuffered() throws IOException {
        // 300 MiB of one line, generated on the fly: reading it must not need the memory
        long size = 300L << 20;
        InputStream endless = new InputStream() {
            long left = size;

            @Override
            public int read() {
                return left-- > 0 ? '#' : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (left <= 0) {
                    return -1;
                }
                int n = (int) Math.min(len, left);
                java.util.Arrays.fill(b, off, off + n, (byte) '#');
                left -= n;
                return n;
            }
        };
        try (LineReader r = new LineReader(endless)) {
            assertEquals("", r.next());
            assertEquals(size, r.skippedBytes());
            assertNull(r.next());
        }
    }

    @Test
    void aLineAtTheLimitIsRead() throws IOException {
        try (LineReader r = new LineReader(new ByteArrayInputStream("abcde".getBytes(StandardCharsets.US_ASCII)), 5)) {
            assertEquals("abcde", r.next());
            assertEquals(0, r.skippedBytes());
        }
    }

    public static byte[] bytes(Object... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object p : parts) {
            if (p instanceof Integer b) {
                out.write(b);
            } else {
                out.writeBytes(((String) p).getBytes(StandardCharsets.ISO_8859_1));
            }
        }
        return out.toByteArray();
    }
}
