package org.sokodb.catalog.difficulty;

/**
 * What one rating pass did.
 *
 * @param replayed groups rated from their solutions (new, or a newer solution arrived)
 * @param fromQuantities groups rated again from their stored quantities (a new estimator)
 * @param failed groups none of whose solutions solves its board (none is stored)
 */
public record RatingSummary(int replayed, int fromQuantities, int failed) {
    /** Groups whose rating was stored. */
    public int rated() {
        return replayed + fromQuantities;
    }
}
