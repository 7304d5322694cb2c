package org.sokodb.catalog.duplicates;

import java.util.Optional;

/**
 * Which duplicate groups to list ({@code dups}, {@code dups --similar} and the like).
 *
 * @param acrossSources only groups whose boards come from at least two sources
 * @param source only groups with a board from this source, or from a source under it
 *     (a directory or zip archive as it was named on import)
 */
public record DuplicateFilter(boolean acrossSources, Optional<String> source) {
    public static final DuplicateFilter ALL = new DuplicateFilter(false, Optional.empty());

    public int minSources() {
        return acrossSources ? 2 : 1;
    }
}
