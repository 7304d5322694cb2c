package org.sokodb.format.source;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Decodes one line of a level file. Collections were written by many programs over decades:
 * most lines are ASCII, some are UTF-8, some windows-1252 or ISO-8859-1 (author names with
 * accents). Each line is tried as strict UTF-8 and falls back to windows-1252, so a stray byte
 * never fails a file. Byte-order marks inside the text are removed, including the mangled form
 * {@code ï»¿} (a BOM that went through a Latin-1 round trip; {@code Sven_1623.xsb} has one at
 * the end of an {@code Author:} line).
 */
final class LineDecoder {
    private static final String BOM = "\uFEFF";
    private static final String MANGLED_BOM = "\u00EF\u00BB\u00BF";
    /** windows-1252 for 0x80–0x9F; the five undefined bytes keep their ISO-8859-1 meaning. */
    private static final char[] CP1252_HIGH = {
        '\u20AC', '\u0081', '\u201A', '\u0192', '\u201E', '\u2026', '\u2020', '\u2021',
        '\u02C6', '\u2030', '\u0160', '\u2039', '\u0152', '\u008D', '\u017D', '\u008F',
        '\u0090', '\u2018', '\u2019', '\u201C', '\u201D', '\u2022', '\u2013', '\u2014',
        '\u02DC', '\u2122', '\u0161', '\u203A', '\u0153', '\u009D', '\u017E', '\u0178',
    };

    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);

    /**
     * @param ascii true when the caller already knows every byte is below 0x80 (the fast path:
     *     no decoder, no BOM search)
     */
    String decode(byte[] bytes, int offset, int length, boolean ascii) {
        if (ascii) {
            return new String(bytes, offset, length, StandardCharsets.ISO_8859_1);
        }
        String text;
        try {
            text = utf8.reset().decode(ByteBuffer.wrap(bytes, offset, length)).toString();
        } catch (CharacterCodingException e) {
            text = windows1252(bytes, offset, length);
        }
        return withoutByteOrderMarks(text);
    }

    static String windows1252(byte[] bytes, int offset, int length) {
        char[] chars = new char[length];
        for (int i = 0; i < length; i++) {
            int b = bytes[offset + i] & 0xff;
            chars[i] = b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] : (char) b;
        }
        return new String(chars);
    }

    static String withoutByteOrderMarks(String text) {
        if (text.indexOf('\uFEFF') >= 0) {
            text = text.replace(BOM, "");
        }
        if (text.indexOf('\u00EF') >= 0) {
            text = text.replace(MANGLED_BOM, "");
        }
        return text;
    }
}
