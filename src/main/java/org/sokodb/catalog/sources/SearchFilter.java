package org.sokodb.catalog.sources;

/**
 * What a search asks for besides an id or a board: a text found in the title, the author or
 * the source's name (case-insensitive), ranges of boxes, width and height, and whether the
 * level is solved and whether it has duplicates.
 *
 * @param text empty for any
 */
public record SearchFilter(String text, Range boxes, Range width, Range height, Choice solved, Choice duplicated) {

    /** Everything. */
    public static final SearchFilter ANY = new SearchFilter("", Range.ANY, Range.ANY, Range.ANY, Choice.EITHER,
            Choice.EITHER);

    /** An inclusive range. */
    public record Range(int min, int max) {
        public static final Range ANY = new Range(0, Integer.MAX_VALUE);
    }

    /** A yes/no filter that may be left open. */
    public enum Choice { EITHER, YES, NO }

    public SearchFilter {
        text = text.strip();
    }
}
