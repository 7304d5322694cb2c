package org.sokodb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import picocli.CommandLine.Option;

import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.SchemaUpgrade;
import org.sokodb.catalog.db.release.CopyListener;
import org.sokodb.catalog.db.release.H2Release;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.OutputFile;
import org.sokodb.cli.terminal.Progress;

/**
 * What every command on a catalog shares, mixed into it: {@code --db} and {@code --wait}, so
 * that {@code sokodb dups --db x} works as well as {@code sokodb --db x dups}, while {@code id}
 * and {@code verify}, which use none, neither take nor list them ({@code --db} lands in
 * {@link Main}, where every command reads it); the command's own output, terminal and opened
 * catalog, so a command declares one field for them all; and how the catalog is reached:
 * failures become exit 3 with one line that says which catalog (an H2 file by its absolute
 * path) and how to choose another, and a catalog another process holds is waited for when
 * {@code --wait} asks for it.
 */
final class CatalogOption extends CommandStreams {
    /** One sentence without a path in it that the help's wrapping could cut in two. */
    static final String DESCRIPTION = "The catalog: the path of an H2 file, or the JDBC URL of an H2 or PostgreSQL "
            + "database (or psql's postgresql:// URI). Default: $SOKODB_DB, else the file sokodb.mv.db in the current directory. A directory is "
            + "refused: name a file inside it.";

    private static final String IN_USE = "catalog in use";
    private static final long POLL_MILLIS = 250;
    /**
     * How long a command without --wait still tries a catalog in use: {@code sokodb serve} lets
     * go of an H2 file a second after its last request (docs/web.md), so an import started
     * beside a running server gets the file; a long import holding it still ends the wait soon.
     */
    static final long BRIEF_WAIT_MILLIS = 3000;

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

    /** Opens the catalog, creating it when missing (commands that write). */
    OpenCatalog open(Progress progress) {
        return open(main(), waitForCatalog, progress, true);
    }

    /** Opens an existing catalog (commands that only read): a missing one is an error, not a new file. */
    OpenCatalog openExisting(Progress progress) {
        return open(main(), waitForCatalog, progress, false);
    }

    /** Opens an existing catalog, with no progress line of the command's own. */
    OpenCatalog openExisting() {
        try (Progress progress = Progress.start(terminal(), main().spec.commandLine().getErr(), "")) {
            return openExisting(progress);
        }
    }

    /**
     * {@code opened}, checked to take writes before a command that writes prints anything
     * ({@link OpenCatalog#requireWritable}); closed when it takes none.
     */
    static OpenCatalog writable(OpenCatalog opened, String what) {
        try {
            opened.requireWritable(what);
        } catch (RuntimeException e) {
            opened.close();
            throw e;
        }
        return opened;
    }

    /** Where an existing catalog is, checked as {@link #openExisting()} checks it, without opening it. */
    DatabaseLocation existingLocation() {
        return location(main(), false);
    }

    /**
     * Opens the catalog {@code --db} names for a command that takes no {@code --wait}
     * ({@code generate}): created when missing if {@code create}, else an existing one.
     */
    static OpenCatalog openWithoutWaiting(Main main, boolean create) {
        try (Progress progress = Progress.start(main.terminal(), main.spec.commandLine().getErr(), "")) {
            return open(main, false, progress, create);
        }
    }

    /**
     * What is said before migrations change a catalog that holds levels: on a large one they take
     * minutes, and whether they may be interrupted (then the next command goes on with them).
     */
    static String upgrading(SchemaUpgrade upgrade) {
        return "sokodb: bringing the catalog up to date (schema " + upgrade.from() + " → " + upgrade.to()
                + "); on a large catalog this takes minutes" + (upgrade.safeToKill()
                        ? ", and it is safe to interrupt: the next command goes on from where it stopped …"
                        : "; let it finish: an upgrade from schema " + upgrade.from() + " that is interrupted"
                                + " can leave a catalog that no command opens …");
    }

    /** The copy of a file another H2 release wrote: said on one line, then the MiB written shown on the progress line. */
    private static CopyListener copying(Progress progress) {
        return new CopyListener() {
            @Override
            public void copying(Path file, H2Release writtenBy, long bytes) {
                progress.err().println(copyingLine(file, writtenBy, bytes));
                // the new file's size is known only at its end (compressed, the Boxoban catalog's: 1.00 times the old): no bar
                progress.label("copying the catalog").counting("MiB written");
            }

            @Override
            public void copied(long bytes) {
                progress.done(bytes >> 20);
            }
        };
    }

    /**
     * The copy of a file another H2 release wrote, said on one line on {@code err} and nothing
     * more: for a command with no progress line of its own ({@code serve --allow-write}, whose
     * first open copies before it says where it serves).
     */
    static CopyListener copyingSaid(PrintWriter err) {
        return new CopyListener() {
            @Override
            public void copying(Path file, H2Release writtenBy, long bytes) {
                err.println(copyingLine(file, writtenBy, bytes));
                err.flush();
            }

            @Override
            public void copied(long bytes) {
            }
        };
    }

    /** What is said before a file another H2 release wrote is copied into this one's. */
    static String copyingLine(Path file, H2Release writtenBy, long bytes) {
        return "sokodb: the catalog " + file + " was written by H2 " + writtenBy + "; copying it (" + Math.max(1, bytes >> 20)
                + " MiB in use) into a file of H2 " + H2Release.RUNNING + " before anything is written:"
                + " the old file stays as it is until the copy is checked complete and put in its place, and an"
                + " interrupted copy leaves it so (the next command copies again) …";
    }

    /** Where the catalog is, as the user needs to find it: an H2 file's absolute path, else the masked URL. */
    static String where(DatabaseLocation location) {
        return location.embeddedFile() ? location.embeddedBase() + ".mv.db" : location.shown();
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

    private static OpenCatalog open(Main main, boolean waits, Progress progress, boolean create) {
        DatabaseLocation location = location(main, create);
        boolean said = false;
        long giveUpAt = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(BRIEF_WAIT_MILLIS);
        while (true) {
            try {
                return OpenCatalog.open(location, create, upgrade -> progress.err().println(upgrading(upgrade)),
                        copying(progress));
            } catch (CatalogException e) {
                String message = String.valueOf(e.getMessage());
                if (!message.startsWith(IN_USE)) {
                    throw new CommandFailedException(message, e);
                }
                if (!waits && System.nanoTime() - giveUpAt > 0) {
                    throw new CommandFailedException(IN_USE + " by another sokodb process: " + where(location)
                            + " (add --wait to wait until it is free)", e);
                }
                if (!said && waits) {
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
     * creates it, but only in a directory that exists and it may write in (a mistyped --db
     * creates nothing). A file
     * that is there but is no H2 file (empty, or another file named so) is refused before H2
     * opens it, reader or writer: H2 would write its header into an empty file, and fail on it
     * with an internal error when it opens it to read ({@link #requireH2File}).
     */
    private static void checkFile(DatabaseLocation location, boolean create) {
        Path file = Path.of(location.embeddedBase() + ".mv.db");
        if (Files.exists(file)) {
            requireH2File(file);
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
        requireWritableDirectory(file);
    }

    /**
     * A new catalog's directory must take a file: else H2 fails while the schema is made, in
     * its own words ({@code IO Exception: "…creating-PID.mv.db"}), naming a temporary file.
     */
    private static void requireWritableDirectory(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        try {
            Files.delete(Files.createTempFile(dir, "." + file.getFileName() + ".probe-", ".tmp"));
        } catch (IOException e) {
            String why = e instanceof AccessDeniedException ? "permission denied"
                    : e instanceof NoSuchFileException ? "it takes no new file"
                    : e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : e.getMessage();
            throw new CommandFailedException("cannot create the catalog " + file + ": the directory " + dir
                    + " cannot be written (" + why + "; choose another catalog with --db)");
        }
    }

    /**
     * Refuses a regular file that is empty, or whose store header (H2 writes it at 0 and again
     * at 4,096, and opens a file with either whole) does not start as an H2 file's does
     * ({@link OutputFile#holdsH2Header}); anything else is left to H2, which says what it finds.
     */
    static void requireH2File(Path file) {
        if (!Files.isRegularFile(file) || !Files.isReadable(file) || OutputFile.holdsH2Header(file)) {
            return;
        }
        String choose = " (remove it, or choose another catalog with --db PATH or $SOKODB_DB)";
        long size;
        try {
            size = Files.size(file);
        } catch (IOException e) {
            return; // H2 meets the same failure and says it
        }
        if (size == 0) {
            throw new CommandFailedException("the catalog file " + file + " is empty (0 bytes): it holds no catalog"
                    + choose);
        }
        throw new CommandFailedException("the catalog file " + file + " is not an H2 file (it does not start with"
                + " H2's header 'H:2,'): it holds no catalog" + choose.replace("remove it", "move it away"));
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
