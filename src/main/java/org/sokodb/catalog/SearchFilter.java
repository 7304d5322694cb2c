package org.sokodb.catalog;

import java.util.Locale;

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

    /** The filter as the query binds it. */
    Sql sql() {
        return new Sql(this);
    }

    /** The bound values: {@code BrowseDao.search} documents them. */
    public static final class Sql {
        private final SearchFilter f;

        Sql(SearchFilter f) {
            this.f = f;
        }

        public boolean anyText() {
            return f.text.isEmpty();
        }

        public String text() {
            return "%" + Duplicates.likeLiteral(f.text.toLowerCase(Locale.ROOT)) + "%";
        }

        public int minBoxes() {
            return f.boxes.min();
        }

        public int maxBoxes() {
            return f.boxes.max();
        }

        public int minWidth() {
            return f.width.min();
        }

        public int maxWidth() {
            return f.width.max();
        }

        public int minHeight() {
            return f.height.min();
        }

        public int maxHeight() {
            return f.height.max();
        }

        public int solved() {
            return f.solved.ordinal();
        }

        public int duplicated() {
            return f.duplicated.ordinal();
        }
    }
}
