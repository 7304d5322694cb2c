package org.sokodb.catalog;

import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.bulk.InterruptedImport;

/**
 * The catalog behind the door, opened for a test as {@code OpenCatalog} opens it for a
 * command: connected, its schema brought up to date, and what an interrupted import left
 * repaired.
 */
public final class TestCatalogs {
    private TestCatalogs() {
    }

    /**
     * Opens the catalog, creating it when it does not exist (a new H2 file as a copy of
     * {@link EmptyCatalog}'s, the same file for less work).
     */
    public static Catalog open(DatabaseLocation location) {
        EmptyCatalog.placeAt(location);
        return repaired(Catalog.connect(location, true));
    }

    /** Opens an existing catalog; a missing embedded file is an error, not a new empty catalog. */
    public static Catalog openExisting(DatabaseLocation location) {
        return repaired(Catalog.connect(location, false));
    }

    private static Catalog repaired(Catalog catalog) {
        try {
            InterruptedImport.repair(catalog);
        } catch (RuntimeException e) {
            catalog.close();
            throw e;
        }
        return catalog;
    }
}
