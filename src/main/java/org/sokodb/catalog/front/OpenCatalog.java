package org.sokodb.catalog.front;

import java.util.Optional;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.credits.Credits;
import org.sokodb.catalog.db.Compaction;
import org.sokodb.catalog.db.DatabaseLocation;

/**
 * An open catalog as the command line and the web server hold it: its two sides,
 * {@link #queries()} and {@link #writes()}, where it is, and the H2 file's compaction. The
 * connection, the DAOs and the transactions stay behind it. Close it when done.
 */
public final class OpenCatalog implements AutoCloseable {
    private final Catalog catalog;

    private OpenCatalog(Catalog catalog) {
        this.catalog = catalog;
    }

    /** Opens the catalog, creating it when it does not exist (for commands that write). */
    public static OpenCatalog open(DatabaseLocation location) {
        return new OpenCatalog(Catalogs.open(location));
    }

    /** Opens an existing catalog; a missing embedded file is an error, not a new empty catalog. */
    public static OpenCatalog openExisting(DatabaseLocation location) {
        return new OpenCatalog(Catalogs.openExisting(location));
    }

    /**
     * Opens an existing catalog to read it and write nothing, not even a migration or a repair
     * (a read-only server, which may hold a role that can only read). What a repair would
     * change: {@link CatalogQueries#unfinishedImport}.
     */
    public static OpenCatalog openForReading(DatabaseLocation location) {
        return new OpenCatalog(Catalogs.openForReading(location));
    }

    /** What a command or a page asks the catalog. */
    public CatalogQueries queries() {
        return new CatalogQueries(catalog);
    }

    /** What changes the catalog: imports, stored solutions, the solver's claims; and export. */
    public CatalogWrites writes() {
        return new CatalogWrites(catalog);
    }

    /** Who made each level, as its copies say: {@code credits}, {@code authors}, the web's credits pages. */
    public Credits credits() {
        return new Credits(catalog);
    }

    /**
     * Ends every statement that runs longer than {@code seconds} (0: no limit) with a
     * {@link org.sokodb.catalog.db.CatalogException#timedOut} failure: what one request of a
     * server may cost the catalog.
     */
    public void limitStatements(int seconds) {
        catalog.limitStatements(seconds);
    }

    public DatabaseLocation location() {
        return catalog.location();
    }

    /** The H2 file's size in bytes; 0 for PostgreSQL. */
    public long fileBytes() {
        return catalog.fileBytes();
    }

    /**
     * An H2 file that is mostly dead pages, or mostly written since it was {@code openedAtBytes}
     * large, worth {@link #compact}ing; empty otherwise (and on PostgreSQL).
     */
    public Optional<Compaction.Sparse> sparseFile(long openedAtBytes) {
        return catalog.sparseFile(openedAtBytes);
    }

    /** Rewrites the H2 file without its dead pages. */
    public Compaction compact() {
        return catalog.compact();
    }

    @Override
    public void close() {
        catalog.close();
    }
}
