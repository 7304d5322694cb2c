package org.sokodb.catalog.front;

import java.util.Optional;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.bulk.InterruptedImport;
import org.sokodb.catalog.imports.bulk.UnfinishedImport;

/**
 * Opening a catalog, the one way every command (and the web server) does it: connect, bring
 * the schema up to date, and finish what an interrupted import left undone
 * ({@link InterruptedImport}); or, for a server that only reads, connect and change nothing.
 */
public final class Catalogs {
    private Catalogs() {
    }

    /** Opens the catalog, creating it when it does not exist (for commands that write). */
    public static Catalog open(DatabaseLocation location) {
        return repaired(Catalog.connect(location, true));
    }

    /** Opens an existing catalog; a missing embedded file is an error, not a new empty catalog. */
    public static Catalog openExisting(DatabaseLocation location) {
        return repaired(Catalog.connect(location, false));
    }

    /**
     * Opens an existing catalog to read it, writing nothing: no schema migration and no repair
     * ({@link #unfinishedImport} says what a repair would do).
     */
    public static Catalog openForReading(DatabaseLocation location) {
        return Catalog.connectForReading(location);
    }

    /** What an interrupted import left that the next open by a command would repair; empty when nothing. */
    static Optional<UnfinishedImport> unfinishedImport(Catalog catalog) {
        return InterruptedImport.left(catalog);
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
