package org.sokodb.cli;

import java.nio.file.Files;
import java.nio.file.Path;

import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.OutputFile;
import org.sokodb.cli.terminal.Progress;

/**
 * How commands reach the catalog named by {@code --db}: failures become exit 3 with one
 * line that says which catalog (an H2 file by its absolute path) and how to choose another;
 * a catalog another process holds is waited for when {@code --wait} asks for it.
 */
final class CatalogAccess {
    private static final String IN_USE = "catalog in use";
    private static final long POLL_MILLIS = 250;
    /**
     * How long a command without --wait still tries a catalog in use: {@code sokodb serve} lets
     * go of an H2 file a second after its last request (docs/web.md), so an import started
     * beside a running server gets the file; a long import holding it still ends the wait soon.
     */
    static final long BRIEF_WAIT_MILLIS = 3000;

    private CatalogAccess() {
    }

    /** Opens the catalog, creating it when missing, without waiting for one in use (commands without --wait). */
    static OpenCatalog open(Main main) {
        try (Progress progress = Progress.start(main.terminal(), main.spec.commandLine().getErr(), "")) {
            return open(main, new CatalogOption(), progress, true);
        }
    }

    /** Opens an existing catalog, without waiting for one in use. */
    static OpenCatalog openExisting(Main main) {
        return openExisting(main, new CatalogOption());
    }

    /** Opens the catalog, creating it when missing (commands that write). */
    static OpenCatalog open(Main main, CatalogOption option, Progress progress) {
        return open(main, option, progress, true);
    }

    /** Opens an existing catalog (commands that only read): a missing one is an error, not a new file. */
    static OpenCatalog openExisting(Main main, CatalogOption option, Progress progress) {
        return open(main, option, progress, false);
    }

    /** Opens an existing catalog, with no progress line of the command's own. */
    static OpenCatalog openExisting(Main main, CatalogOption option) {
        try (Progress progress = Progress.start(main.terminal(), main.spec.commandLine().getErr(), "")) {
            return open(main, option, progress, false);
        }
    }

    /** Where the catalog is, as the user needs to find it: an H2 file's absolute path, else the masked URL. */
    static String where(OpenCatalog catalog) {
        return where(catalog.location());
    }

    static String where(DatabaseLocation location) {
        return location.embeddedFile() ? location.embeddedBase() + ".mv.db" : location.shown();
    }

    /** Where an existing catalog is, checked as {@link #openExisting} checks it, without opening it. */
    static DatabaseLocation existingLocation(Main main) {
        return location(main, false);
    }

    /** The location {@code --db} names; an H2 file checked as a reader ({@code create} false) or a writer needs it. */
    private static DatabaseLocation location(Main main, boolean create) {
        DatabaseLocation location;
        try {
            location = DatabaseLocation.of(main.database());
        } catch (IllegalArgumentException e) {
            throw new CommandFailedException(e.getMessage());
        }
        if (location.embeddedFile()) {
            checkFile(location, create);
        }
        return location;
    }

    private static OpenCatalog open(Main main, CatalogOption option, Progress progress, boolean create) {
        DatabaseLocation location = location(main, create);
        boolean said = false;
        long giveUpAt = System.nanoTime() + java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(BRIEF_WAIT_MILLIS);
        while (true) {
            try {
                return create ? OpenCatalog.open(location) : OpenCatalog.openExisting(location);
            } catch (CatalogException e) {
                String message = String.valueOf(e.getMessage());
                if (!message.startsWith(IN_USE)) {
                    throw new CommandFailedException(message, e);
                }
                if (!option.waits() && System.nanoTime() - giveUpAt > 0) {
                    throw new CommandFailedException(IN_USE + " by another sokodb process: " + where(location)
                            + " (add --wait to wait until it is free)", e);
                }
                if (!said && option.waits()) {
                    said = true;
                    progress.err().println("sokodb: " + IN_USE + " by another sokodb process: " + where(location)
                            + "; waiting until it is free …");
                    progress.label("waiting for the catalog");
                }
                sleep();
            }
        }
    }

    /**
     * An H2 file that is not there: a reader says so with the absolute path; a writer
     * creates it, but only in a directory that exists (a mistyped --db creates nothing).
     */
    private static void checkFile(DatabaseLocation location, boolean create) {
        Path file = Path.of(location.embeddedBase() + ".mv.db");
        if (Files.exists(file)) {
            return;
        }
        if (!create) {
            throw new CommandFailedException("no catalog at " + file + " (create one with 'sokodb import PATH…', "
                    + "or choose another with --db PATH or $SOKODB_DB)");
        }
        Path dir = file.getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new CommandFailedException("cannot create the catalog " + file + ": " + OutputFile.noDirectory(dir)
                    + " (create it first, or choose another catalog with --db)");
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CommandFailedException("interrupted while waiting for the catalog");
        }
    }
}
