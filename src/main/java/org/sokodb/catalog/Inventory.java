package org.sokodb.catalog;

import java.util.List;

/** What the catalog holds, for {@code sokodb stats} and {@code sokodb collections}: its size, and its sources. */
public final class Inventory {
    private final Catalog catalog;

    public Inventory(Catalog catalog) {
        this.catalog = catalog;
    }

    public CatalogSize compute() {
        return catalog.read("counting", () -> {
            OccurrenceDao occurrences = catalog.dao(OccurrenceDao.class);
            DuplicateDao.GroupCount groups = catalog.dao(DuplicateDao.class).count();
            return new CatalogSize(occurrences.count(), catalog.dao(LevelDao.class).count(),
                    occurrences.countWithoutLevel(), groups.groups(), groups.boards(),
                    catalog.dao(SolutionDao.class).count(), catalog.dao(CollectionDao.class).all());
        });
    }

    /** Every imported source, in import order. */
    public List<CollectionSummary> collections() {
        return catalog.work("listing collections", () -> catalog.dao(CollectionDao.class).all());
    }
}
