package org.sokodb.catalog.sources;

import java.util.Optional;

import org.sokodb.difficulty.Band;

/**
 * What a search asks for besides an id or a board: a text found in the title, the author or
 * the source's name (case-insensitive), ranges of boxes, width and height, whether the
 * level is solved and whether it has duplicates, the band of its stored difficulty; and the
 * order of the boards found.
 *
 * @param text empty for any
 * @param band only levels whose group's stored difficulty is in this band ({@link Band#UNRATED}:
 *     none stored); empty for any
 * @param easyFirst by the stored difficulty, easy first, unrated last, instead of import order
 */
public record SearchFilter(String text, Range boxes, Range width, Range height, Choice solved, Choice duplicated,
        Optional<Band> band, boolean easyFirst) {

    /** Everything. */
    public static final SearchFilter ANY = new SearchFilter("", Range.ANY, Range.ANY, Range.ANY, Choice.EITHER,
            Choice.EITHER);

    /** Any band, in import order. */
    public SearchFilter(String text, Range boxes, Range width, Range height, Choice solved, Choice duplicated) {
        this(text, boxes, width, height, solved, duplicated, Optional.empty(), false);
    }

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
