package org.sokodb.catalog.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;

/**
 * A catalog opened to read ({@link Database#openForReading}, a server without
 * {@code --allow-write}) is read-only in the engine itself: a write that slipped past sokodb's
 * own rules is refused by the database, on both engines, and the catalog is unchanged. The
 * same catalog opened to write ({@link Database#open}) writes as before.
 */
@AlongsideOnPostgres
class ReadOnlyConnectionTest {
    @TempDir
    Path dir;

    private static void refusesWrites(DatabaseLocation location) {
        try (Database created = Database.open(location, true, "1")) {
            created.handle().execute("CREATE TABLE kept (x INT)");
        }
        try (Database reader = Database.openForReading(location, "1", jdbi -> { })) {
            CatalogException e = assertThrows(CatalogException.class, () -> reader.work("writing",
                    () -> reader.handle().execute("INSERT INTO kept VALUES (1)")));
            assertTrue(e.getMessage().startsWith("writing failed in "), e.getMessage());
            assertThrows(CatalogException.class, () -> reader.work("writing",
                    () -> reader.handle().execute("CREATE TABLE sneaked (x INT)")));
            assertEquals(0, reader.work("reading",
                    () -> reader.handle().createQuery("SELECT COUNT(*) FROM kept").mapTo(Integer.class).one()));
        }
        try (Database writer = Database.open(location, false, "1")) {
            assertEquals(1, writer.handle().execute("INSERT INTO kept VALUES (1)"), "opened to write, it writes");
        }
    }

    @Test
    void anH2FileOpenedToReadRefusesWrites() {
        refusesWrites(DatabaseLocation.of(dir.resolve("catalog").toString()));
    }

    @Test
    void anH2FileNamedByAUrlOpenedToReadRefusesWrites() {
        // --db jdbc:h2:file:… rather than a path: the reader all the same, not the owner
        refusesWrites(DatabaseLocation.of("jdbc:h2:file:" + dir.resolve("catalog").toAbsolutePath()));
    }

    @Test
    void anH2UrlNamingItsOwnerOpenedToReadRefusesWrites() {
        refusesWrites(DatabaseLocation.of("jdbc:h2:file:" + dir.resolve("named").toAbsolutePath()
                + ";USER=owner;PASSWORD=secret"));
    }

    @Test
    void aPostgresqlCatalogOpenedToReadRefusesWrites() {
        refusesWrites(DatabaseLocation.of(TestPostgres.freshSchema()));
    }
}
