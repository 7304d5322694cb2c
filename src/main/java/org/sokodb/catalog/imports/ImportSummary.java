package org.sokodb.catalog.imports;

import org.sokodb.catalog.sources.BoardCounts;

/**
 * What a whole {@code import} run did.
 *
 * @param imported sources stored (new or replacing an earlier version)
 * @param alreadyImported sources whose bytes were in the catalog already
 * @param notImported sources that failed part way and were left out entirely
 * @param counts the boards of the stored sources
 */
public record ImportSummary(int imported, int alreadyImported, int notImported, BoardCounts counts) {
    public static final ImportSummary NONE = new ImportSummary(0, 0, 0, BoardCounts.NONE);

    public ImportSummary plus(SourceReport r) {
        return switch (r.outcome()) {
            case IMPORTED, REPLACED -> new ImportSummary(imported + 1, alreadyImported, notImported,
                    counts.plus(r.counts()));
            case ALREADY_IMPORTED -> new ImportSummary(imported, alreadyImported + 1, notImported, counts);
            case NOT_IMPORTED -> new ImportSummary(imported, alreadyImported, notImported + 1, counts);
        };
    }
}
