package org.sokodb.catalog.near;

import org.sokodb.near.Match;

/**
 * A board like the one asked about (or like the first of its group), with how alike, and what
 * a picture of it needs ({@code author}, the board as {@code written}, the stored {@code board}).
 */
public record Near(int group, String uniqueId, String exactId, String source, int index, String title,
        String relation, Match match, String author, String written, String board) {
    public double similarity() {
        return match.percent();
    }

    /**
     * A board like the one asked about, as {@code similar} lists it: its ids, where it is, how
     * alike and how it best matches ({@code relation}: "rotated 90°, 3 squares differ"), without
     * what a picture of it needs.
     */
    public record Row(String uniqueId, String exactId, String source, int index, String title, String relation,
            Match match) {
        public double similarity() {
            return match.percent();
        }
    }
}
