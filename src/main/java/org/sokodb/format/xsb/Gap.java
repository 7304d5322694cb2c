package org.sokodb.format.xsb;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

import org.sokodb.format.source.ReaderLimits;

/**
 * Collects the lines between two boards, bounded by {@link ReaderLimits#MAX_GAP_CHARS}. Past
 * the budget, lines are dropped except the last few, which the title rule needs (the title of
 * the next board is the last text line before it).
 */
final class Gap {
    private static final int TAIL_LINES = 3;

    private final long maxChars;
    private final List<GapLine> lines = new ArrayList<>();
    private final ArrayDeque<GapLine> tail = new ArrayDeque<>();
    private long chars;
    private int firstDroppedLine;
    private boolean inCommentBlock;

    Gap() {
        this(ReaderLimits.MAX_GAP_CHARS);
    }

    Gap(long maxChars) {
        this.maxChars = maxChars;
    }

    void addBlank(int line) {
        add(new GapLine(inCommentBlock ? GapLine.Kind.COMMENT_BLOCK : GapLine.Kind.BLANK, "", line));
    }

    void addMoves(String text, int line) {
        add(new GapLine(inCommentBlock ? GapLine.Kind.COMMENT_BLOCK : GapLine.Kind.MOVES, text, line));
    }

    void addText(String text, int line) {
        GapLine.Kind kind = GapLine.Kind.TEXT;
        if (inCommentBlock) {
            kind = GapLine.Kind.COMMENT_BLOCK;
            if (mayBeCommentMarker(text) && Field.parse(text).filter(Field::closesCommentBlock).isPresent()) {
                inCommentBlock = false;
            }
        } else if (mayBeCommentMarker(text) && Field.parse(text).filter(Field::opensCommentBlock).isPresent()) {
            kind = GapLine.Kind.COMMENT_BLOCK;
            inCommentBlock = true;
        }
        add(new GapLine(kind, text, line));
    }

    /** A line that was not read (longer than the line limit); {@code note} says so in the notes. */
    void addSkipped(String note, int line) {
        add(new GapLine(GapLine.Kind.SKIPPED, note, line));
    }

    private void add(GapLine l) {
        if (firstDroppedLine == 0 && chars + l.text().length() <= maxChars) {
            chars += l.text().length() + 1;
            lines.add(l);
            return;
        }
        if (firstDroppedLine == 0) {
            firstDroppedLine = l.line();
        }
        if (tail.size() == TAIL_LINES) {
            tail.removeFirst();
        }
        tail.addLast(l);
    }

    /** 1-based line from which text was dropped for being over the budget, 0 when nothing was. */
    int firstDroppedLine() {
        return firstDroppedLine;
    }

    boolean isEmpty() {
        return lines.isEmpty() && tail.isEmpty();
    }

    /** The lines kept, a {@link GapLine.Kind#SKIPPED} line where some were dropped, then the last few. */
    List<GapLine> lines() {
        if (firstDroppedLine == 0) {
            return lines;
        }
        List<GapLine> all = new ArrayList<>(lines.size() + 1 + tail.size());
        all.addAll(lines);
        all.add(new GapLine(GapLine.Kind.SKIPPED, "[text from line " + firstDroppedLine + " on not kept: more than "
                + maxChars + " characters between two boards]", firstDroppedLine));
        all.addAll(tail);
        return all;
    }

    /** Starts over for the text after the next board; a comment block never spans a board. */
    void clear() {
        lines.clear();
        tail.clear();
        chars = 0;
        firstDroppedLine = 0;
        inCommentBlock = false;
    }

    private static boolean mayBeCommentMarker(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ') {
                return c == 'c' || c == 'C' || c == 'e' || c == 'E';
            }
        }
        return false;
    }
}
