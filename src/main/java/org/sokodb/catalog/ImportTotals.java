package org.sokodb.catalog;

/**
 * What a whole {@code import} run did.
 *
 * @param imported sources stored (new or replacing an earlier version)
 * @param alreadyImported sources whose bytes were in the catalog already
 * @param notImported sources that failed part way and were left out entirely
 * @param counts the boards of the stored sources
 */
public record ImportTotals(int imported, int alreadyImported, int notImported, ImportCounts counts) {
    public static final ImportTotals NONE = new ImportTotals(0, 0, 0, ImportCounts.NONE);

    ImportTotals plus(SourceReport r) {
        return switch (r.outcome()) {
            case IMPORTED, REPLACED -> new ImportTotals(imported + 1, alreadyImported, notImported,
                    counts.plus(r.counts()));
            case ALREADY_IMPORTED -> new ImportTotals(imported, alreadyImported + 1, notImported, counts);
            case NOT_IMPORTED -> new ImportTotals(imported, alreadyImported, notImported + 1, counts);
        };
    }
}
