package org.sokodb.format.xsb;

import java.util.List;

/**
 * Builds the free text of a level, a solution or a file header from its lines: comments lose
 * their {@code ;}, {@code Comment:}/{@code Comment-End:} markers go, paragraphs are kept
 * (runs of blank lines become one) and leading and trailing blank lines are dropped.
 */
final class Notes {
    private final StringBuilder text = new StringBuilder();
    private boolean blankPending;

    static String join(List<GapLine> lines) {
        Notes notes = new Notes();
        for (GapLine l : lines) {
            notes.add(l);
        }
        return notes.toString();
    }

    void add(GapLine l) {
        if (l.isBlank()) {
            blankPending = true;
            return;
        }
        if (l.kind() == GapLine.Kind.COMMENT_BLOCK && isCommentMarker(l.text())) {
            return;
        }
        if (l.kind() == GapLine.Kind.COMMENT_BLOCK && l.text().isBlank()) {
            blankPending = true;
            return;
        }
        String line = l.noteText();
        if (line.isBlank()) {
            // an empty ";" line separates paragraphs of a comment header
            blankPending = true;
            return;
        }
        addText(line);
    }

    void addText(String line) {
        if (!text.isEmpty()) {
            text.append('\n');
            if (blankPending) {
                text.append('\n');
            }
        }
        blankPending = false;
        text.append(line);
    }

    /** Text that comes before everything added so far (a title line that was not chosen). */
    void prepend(String line) {
        if (text.isEmpty()) {
            text.append(line);
        } else {
            text.insert(0, line + "\n");
        }
    }

    @Override
    public String toString() {
        return text.toString();
    }

    private static boolean isCommentMarker(String line) {
        return Field.parse(line).filter(f -> f.opensCommentBlock() || f.closesCommentBlock()).isPresent();
    }
}
