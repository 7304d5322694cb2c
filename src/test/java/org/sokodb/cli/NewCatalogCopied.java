package org.sokodb.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.IntSupplier;

import org.sokodb.catalog.EmptyCatalog;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.db.DatabaseLocation;

/**
 * A command line run in this JVM that would create its H2 catalog ({@code import} with
 * {@code --db} naming a file not there yet, in a directory that exists) starts from a copy of
 * {@link EmptyCatalog}'s file instead: the same file sokodb's own creation makes, without
 * Flyway's migrations (about a fifth of a second of CPU a catalog in a warm test JVM). When the
 * command never opened the catalog (nothing to import), the copy is removed again, so the run
 * leaves no file, as sokodb's would. An {@code import} whose {@code --db} is a test schema on
 * PostgreSQL that no one has used yet finds it filled the same way ({@code EmptyCatalogSchema});
 * there nothing is removed after the run, since opening a current schema changes nothing in it
 * to tell an opened one by. A mistyped directory, a catalog given by {@code $SOKODB_DB} or the
 * default file and every other command go to sokodb as they are ({@code generate} says "no
 * catalog at" before it decides to create one). The creation itself still runs: it makes the
 * empty catalog copied here, and every process a test starts (the crash harnesses kill it)
 * creates its own.
 */
final class NewCatalogCopied {
    private static final String CREATING = "import";

    private NewCatalogCopied() {
    }

    /** Runs {@code command} ({@link Main#run} on {@code args}), the catalog it would create copied in place first. */
    static int run(String[] args, IntSupplier command) {
        Optional<DatabaseLocation> created = created(args);
        created.ifPresent(EmptyCatalog::placeAt);
        try {
            return command.getAsInt();
        } finally {
            created.filter(DatabaseLocation::embeddedFile).ifPresent(EmptyCatalog::removeIfUnopened);
        }
    }

    /**
     * The catalog {@code args} would create: {@code --db} given, the command an import, and an H2
     * file missing or a PostgreSQL URL (whose schema {@link EmptyCatalog#placeAt} fills only when unused).
     */
    private static Optional<DatabaseLocation> created(String[] args) {
        String db = null;
        String command = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--db") && i + 1 < args.length) {
                db = args[++i];
            } else if (args[i].startsWith("--db=")) {
                db = args[i].substring("--db=".length());
            } else if (command == null && !args[i].startsWith("-")) {
                command = args[i];
            }
        }
        if (db == null || !CREATING.equals(command)) {
            return Optional.empty();
        }
        DatabaseLocation location;
        try {
            location = DatabaseLocation.of(db);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        if (location.engine() == DatabaseEngine.POSTGRESQL) {
            return Optional.of(location);
        }
        if (!location.embeddedFile()) {
            return Optional.empty();
        }
        Path file = Path.of(location.embeddedBase() + ".mv.db").toAbsolutePath();
        if (Files.exists(file) || !Files.isDirectory(file.getParent())) {
            return Optional.empty();
        }
        return Optional.of(location);
    }
}
