package org.sokodb.catalog;

/** Whether the catalog holds a level of a Unique-Id: how {@code generate} tells a copy from a new level. */
public final class KnownUniqueIds {
    private final Catalog catalog;

    public KnownUniqueIds(Catalog catalog) {
        this.catalog = catalog;
    }

    public boolean contains(String uniqueId) {
        return catalog.work("looking up " + uniqueId,
                () -> !catalog.dao(LevelDao.class).withUniqueIds(new String[] {uniqueId}).isEmpty());
    }
}
