package org.sokodb.format.xsb;

/**
 * One line of the text between two boards (or before the first, after the last).
 *
 * @param kind what the line is
 * @param text the line as written, trailing whitespace removed
 * @param line its 1-based line number in the source
 */
record GapLine(Kind kind, String text, int line) {

    enum Kind {
        BLANK,
        /** Free text, a {@code ;} comment or a {@code Key: value} field. */
        TEXT,
        /** A line of a {@code Comment:} … {@code Comment-End:} block, markers included: never a field or a title. */
        COMMENT_BLOCK,
        /** Moves of a solution or saved game. */
        MOVES,
        /**
         * Stands for the key of a {@code Solution: value} line, whose value follows as a
         * {@link #MOVES} line: the title of that block ({@link SolutionLines}).
         */
        LABEL,
        /** Stands for lines that were not kept (too long, or past the text budget): text, never a title. */
        SKIPPED
    }

    boolean isBlank() {
        return kind == Kind.BLANK;
    }

    /** True for a {@code ;} comment line. */
    boolean isComment() {
        return kind == Kind.TEXT && firstNonSpace() == ';';
    }

    /** True for a {@code ;} with nothing after it: a paragraph break inside a comment header. */
    boolean isEmptyComment() {
        return isComment() && text.strip().length() == 1;
    }

    /** The text as a title: without the comment mark and surrounding spaces. */
    String titleText() {
        String t = text.strip();
        return t.startsWith(";") ? t.substring(1).strip() : t;
    }

    /** The text as a line of notes: a comment loses its {@code ;} and one space after it. */
    String noteText() {
        if (!isComment()) {
            return text;
        }
        int i = text.indexOf(';') + 1;
        if (i < text.length() && text.charAt(i) == ' ') {
            i++;
        }
        return text.substring(i);
    }

    /**
     * True when this line may serve as a title: text that is not empty, not a comment block,
     * and not a {@code Key: value} field (a field is never mistaken for a title).
     */
    boolean canBeTitle() {
        if (kind != Kind.TEXT) {
            return false;
        }
        String t = titleText();
        return !t.isEmpty() && Field.parse(t).isEmpty();
    }

    private char firstNonSpace() {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t') {
                return c;
            }
        }
        return 0;
    }
}
