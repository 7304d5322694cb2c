package org.sokodb.catalog;

import java.util.List;

/** {@code sokodb stats} and {@code sokodb collections}: counts over the whole catalog. */
public final class Statistics {
    private final Catalog catalog;

    public Statistics(Catalog catalog) {
        this.catalog = catalog;
    }

    /**
     * The boards and the boards without a level are the sums of the sources' own counts,
     * which the import writes in the same transaction as the boards: counting the
     * {@code occurrence} table instead read every one of its rows (1.5 million for Boxoban).
     */
    public CatalogStatistics compute() {
        return catalog.read("counting", () -> {
            List<CollectionSummary> collections = catalog.dao(CollectionDao.class).all();
            long boards = 0;
            long invalid = 0;
            for (CollectionSummary c : collections) {
                boards += c.boards();
                invalid += c.invalid();
            }
            DuplicateDao.GroupCount groups = catalog.dao(DuplicateDao.class).count();
            return new CatalogStatistics(boards, catalog.dao(LevelDao.class).count(), invalid, groups.groups(),
                    groups.boards(), catalog.dao(SolutionDao.class).count(), collections);
        });
    }

    /** Every imported source, in import order. */
    public List<CollectionSummary> collections() {
        return catalog.work("listing collections", () -> catalog.dao(CollectionDao.class).all());
    }
}
