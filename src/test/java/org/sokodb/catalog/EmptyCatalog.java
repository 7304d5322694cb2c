package org.sokodb.catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.sokodb.catalog.db.DatabaseLocation;

/**
 * A new, empty H2 catalog for a test, as a copy of one made once per test JVM: Flyway's
 * migrations build a catalog's schema in about a fifth of a second of CPU each time, a copy of
 * the finished file costs a few milliseconds (docs/testing.md, "Where the time goes"). The
 * template is made by sokodb's own creation ({@code Catalog.connect} with create), so the copy
 * is the file a first import would have made. A test about creating a catalog (the creation
 * itself, a kill during it, the migrations) creates its own and does not come here.
 */
public final class EmptyCatalog {
    private static final String H2_SUFFIX = ".mv.db";
    private static Path template;

    private EmptyCatalog() {
    }

    /**
     * Puts an empty catalog at {@code location} when it is an embedded H2 file that does not
     * exist yet, or a test schema on PostgreSQL no one has used yet ({@link EmptyCatalogSchema});
     * anything else (a file already there, a schema in use, an H2 server) is left as it is.
     */
    public static void placeAt(DatabaseLocation location) {
        if (location.engine() == org.sokodb.catalog.db.DatabaseEngine.POSTGRESQL) {
            EmptyCatalogSchema.placeAt(location);
            return;
        }
        if (!location.embeddedFile()) {
            return;
        }
        Path file = Path.of(location.embeddedBase() + H2_SUFFIX);
        if (Files.exists(file)) {
            return;
        }
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.copy(template(), file);
        } catch (FileAlreadyExistsException e) {
            // made meanwhile: that one is used, as sokodb's own creation would
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Puts an empty catalog at the H2 file {@code base} ({@code base.mv.db}), as {@link #placeAt} does. */
    public static void placeAt(Path base) {
        placeAt(DatabaseLocation.of(base.toString()));
    }

    /**
     * Removes the file {@link #placeAt} put at {@code location} when nothing has opened it since:
     * a command that opens a catalog to write leaves the file changed (even {@code collections}
     * and {@code stats} do), so a copy still equal to the empty catalog is one that a command never
     * reached (an import with nothing to read), where sokodb would have created no file.
     */
    public static void removeIfUnopened(DatabaseLocation location) {
        Path file = Path.of(location.embeddedBase() + H2_SUFFIX);
        try {
            if (Files.exists(file) && Files.mismatch(file, template()) == -1) {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The empty catalog's file, made by the first test that asks for it; deleted when the JVM exits. */
    private static synchronized Path template() throws IOException {
        if (template == null) {
            Path dir = Files.createTempDirectory("sokodb-empty-catalog");
            Path base = dir.resolve("empty");
            Catalog.connect(DatabaseLocation.of(base.toString()), true).close();
            Path made = Path.of(base + H2_SUFFIX);
            dir.toFile().deleteOnExit(); // the JVM deletes in the reverse order: the file, then its folder
            made.toFile().deleteOnExit();
            template = made;
        }
        return template;
    }
}
