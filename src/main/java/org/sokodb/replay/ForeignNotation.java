package org.sokodb.replay;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Names what a solution text that is not LURD is instead, so a user hears "not a LURD
 * solution (push-list notation)" rather than "character 2 '-': not a move" (docs/formats.md,
 * "Solution lines that are not LURD").
 *
 * <p>Two kinds are told apart from damaged LURD: a <b>push list</b> ({@code 1-4u1,4-4l1}: the
 * box at column-row pushed in a direction N squares), and <b>not a move string</b> at all (the
 * word {@code undefined}, {@code none}, prose), which is text in which fewer than half the
 * characters are move letters, counts or LURD brackets. Everything else (e.g. {@code rRx[]{}})
 * is damaged LURD and keeps its message naming the offending character.
 */
final class ForeignNotation {
    /** One push of a push list: {@code 4-4l1}. */
    private static final Pattern PUSH = Pattern.compile("\\d{1,4}-\\d{1,4}[udlrUDLR]\\d{1,4}");
    private static final Pattern SEPARATORS = Pattern.compile("[,;\\s]+");
    private static final String MOVE_CHARACTERS = "lurdLURD0123456789()[]{}*";

    private ForeignNotation() {
    }

    /** The notation {@code text} is written in, when it is recognisably not LURD; call it on text LURD refused. */
    static Optional<String> of(CharSequence text) {
        if (isPushList(text)) {
            return Optional.of("push-list notation");
        }
        int moves = 0;
        int others = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                continue;
            }
            if (MOVE_CHARACTERS.indexOf(c) >= 0) {
                moves++;
            } else {
                others++;
            }
        }
        return others > moves ? Optional.of("not a move string") : Optional.empty();
    }

    /** Pushes separated by commas, semicolons or blanks; nothing else. */
    private static boolean isPushList(CharSequence text) {
        String t = text.toString().strip();
        if (t.isEmpty() || !Character.isDigit(t.charAt(0))) {
            return false;
        }
        for (String push : SEPARATORS.split(t)) {
            if (!PUSH.matcher(push).matches()) {
                return false;
            }
        }
        return true;
    }
}
