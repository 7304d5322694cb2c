package org.sokodb.format.xsb;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Finds solutions the line classifier cannot see as moves, so that they reach the solution
 * check and are reported for what they are instead of leaving the level with no solution at
 * all ({@code docs/formats.md}, "Solution lines that are not LURD"):
 *
 * <ul>
 *   <li>{@code Solution: 1-4u1,4-4l1} or {@code Solution: undefined}: a field whose key is
 *       {@code Solution} becomes a block titled {@code Solution} holding the value (LURD
 *       written on the same line too);</li>
 *   <li>a damaged block: under a block title that names a solution ({@code Solution},
 *       {@code Best Solution 230/97}), or right under a line of moves, a single word that is
 *       not a field or a comment and is mostly move characters ({@code rRx[]{}}) is taken as
 *       moves, so the check names the offending character. Right under a title, any single
 *       word is ({@code undefined}).</li>
 * </ul>
 * Prose under a block (several words, {@code Solver: x} fields, {@code ;} comments) stays notes.
 */
final class SolutionLines {
    private static final String MOVE_CHARACTERS = "lurdLURD0123456789()[]{}*";

    private SolutionLines() {
    }

    /** {@code items} with such lines turned into {@link GapLine.Kind#MOVES} (and their labels); the same list when none. */
    static List<GapLine> mark(List<GapLine> items) {
        List<GapLine> out = null;
        for (int i = 0; i < items.size(); i++) {
            GapLine l = items.get(i);
            List<GapLine> replacement = replace(l, i == 0 ? null : items.get(i - 1));
            if (replacement != null && out == null) {
                out = new ArrayList<>(items.subList(0, i));
            }
            if (out != null) {
                if (replacement != null) {
                    out.addAll(replacement);
                } else {
                    out.add(l);
                }
            }
        }
        return out == null ? items : out;
    }

    /** What {@code l} stands for, or null when it stays as it is; {@code before} is the line above it as read. */
    private static List<GapLine> replace(GapLine l, GapLine before) {
        if (l.kind() != GapLine.Kind.TEXT || l.isComment()) {
            return null;
        }
        Optional<Field> field = Field.parse(l.text());
        if (field.isPresent()) {
            Field f = field.get();
            if (f.is("solution") && !f.value().isEmpty()) {
                return List.of(new GapLine(GapLine.Kind.LABEL, f.key(), l.line()),
                        new GapLine(GapLine.Kind.MOVES, f.value(), l.line()));
            }
            return null;
        }
        String word = l.text().strip();
        if (word.isEmpty() || containsWhitespace(word) || before == null) {
            return null;
        }
        boolean underTitle = before.kind() == GapLine.Kind.TEXT && namesSolution(before.text());
        boolean underMoves = before.kind() == GapLine.Kind.MOVES && mostlyMoves(word);
        return underTitle || underMoves ? List.of(new GapLine(GapLine.Kind.MOVES, word, l.line())) : null;
    }

    /**
     * True when {@code text}, a line of notes written right under {@code above} (the line
     * written before it), would be read as moves or as a solution by {@link #mark}: the writer
     * then writes it as a comment.
     */
    static boolean wouldBeTaken(String text, String above) {
        GapLine l = new GapLine(GapLine.Kind.TEXT, text, 0);
        LineKind aboveKind = above.isBlank() ? LineKind.BLANK : LineClassifier.classify(above, false);
        GapLine before = new GapLine(aboveKind == LineKind.MOVES ? GapLine.Kind.MOVES
                : aboveKind == LineKind.BLANK ? GapLine.Kind.BLANK : GapLine.Kind.TEXT, above, 0);
        return replace(l, before) != null;
    }

    /** {@code Solution}, {@code Solution/Moves 517/155}, {@code Best Solution 230/97 (…)}. */
    private static boolean namesSolution(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        return t.startsWith("solution") || t.startsWith("best solution");
    }

    private static boolean mostlyMoves(String word) {
        int moves = 0;
        for (int i = 0; i < word.length(); i++) {
            if (MOVE_CHARACTERS.indexOf(word.charAt(i)) >= 0) {
                moves++;
            }
        }
        return moves * 2 > word.length();
    }

    private static boolean containsWhitespace(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isWhitespace(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }
}
