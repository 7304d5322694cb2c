package org.sokodb.replay;

import java.util.Locale;
import java.util.Optional;

/**
 * Reads LURD move text as solvers and collection files write it: {@code lurd} steps,
 * {@code LURD} pushes, any case, whitespace and line breaks anywhere, run-length counts
 * ({@code 3r4U}) and nested groups ({@code 2(3(dr)R)}).
 *
 * <p>Counts are bounded and checked before anything is repeated, so {@code 999999999L}
 * or a deeply nested bomb ends as {@link LurdResult.Malformed}, never in an allocation.
 * Reverse-mode jumps ({@code [ ]}) and Multiban pusher changes ({@code { }}) are refused
 * by name rather than misread as ordinary steps.
 *
 * <p>The work is bounded as well: the text is read once, and every turn of a repeat appends
 * at least one step (an empty group is not repeated). Each group's steps end up at least once
 * in the steps around it, so a parse takes at most {@code MAX_GROUP_DEPTH + 1} repeat turns
 * per step of the result ({@link Counted#turns}).
 *
 * <p>Moves are read here rather than by the board decoder {@code format.Rle}: whitespace
 * is ignored anywhere, only LURD letters may be repeated, and every refusal must name its
 * position in the text as the user wrote it — one pass does all three.
 */
public final class Lurd {
    private Lurd() {
    }

    /** Parses {@code text}; never throws for bad input. */
    public static LurdResult parse(CharSequence text) {
        return parseCounting(text).result();
    }

    /** A parse and the repeat turns it took. */
    record Counted(LurdResult result, long turns) {
    }

    /** {@link #parse}, with the work it took. */
    static Counted parseCounting(CharSequence text) {
        Parser p = new Parser(text);
        try {
            StringBuilder out = new StringBuilder(Math.min(text.length(), SolutionLimits.MAX_STEPS));
            p.sequence(out, 0, -1);
            return new Counted(new LurdResult.Parsed(new Steps(out.toString())), p.turns);
        } catch (Refusal r) {
            Optional<String> notation = ForeignNotation.of(text);
            if (notation.isPresent()) {
                return new Counted(LurdResult.Malformed.wholeText("not a LURD solution (" + notation.get() + ")"),
                        p.turns);
            }
            return new Counted(new LurdResult.Malformed(r.index + 1, text.charAt(r.index), r.reason), p.turns);
        }
    }

    /** A character quoted for a message; control characters as {@code U+0009}. */
    static String show(char c) {
        if (c < 0x20 || c == 0x7f || Character.isWhitespace(c)) {
            return String.format(Locale.ROOT, "U+%04X", (int) c);
        }
        return "'" + c + "'";
    }

    /** Ends parsing; carries the 0-based index of the character at fault. */
    private static final class Refusal extends RuntimeException {
        final int index;
        final String reason;

        Refusal(int index, String reason) {
            super(reason, null, false, false);
            this.index = index;
            this.reason = reason;
        }
    }

    private static final class Parser {
        private final CharSequence text;
        private int pos;
        /**
         * Steps already expanded in the groups that enclose the current one. Each of them ends up
         * in the result at least once (a count is never 0), so the limit applies to their sum: a
         * text of nested groups cannot hold 64 builders of a million steps each.
         */
        private long enclosing;
        /** Turns of the repeat loops so far. */
        private long turns;

        Parser(CharSequence text) {
            this.text = text;
        }

        /** Index of the next non-whitespace character, or the text length. */
        private int peek() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
            return pos;
        }

        /**
         * Appends the expansion of items up to the end of the text or, inside a group,
         * up to its closing parenthesis (which is consumed).
         *
         * @param open index of the group's {@code (}, or -1 at the top level
         */
        void sequence(StringBuilder out, int depth, int open) {
            while (peek() < text.length()) {
                int at = pos;
                char c = text.charAt(at);
                if (c == ')') {
                    if (open < 0) {
                        throw new Refusal(at, "')' without a matching '('");
                    }
                    pos++;
                    return;
                }
                int count = 1;
                int countAt = -1;
                if (c >= '0' && c <= '9') {
                    countAt = at;
                    count = count();
                    if (peek() >= text.length()) {
                        throw new Refusal(countAt, "count " + count + " at the end is not followed by a move");
                    }
                    at = pos;
                    c = text.charAt(at);
                }
                if (c == '(') {
                    if (depth + 1 > SolutionLimits.MAX_GROUP_DEPTH) {
                        throw new Refusal(at, "groups nested more than " + SolutionLimits.MAX_GROUP_DEPTH + " deep");
                    }
                    pos++;
                    StringBuilder group = new StringBuilder();
                    enclosing += out.length();
                    sequence(group, depth + 1, at);
                    enclosing -= out.length();
                    repeat(out, group, count, at);
                } else if (isStep(c)) {
                    pos++;
                    repeat(out, c, count, at);
                } else if (countAt >= 0 && (c == ')' || (c >= '0' && c <= '9'))) {
                    throw new Refusal(countAt, "count " + count + " is not followed by a move or a group");
                } else {
                    throw new Refusal(at, unexpected(c));
                }
            }
            if (open >= 0) {
                throw new Refusal(open, "'(' is never closed");
            }
        }

        /** Reads a decimal count, refusing it as soon as it exceeds the step limit. */
        private int count() {
            int start = pos;
            long n = 0;
            while (peek() < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
                n = n * 10 + (text.charAt(pos) - '0');
                if (n > SolutionLimits.MAX_STEPS) {
                    throw new Refusal(start, "count is larger than the limit of " + SolutionLimits.MAX_STEPS
                            + " steps");
                }
                pos++;
            }
            if (n == 0) {
                throw new Refusal(start, "count 0 repeats nothing");
            }
            return (int) n;
        }

        private void repeat(StringBuilder out, char c, int count, int at) {
            checkRoom(out, count, at);
            for (int i = 0; i < count; i++) {
                turns++;
                out.append(c);
            }
        }

        private void repeat(StringBuilder out, CharSequence group, int count, int at) {
            if (group.length() == 0) {
                // "999999()" adds nothing; looping a million times over nothing per group would let a
                // short text take minutes (found by fuzzing)
                return;
            }
            checkRoom(out, (long) group.length() * count, at);
            for (int i = 0; i < count; i++) {
                turns++;
                out.append(group);
            }
        }

        /** Refuses before appending, so the limit bounds memory too. */
        private void checkRoom(StringBuilder out, long more, int at) {
            if (enclosing + out.length() + more > SolutionLimits.MAX_STEPS) {
                throw new Refusal(at, "the solution would have more than " + SolutionLimits.MAX_STEPS + " steps");
            }
        }

        private static boolean isStep(char c) {
            return "udlrUDLR".indexOf(c) >= 0;
        }

        private static String unexpected(char c) {
            return switch (c) {
                case '[', ']' -> "jumps belong to reverse-mode solutions, which are not supported";
                case '{', '}' -> "pusher changes belong to Multiban, which is not supported";
                case '*' -> "the current-position mark of a saved game is not supported";
                default -> "not a move (moves are u d l r, pushes U D L R)";
            };
        }
    }
}
