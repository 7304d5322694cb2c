package org.sokodb.cli;

import picocli.CommandLine.Option;

import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.cli.terminal.Progress;

/**
 * What every command on a catalog shares, mixed into it: {@code --db} and {@code --wait}, so
 * that {@code sokodb dups --db x} works as well as {@code sokodb --db x dups}, while {@code id}
 * and {@code verify}, which use none, neither take nor list them ({@code --db} lands in
 * {@link Main}, where every command reads it); and the command's own output, terminal and
 * opened catalog, so a command declares one field for them all.
 */
final class CatalogOption extends CommandStreams {
    /** One sentence without a path in it that the help's wrapping could cut in two. */
    static final String DESCRIPTION = "The catalog: the path of an H2 file, or the JDBC URL of an H2 or PostgreSQL "
            + "database. Default: $SOKODB_DB, else the file sokodb.mv.db in the current directory.";

    @Option(names = "--db", paramLabel = "URL|PATH", description = DESCRIPTION)
    void db(String value) {
        if (value != null) {
            main().db = value;
        }
    }

    /** A flag, not an option with an optional value: that would take the PATH after it for its value. */
    @Option(names = "--wait", description = "When another sokodb process has the H2 catalog file open (an "
            + "import), wait until it is free instead of stopping at once.")
    boolean waitForCatalog;

    /** True when a catalog in use is to be waited for. */
    boolean waits() {
        return waitForCatalog;
    }

    /** Opens the catalog, creating it when missing (commands that write). */
    OpenCatalog open(Progress progress) {
        return CatalogAccess.open(main(), this, progress);
    }

    /** Opens an existing catalog (commands that only read): a missing one is an error, not a new file. */
    OpenCatalog openExisting(Progress progress) {
        return CatalogAccess.openExisting(main(), this, progress);
    }

    /** Opens an existing catalog, with no progress line of the command's own. */
    OpenCatalog openExisting() {
        return CatalogAccess.openExisting(main(), this);
    }

    /** Where an existing catalog is, checked as {@link #openExisting()} checks it, without opening it. */
    DatabaseLocation existingLocation() {
        return CatalogAccess.existingLocation(main());
    }
}
