package org.sokodb.replay;

/** What {@link Lurd#parse} made of a move text: steps, or the reason it is not a plain Sokoban solution. */
public sealed interface LurdResult permits LurdResult.Parsed, LurdResult.Malformed {

    /** The text was well formed; {@code steps} is its RLE expansion in the case it was written. */
    record Parsed(Steps steps) implements LurdResult {
    }

    /**
     * The text cannot be read as a plain Sokoban solution.
     *
     * @param position 1-based position of the offending character in the text as given
     *     (whitespace and line breaks count); 0 when the whole text is at fault (another
     *     notation, see {@link ForeignNotation})
     * @param character the offending character; 0 when {@code position} is
     * @param reason why, in words
     */
    record Malformed(int position, char character, String reason) implements LurdResult {
        /** The whole text is something else than LURD moves: {@code not a LURD solution (push-list notation)}. */
        public static Malformed wholeText(String reason) {
            return new Malformed(0, (char) 0, reason);
        }

        /** The human message: {@code character 17 '[': jumps …}, or the reason alone for the whole text. */
        public String message() {
            return position == 0 ? reason : "character " + position + " " + Lurd.show(character) + ": " + reason;
        }
    }
}
