package org.sokodb.catalog.near;

import org.sokodb.similar.Match;

/** A board like the one asked about (or like the first of its group), with how alike. */
public record Near(int group, String uniqueId, String exactId, String source, int index, String title,
        String relation, Match match, String author, String written, String board) {
    public double similarity() {
        return match.percent();
    }
}
