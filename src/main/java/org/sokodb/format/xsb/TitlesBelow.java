package org.sokodb.format.xsb;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import org.sokodb.format.source.LineReader;

/**
 * Tells whether a text collection writes each title as a {@code ;} comment directly BELOW its
 * board (the solver-input sets: sourcecode.se, MicroCosmos, Monster Sokoban, Festival input
 * files; {@code docs/formats.md}, "Titles written below the board").
 *
 * <p>The rule is decided per file, on the whole file: the first board has no text above it
 * and every board is followed directly (no blank line between) by a {@code ;} line with text.
 * Such a file is read with each of those lines as the title of the board above it; read by
 * the usual title rule, every title would land on the next board.
 *
 * <p>The check reads lines until the rule fails, which for almost every other file is at
 * its first board; only a file that follows the rule is read to its end (twice in all, so
 * within a zip archive it counts twice against the archive's inflation limit).
 */
public final class TitlesBelow {
    private TitlesBelow() {
    }

    /** True when the whole text on {@code in} follows the convention; reads at most up to where it fails. */
    public static boolean detect(InputStream in) throws IOException {
        return check(in, true);
    }

    /**
     * True when the first bytes of a file follow the convention as far as they go and show at
     * least one board with its title below it: only then is the whole file read again to know.
     * {@code head} is cut after its last line break.
     */
    public static boolean mayFollow(byte[] head) {
        int end = head.length;
        while (end > 0 && head[end - 1] != '\n') {
            end--;
        }
        try {
            return check(new ByteArrayInputStream(head, 0, end), false);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @param whole true when {@code in} holds the whole file, false for its first lines only */
    private static boolean check(InputStream in, boolean whole) throws IOException {
        try (LineReader lines = new LineReader(in)) {
            boolean inBoard = false;
            int boards = 0;
            int titled = 0;
            for (String text = lines.next(); text != null; text = lines.next()) {
                if (lines.skippedBytes() > 0) {
                    return false;
                }
                LineKind kind = LineClassifier.classify(text, inBoard);
                if (kind == LineKind.HIDDEN) {
                    continue;
                }
                if (kind == LineKind.BOARD || kind == LineKind.RLE_BOARD) {
                    boards += inBoard ? 0 : 1;
                    inBoard = true;
                } else if (inBoard) {
                    // the first line after a board must be its title
                    if (!isTitleComment(text)) {
                        return false;
                    }
                    inBoard = false;
                    titled++;
                } else if (boards == 0 && kind != LineKind.BLANK) {
                    // text above the first board: a header or a title there, the usual layout
                    return false;
                }
            }
            // the first lines speak for the file only once they show a board with its title under it
            return whole ? boards > 0 && !inBoard : titled > 0;
        }
    }

    private static boolean isTitleComment(String line) {
        String t = line.strip();
        return t.startsWith(";") && !t.substring(1).isBlank();
    }
}
