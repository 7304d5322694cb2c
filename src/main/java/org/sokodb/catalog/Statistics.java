package org.sokodb.catalog;

import java.util.List;

/** {@code sokodb stats} and {@code sokodb collections}: counts over the whole catalog. */
public final class Statistics {
    private final Catalog catalog;

    public Statistics(Catalog catalog) {
        this.catalog = catalog;
    }

    public CatalogStatistics compute() {
        return catalog.read("counting", () -> {
            OccurrenceDao occurrences = catalog.dao(OccurrenceDao.class);
            DuplicateDao.GroupCount groups = catalog.dao(DuplicateDao.class).count();
            return new CatalogStatistics(occurrences.count(), catalog.dao(LevelDao.class).count(),
                    occurrences.countWithoutLevel(), groups.groups(), groups.boards(),
                    catalog.dao(SolutionDao.class).count(), catalog.dao(CollectionDao.class).all());
        });
    }

    /** Every imported source, in import order. */
    public List<CollectionSummary> collections() {
        return catalog.work("listing collections", () -> catalog.dao(CollectionDao.class).all());
    }
}
