package org.sokodb.catalog.near;

import org.sokodb.catalog.duplicates.DuplicateFilter;

/**
 * What is asked of the near-duplicate groups ({@link NearGroupCache}): a way of grouping, its
 * threshold (for {@link NearMode#SIMILAR}; 0 for the modes keyed by an id), a filter as
 * {@code dups} takes it.
 */
public record NearAsk(NearMode mode, double threshold, DuplicateFilter filter) {
    /** The threshold of {@code /near-duplicates} and of the near mark on source pages, as {@code dups --similar} needs one given. */
    public static final double DEFAULT_THRESHOLD = 90;
    /** The groups behind the near mark of the source pages: {@code dups --similar 90} over the whole catalog. */
    public static final NearAsk MARK = new NearAsk(NearMode.SIMILAR, DEFAULT_THRESHOLD, DuplicateFilter.ALL);
}
