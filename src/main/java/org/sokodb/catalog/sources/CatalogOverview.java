package org.sokodb.catalog.sources;

import java.util.List;

/**
 * What the web catalog's home page shows: the catalog's size, its duplicate groups, how many
 * Unique-Ids have a solution, and every source with its number.
 */
public record CatalogOverview(long levels, long boards, long duplicateGroups, long uniqueIds, long solvedUniqueIds,
        List<SourceEntry> sources) {
    public CatalogOverview {
        sources = List.copyOf(sources);
    }

    public long unsolvedUniqueIds() {
        return uniqueIds - solvedUniqueIds;
    }
}
