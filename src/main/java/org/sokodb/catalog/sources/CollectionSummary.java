package org.sokodb.catalog.sources;

import java.time.Instant;

/**
 * One imported source as the catalog records it.
 *
 * @param boards every board read from it, valid or not
 * @param levels boards that are levels
 * @param newLevels levels whose Exact-Id this source brought into the catalog
 * @param invalid boards kept without a level (rejected, or an Exact-Id collision)
 * @param duplicates levels whose Unique-Id was already known when it was imported
 */
public record CollectionSummary(String source, int boards, int levels, int newLevels, int invalid, int duplicates,
        Instant importedAt) {
}
