package org.sokodb.catalog.db.sql;

/**
 * The parts of a statement's text that hold neither parameters nor attributes, as jdbi's lexers
 * (3.45) find them: a comment ({@code /* … *}{@code /}, or {@code --} or {@code //} to the end of
 * the line) and a quoted text ({@code '…'}, where {@code \'} may stand for a quote, and
 * {@code "…"} of at least one character). An opening without its end is no such part: its first
 * character is read as any other, and the rest after it.
 */
final class SqlText {
    private SqlText() {
    }

    /**
     * The end (exclusive) of the comment or quoted text that starts at {@code i}, or -1 when
     * none starts there.
     */
    static int skip(String sql, int i) {
        char c = sql.charAt(i);
        char next = i + 1 < sql.length() ? sql.charAt(i + 1) : 0;
        if (c == '/' && next == '*') {
            int end = sql.indexOf("*/", i + 2);
            return end < 0 ? -1 : end + 2;
        }
        if ((c == '-' && next == '-') || (c == '/' && next == '/')) {
            int end = i + 2;
            while (end < sql.length() && sql.charAt(end) != '\n' && sql.charAt(end) != '\r') {
                end++;
            }
            return end;
        }
        if (c == '\'') {
            return quoted(sql, i);
        }
        if (c == '"' && next != 0 && next != '"') {
            int end = sql.indexOf('"', i + 2);
            return end < 0 ? -1 : end + 1;
        }
        return -1;
    }

    /**
     * The longest quoted text from {@code i}: it ends at the first quote that has no backslash
     * before it, or, when none follows, at the last quote that has one (a {@code \'} is either an
     * escaped quote or a backslash and the closing quote, and jdbi's lexer takes the longer token).
     */
    private static int quoted(String sql, int i) {
        int last = -1;
        for (int j = i + 1; j < sql.length(); j++) {
            if (sql.charAt(j) == '\'') {
                if (sql.charAt(j - 1) != '\\') {
                    return j + 1;
                }
                last = j + 1;
            }
        }
        return last;
    }

    /** Whether {@code c} may stand in a parameter's or an attribute's name (a Java letter or a digit). */
    static boolean nameChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '$' || c >= 0x80;
    }
}
