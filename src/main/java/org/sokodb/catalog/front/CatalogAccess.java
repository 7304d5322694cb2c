package org.sokodb.catalog.front;

import java.util.Optional;

import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.release.CopyListener;

/**
 * The way in to one catalog for a reader that opens it again and again (the web server, which
 * opens an {@link OpenCatalog} for a request and closes it when idle): the command line that
 * starts the reader says where the catalog is, and the reader asks this door for an open
 * catalog and for what a failure of the catalog means, never learning where the catalog is or
 * what it is built on.
 */
public final class CatalogAccess {
    /** What the database says, first, when another process holds an H2 file. */
    private static final String IN_USE = "catalog in use";

    private final DatabaseLocation location;
    private final CopyListener copying;

    private CatalogAccess(DatabaseLocation location, CopyListener copying) {
        this.location = location;
        this.copying = copying;
    }

    /** The catalog at {@code location}, to be opened when a reader needs it. */
    public static CatalogAccess of(DatabaseLocation location) {
        return new CatalogAccess(location, CopyListener.NONE);
    }

    /**
     * As {@link #of(DatabaseLocation)}, telling {@code copying} of the copy of an H2 file another
     * H2 release wrote, which a reader that writes makes at its first open, as every command does.
     */
    public static CatalogAccess of(DatabaseLocation location, CopyListener copying) {
        return new CatalogAccess(location, copying);
    }

    /**
     * The catalog, open: as every command opens it ({@link OpenCatalog#openExisting}: migrated,
     * an interrupted import repaired) when the reader {@code writes}, else to read alone
     * ({@link OpenCatalog#openForReading}).
     */
    public OpenCatalog open(boolean writes) {
        return writes ? OpenCatalog.open(location, false, upgrade -> { }, copying) : OpenCatalog.openForReading(location);
    }

    /**
     * True when the catalog is an H2 file, which an open catalog locks against every other
     * process: a reader that keeps running closes its catalogs when idle, so that an import
     * in another terminal gets the file.
     */
    public boolean locksAFile() {
        return location.embeddedFile();
    }

    /**
     * What failed, when {@code e} is a failure of the catalog (unreachable, locked, a statement
     * past its time limit); empty for any other exception.
     */
    public static Optional<Failure> failure(Throwable e) {
        if (e instanceof CatalogException c) {
            String message = String.valueOf(c.getMessage());
            return Optional.of(new Failure(message, message.startsWith(IN_USE), c.timedOut()));
        }
        return Optional.empty();
    }

    /**
     * A failure of the catalog that a reader words itself ({@code message}: one line, a user's
     * words), for whoever started the reader to say as every catalog failure is said.
     */
    public static RuntimeException unreachable(String message) {
        return new CatalogException(message);
    }

    /**
     * A failure of the catalog.
     *
     * @param message one line for the reader's terminal: it may say where the catalog is and as
     *     whom (never a password), which is not for the reader's clients
     * @param inUse another sokodb process holds the H2 file (an import): free again when it ends
     * @param timedOut a statement ran past its time limit: the catalog is fine, the question was
     *     too costly
     */
    public record Failure(String message, boolean inUse, boolean timedOut) {
    }
}
