package org.sokodb.catalog.sources;

import java.util.List;

/**
 * The size of a catalog.
 *
 * @param boards every board of every source (occurrences)
 * @param levels distinct levels (Exact-Ids)
 * @param invalid boards kept without a level
 * @param duplicateGroups Unique-Ids that more than one board has
 * @param boardsInGroups the boards in those groups
 * @param solutions verified solutions stored
 * @param collections every imported source, in import order
 */
public record CatalogSize(long boards, long levels, long invalid, long duplicateGroups, long boardsInGroups,
        long solutions, List<CollectionSummary> collections) {
    public CatalogSize {
        collections = List.copyOf(collections);
    }
}
