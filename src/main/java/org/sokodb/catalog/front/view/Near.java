package org.sokodb.catalog.front.view;

import org.sokodb.near.Match;

/** A board like the one asked about (or like the first of its group), with how alike. */
public record Near(int group, String uniqueId, String exactId, String source, int index, String title,
        String relation, Match match, String author, String written, String board) {
    public double similarity() {
        return match.percent();
    }
}
