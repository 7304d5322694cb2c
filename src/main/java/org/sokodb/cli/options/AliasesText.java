package org.sokodb.cli.options;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.ExitCodes;

/**
 * The lines of an aliases file: UTF-8 (a byte-order mark is skipped), or UTF-16 when a
 * byte-order mark says so. A line that is not UTF-8 is said ({@code FILE:LINE: …}) and left
 * out, the others kept as written; a file with zero bytes and no byte-order mark is UTF-16
 * without one (or no text at all) and is refused with one line.
 */
final class AliasesText {
    private AliasesText() {
    }

    /** The lines of {@code bytes}, read from {@code source}; a line left out is an empty line, so that numbers hold. */
    static List<String> lines(String source, byte[] bytes, Consumer<String> problem) {
        if (starts(bytes, 0xFE, 0xFF) || starts(bytes, 0xFF, 0xFE)) {
            return utf16(source, bytes).lines().toList();
        }
        int from = starts(bytes, 0xEF, 0xBB, 0xBF) ? 3 : 0;
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                throw new CommandFailedException("cannot read aliases from " + source + ": a zero byte at byte " + (i + 1)
                        + " (UTF-16 without a byte-order mark?): save it as UTF-8", ExitCodes.REJECTED);
            }
        }
        List<String> lines = new ArrayList<>();
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        int start = from;
        while (start < bytes.length) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n') {
                end++;
            }
            int stop = end > start && bytes[end - 1] == '\r' ? end - 1 : end;
            try {
                lines.add(utf8.decode(ByteBuffer.wrap(bytes, start, stop - start)).toString());
            } catch (CharacterCodingException e) {
                problem.accept(source + ":" + (lines.size() + 1) + ": not UTF-8 (save the file as UTF-8); line left out");
                lines.add("");
            }
            start = end + 1;
        }
        return lines;
    }

    private static String utf16(String source, byte[] bytes) {
        try {
            return StandardCharsets.UTF_16.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new CommandFailedException("cannot read aliases from " + source
                    + ": its byte-order mark says UTF-16, and it is not: save it as UTF-8", ExitCodes.REJECTED);
        }
    }

    private static boolean starts(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
