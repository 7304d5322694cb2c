package org.sokodb.catalog.sources;

/**
 * The size of a catalog (each source's own counts: {@link Inventory#collections}).
 *
 * @param sources the imported sources
 * @param boards every board of every source (occurrences)
 * @param levels distinct levels (Exact-Ids)
 * @param invalid boards kept without a level
 * @param duplicateGroups Unique-Ids that more than one board has
 * @param boardsInGroups the boards in those groups
 * @param solutions verified solutions stored
 */
public record CatalogSize(long sources, long boards, long levels, long invalid, long duplicateGroups,
        long boardsInGroups, long solutions) {
}
