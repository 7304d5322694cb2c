package org.sokodb.catalog.levels;

import java.util.Map;

/**
 * Everything a level's page shows, read in one snapshot: what the id names ({@link Found}: the
 * levels, the first the one asked for, then every other Exact-Id of its Unique-Id, each with its
 * occurrences and solutions; or a board that is not a level), and the number of every source
 * those occurrences are in.
 */
public record LevelPage(Found found, Map<String, Long> sourceNumbers) {
    public LevelPage {
        sourceNumbers = Map.copyOf(sourceNumbers);
    }

    /** The number of {@code source} as the catalog's pages give it (0 when the page has no occurrence there). */
    public long sourceNumber(String source) {
        return sourceNumbers.getOrDefault(source, 0L);
    }
}
