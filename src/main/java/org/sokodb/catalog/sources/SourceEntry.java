package org.sokodb.catalog.sources;

import java.time.Instant;

/**
 * One imported source with the number the web catalog names it by (its row id: stable within
 * one catalog) and the counts {@code collections} prints.
 */
public record SourceEntry(long id, String source, int boards, int levels, int newLevels, int invalid, int duplicates,
        Instant importedAt) {
}
