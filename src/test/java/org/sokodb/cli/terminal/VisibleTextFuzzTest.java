package org.sokodb.cli.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.sokodb.Mutator;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * The terminal escaping ({@link VisibleText}, {@link VisiblePrintWriter}) on any text: no
 * control character comes out raw but tab and line feed, the text can be read back exactly
 * (a small decoder written for this test undoes it), it matches a per-character reference,
 * and writing it in pieces, a surrogate pair cut anywhere, gives the same as in one piece.
 */
class VisibleTextFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void escapesAnyText(byte[] bytes) {
        check(bytes);
    }

    @Test
    void seedsAndMutations() {
        Mutator.run("VisibleText", Mutator.seeds(VisibleTextFuzzTest.class, "escapesAnyText"), 20_000, 17,
                VisibleTextFuzzTest::check);
    }

    static void check(byte[] bytes) {
        // both readings: UTF-8 (broken sequences become U+FFFD) and one char per byte (C1 controls, DEL)
        checkText(new String(bytes, StandardCharsets.UTF_8), bytes);
        checkText(new String(bytes, StandardCharsets.ISO_8859_1), bytes);
        // a lone surrogate from the bytes' first pair, if any
        if (bytes.length >= 2) {
            char c = (char) (0xD800 | ((bytes[0] & 0x07) << 8) | (bytes[1] & 0xFF));
            checkText("x" + c + new String(bytes, StandardCharsets.ISO_8859_1), bytes);
        }
    }

    private static void checkText(String text, byte[] bytes) {
        String whole = VisibleText.of(text);
        assertEquals(reference(text, false), whole);
        assertEquals(text, unescape(whole), "read back");
        String stream = throughWriter(text, new Random(bytes.length * 31L + text.length()));
        assertEquals(reference(text, true), stream);
        assertEquals(text, unescape(stream), "read back from the stream");
        for (int i = 0; i < stream.length(); i++) {
            char c = stream.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < stream.length()
                    && Character.isLowSurrogate(stream.charAt(i + 1));
            if (pair) {
                i++;
                continue;
            }
            boolean raw = (c < 0x20 && c != '\t' && c != '\n') || (c >= 0x7f && c <= 0x9f) || Character.isSurrogate(c)
                    || format(c);
            assertFalse(raw, "raw U+" + Integer.toHexString(c) + " at " + i);
        }
    }

    /** Through the writer in random pieces. */
    private static String throughWriter(String text, Random random) {
        StringWriter sink = new StringWriter();
        PrintWriter visible = VisiblePrintWriter.of(new PrintWriter(sink), false);
        int at = 0;
        while (at < text.length()) {
            int end = Math.min(text.length(), at + 1 + random.nextInt(8));
            if (random.nextBoolean()) {
                visible.write(text, at, end - at);
            } else {
                visible.write(text.substring(at, end).toCharArray());
            }
            at = end;
        }
        visible.close();
        return sink.toString();
    }

    /** What docs/formats.md says, one code point at a time; {@code layout}: tab and line feed pass. */
    private static String reference(String text, boolean layout) {
        StringBuilder out = new StringBuilder();
        text.codePoints().forEach(cp -> {
            if (layout && (cp == '\t' || cp == '\n')) {
                out.appendCodePoint(cp);
            } else if (cp == '\\') {
                out.append("\\\\");
            } else if (cp < 0x20 || cp == 0x7f) {
                out.append(String.format(java.util.Locale.ROOT, "\\x%02x", cp));
            } else if ((cp >= 0x80 && cp <= 0x9f) || (cp >= 0xD800 && cp <= 0xDFFF) || format(cp)) {
                out.append(String.format(java.util.Locale.ROOT, "\\u%04x", cp));
            } else {
                out.appendCodePoint(cp);
            }
        });
        return out.toString();
    }

    /** A format character of the BMP (category Cf) but the joiners: docs/formats.md's table. */
    private static boolean format(int cp) {
        return cp <= 0xFFFF && Character.getType(cp) == Character.FORMAT && cp != 0x200C && cp != 0x200D;
    }

    private static String unescape(String shown) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < shown.length(); i++) {
            char c = shown.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char kind = shown.charAt(++i);
            if (kind == '\\') {
                out.append('\\');
            } else {
                int digits = kind == 'x' ? 2 : 4;
                assertEquals(kind == 'x' ? 'x' : 'u', kind, "an escape is \\\\, \\x or \\u");
                out.append((char) Integer.parseInt(shown.substring(i + 1, i + 1 + digits), 16));
                i += digits;
            }
        }
        return out.toString();
    }
}
