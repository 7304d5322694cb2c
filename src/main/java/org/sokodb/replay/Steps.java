package org.sokodb.replay;

import org.sokodb.board.Direction;

/**
 * A solution as plain LURD letters, one per step, no RLE, no whitespace: lower case for a
 * step that walks, upper case for a step that pushes (as written; a {@link Replay} knows
 * which steps really push and returns the corrected case).
 *
 * @param letters only {@code u r d l U R D L}, at most {@link SolutionLimits#MAX_STEPS}
 */
public record Steps(String letters) {
    public static final Steps NONE = new Steps("");

    public Steps {
        if (letters.length() > SolutionLimits.MAX_STEPS) {
            throw new IllegalArgumentException(letters.length() + " steps, more than the limit of "
                    + SolutionLimits.MAX_STEPS);
        }
        for (int i = 0; i < letters.length(); i++) {
            if ("urdlURDL".indexOf(letters.charAt(i)) < 0) {
                throw new IllegalArgumentException("not a LURD letter: '" + letters.charAt(i) + "' at step " + (i + 1));
            }
        }
    }

    /** Number of steps. */
    public int length() {
        return letters.length();
    }

    public boolean isEmpty() {
        return letters.isEmpty();
    }

    /** The direction of step {@code i} (0-based). */
    public Direction direction(int i) {
        return switch (letters.charAt(i)) {
            case 'u', 'U' -> Direction.UP;
            case 'r', 'R' -> Direction.RIGHT;
            case 'd', 'D' -> Direction.DOWN;
            default -> Direction.LEFT;
        };
    }

    /** True when step {@code i} (0-based) is written as a push (upper case). */
    public boolean writtenAsPush(int i) {
        return Character.isUpperCase(letters.charAt(i));
    }

    /** These steps followed by {@code more}. */
    public Steps then(Steps more) {
        return new Steps(letters + more.letters);
    }

    @Override
    public String toString() {
        return letters;
    }
}
