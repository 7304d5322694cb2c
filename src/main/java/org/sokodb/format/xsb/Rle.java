package org.sokodb.format.xsb;

/**
 * Run-length decoding as used by SOK boards and by LURD move strings.
 *
 * <ul>
 *   <li>A decimal count repeats the next character: {@code 3#4-p.#} = {@code ###----p.#}.</li>
 *   <li>Parentheses group and nest: {@code 2(3(#-)#)} = {@code #-#-#-##-#-#-#}.</li>
 *   <li>Every other character, {@code |} and spaces included, stands for itself; splitting
 *       board rows at {@code |} or dropping spaces from moves is the caller's business.</li>
 * </ul>
 *
 * <p>Expansion is bounded before anything is allocated: the expanded length is computed
 * first (a count of 999999999, or nested groups that multiply to billions, fail right
 * there), groups nest at most {@link #MAX_NESTING} deep, and counts have at most
 * {@link #MAX_COUNT_DIGITS} digits.
 *
 * <p>So is the work: besides one pass over the text to measure it and one to write it, every
 * turn of a repeat appends at least one character that stays in the result (an empty group
 * is not repeated, a group counted 0 is skipped, not written and taken back), so expanding
 * takes at most as many repeat turns as the result has characters ({@link Expansion#turns}).
 */
final class Rle {
    /** Deepest nesting of parentheses accepted; real files use one or two levels. */
    public static final int MAX_NESTING = 16;
    /** Longest count accepted, in digits (999,999,999 at most). */
    public static final int MAX_COUNT_DIGITS = 9;

    private final String text;
    private final long maxLength;
    private int pos;
    /** Repeat turns taken so far by {@link #emitSequence}. */
    private long turns;

    /** An expansion and the repeat turns it took: never more than the characters of the result. */
    record Expansion(String text, long turns) {
    }

    private Rle(String text, long maxLength) {
        this.text = text;
        this.maxLength = maxLength;
    }

    /**
     * Expands {@code text}.
     *
     * @param maxLength most characters the expansion may have
     * @throws RleException when the syntax is broken (a count with nothing to repeat, an
     *     unbalanced parenthesis, too deep nesting, too long a count) or the expansion would be
     *     longer than {@code maxLength}
     */
    public static String expand(String text, long maxLength) throws RleException {
        return expandCounting(text, maxLength).text();
    }

    /** {@link #expand}, with the work it took. */
    static Expansion expandCounting(String text, long maxLength) throws RleException {
        if (!hasEncoding(text)) {
            if (text.length() > maxLength) {
                throw new RleException("text is " + text.length() + " characters long, more than the limit of "
                        + maxLength, (int) Math.min(Integer.MAX_VALUE, maxLength + 1));
            }
            return new Expansion(text, 0);
        }
        Rle measure = new Rle(text, maxLength);
        long length = measure.measureSequence(0);
        StringBuilder out = new StringBuilder((int) length);
        Rle emit = new Rle(text, maxLength);
        emit.emitSequence(out);
        return new Expansion(out.toString(), emit.turns);
    }

    /** True when {@code text} holds a count or a group, i.e. it is not plain text. */
    public static boolean hasEncoding(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isDigit(c) || c == '(' || c == ')') {
                return true;
            }
        }
        return false;
    }

    /**
     * True when {@code text} is syntactically run-length encoding: every count is followed by
     * a character or a group, and parentheses balance. Limits (count size, nesting depth,
     * expanded length) are not checked here: {@link #expand} reports them.
     */
    public static boolean isWellFormed(String text) {
        int depth = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (isDigit(c)) {
                while (i + 1 < n && isDigit(text.charAt(i + 1))) {
                    i++;
                }
                if (i + 1 >= n || text.charAt(i + 1) == ')') {
                    return false;
                }
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth < 0) {
                return false;
            }
        }
        return depth == 0;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** Length of the sequence from {@link #pos} up to the end or the closing parenthesis of this depth (not consumed). */
    private long measureSequence(int depth) throws RleException {
        long total = 0;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == ')') {
                if (depth == 0) {
                    throw new RleException("')' at column " + (pos + 1) + " closes no group", pos + 1);
                }
                return total;
            }
            int itemStart = pos;
            long count = readCount();
            long unit;
            if (text.charAt(pos) == '(') {
                int open = pos;
                if (depth + 1 > MAX_NESTING) {
                    throw new RleException("groups nest deeper than " + MAX_NESTING + " at column " + (open + 1),
                            open + 1);
                }
                pos++;
                unit = measureSequence(depth + 1);
                if (pos >= text.length()) {
                    throw new RleException("'(' at column " + (open + 1) + " is never closed", open + 1);
                }
                pos++;
            } else {
                unit = 1;
                pos++;
            }
            if (unit != 0 && count > (maxLength - total) / unit) {
                throw new RleException(describe(itemStart, count, unit) + " makes the text longer than the limit of "
                        + maxLength + " characters", itemStart + 1);
            }
            total += count * unit;
        }
        return total;
    }

    /**
     * Reads an optional count at {@link #pos} (1 when there is none) and leaves {@link #pos}
     * on the character or group it repeats.
     */
    private long readCount() throws RleException {
        int start = pos;
        while (pos < text.length() && isDigit(text.charAt(pos))) {
            pos++;
        }
        if (pos == start) {
            return 1;
        }
        if (pos - start > MAX_COUNT_DIGITS) {
            throw new RleException("count at column " + (start + 1) + " has more than " + MAX_COUNT_DIGITS
                    + " digits", start + 1);
        }
        if (pos >= text.length() || text.charAt(pos) == ')') {
            throw new RleException("count " + text.substring(start, pos) + " at column " + (start + 1)
                    + " repeats nothing", start + 1);
        }
        return Long.parseLong(text, start, pos, 10);
    }

    private String describe(int itemStart, long count, long unit) {
        String where = " at column " + (itemStart + 1);
        if (pos - itemStart > 1 && count > 1) {
            return "count " + count + where;
        }
        return (unit == 1 ? "the character" : "the group") + where;
    }

    /** Moves {@link #pos} from just inside a group past its closing parenthesis (the text is valid). */
    private void skipGroup() {
        for (int depth = 1; depth > 0; pos++) {
            char c = text.charAt(pos);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            }
        }
    }

    /** Second pass: the text is known to be valid and within the limit. */
    private void emitSequence(StringBuilder out) throws RleException {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == ')') {
                return;
            }
            long count = readCount();
            if (text.charAt(pos) == '(') {
                pos++;
                if (count == 0) {
                    // measured as nothing, so it adds nothing and is not written: "0(262656#)" a
                    // thousand times over passed the limit by a thousand boards (found by fuzzing),
                    // and writing it to take it back cost a thousand boards of work
                    skipGroup();
                    continue;
                }
                int start = out.length();
                emitSequence(out);
                pos++;
                int end = out.length();
                // an empty group repeated 999999999 times adds nothing: skip the loop, which alone
                // would take seconds per group (found by fuzzing)
                for (long i = 1; i < count && end > start; i++) {
                    turns++;
                    out.append(out, start, end);
                }
            } else {
                char repeated = text.charAt(pos++);
                for (long i = 0; i < count; i++) {
                    turns++;
                    out.append(repeated);
                }
            }
        }
    }
}
