package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/**
 * The rows {@link PostgresBoardWriter} sends through COPY, encoded to bytes as they are
 * written: the same bytes as the row's text in PostgreSQL's COPY text format (its manual,
 * "COPY", File Formats: Text Format) encoded to UTF-8 by the JDK.
 */
class CopyTextTest {

    @Test
    void numbersAreTheirDigits() {
        PostgresBoardWriter.CopyText rows = new PostgresBoardWriter.CopyText();
        rows.value(0).value(7).value(-42).value(1_504_332).value(Long.MAX_VALUE).value(Long.MIN_VALUE).endRow();
        assertEquals("0\t7\t-42\t1504332\t9223372036854775807\t-9223372036854775808\n", text(rows));
    }

    @Test
    void textIsEscapedAndEncodedToUtf8() {
        String odd = "back\\slash\ttab\nline\rreturn 'Zoë' 中文 \uD834\uDD1E";
        PostgresBoardWriter.CopyText rows = new PostgresBoardWriter.CopyText();
        rows.text(odd).text(Optional.empty()).text(Optional.of("")).endRow();
        rows.value(1).text("\\N").endRow();
        String expected = "back\\\\slash\\ttab\\nline\\rreturn 'Zoë' 中文 \uD834\uDD1E\t\\N\t\n1\t\\\\N\n";
        assertArrayEquals(expected.getBytes(StandardCharsets.UTF_8), bytes(rows));
    }

    /** A lone surrogate (no character on its own) becomes '?', as the JDK's encoder makes it. */
    @Test
    void aLoneSurrogateBecomesAQuestionMark() {
        String lone = "a\uD834b\uDD1E";
        PostgresBoardWriter.CopyText rows = new PostgresBoardWriter.CopyText();
        rows.text(lone).endRow();
        assertArrayEquals((lone + "\n").getBytes(StandardCharsets.UTF_8), bytes(rows));
        assertEquals("a?b?\n", text(rows));
    }

    /** Rows past the first buffer's 64 KiB grow it, and keep every byte. */
    @Test
    void manyRowsGrowTheBuffer() {
        PostgresBoardWriter.CopyText rows = new PostgresBoardWriter.CopyText();
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            rows.value(i).text("#@$.#ë").endRow();
            expected.append(i).append("\t#@$.#ë\n");
        }
        assertArrayEquals(expected.toString().getBytes(StandardCharsets.UTF_8), bytes(rows));
    }

    private static byte[] bytes(PostgresBoardWriter.CopyText rows) {
        return Arrays.copyOf(rows.bytes(), rows.length());
    }

    private static String text(PostgresBoardWriter.CopyText rows) {
        return new String(bytes(rows), StandardCharsets.UTF_8);
    }
}
