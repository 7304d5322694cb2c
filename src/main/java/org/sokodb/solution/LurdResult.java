package org.sokodb.solution;

/** What {@link Lurd#parse} made of a move text: steps, or the reason it is not a plain Sokoban solution. */
public sealed interface LurdResult permits LurdResult.Parsed, LurdResult.Malformed {

    /** The text was well formed; {@code steps} is its RLE expansion in the case it was written. */
    record Parsed(Steps steps) implements LurdResult {
    }

    /**
     * The text cannot be read as a plain Sokoban solution.
     *
     * @param position 1-based position of the offending character in the text as given
     *     (whitespace and line breaks count)
     * @param character the offending character
     * @param reason why, in words
     */
    record Malformed(int position, char character, String reason) implements LurdResult {
        /** The human message: {@code character 17 '[': jumps …}. */
        public String message() {
            return "character " + position + " " + Lurd.show(character) + ": " + reason;
        }
    }
}
