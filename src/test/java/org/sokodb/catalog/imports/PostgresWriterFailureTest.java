package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.bulk.InterruptedImport;
import org.sokodb.catalog.sources.Inventory;
import org.sokodb.identity.Identifier;

/**
 * A statement that fails on the writer's thread of a PostgreSQL bulk load
 * ({@link ConnectionWriter}): here the server refuses the boards of one source (a trigger
 * raises on them). Its source is rolled back to its savepoint and said not imported, the
 * failure is one line naming it, the sources the writer stored before are kept and said
 * imported, and the catalog opens whole (the indexes and the import lock back). Skipped
 * unless {@code SOKODB_TEST_PG_URL} is set.
 */
@AlongsideOnPostgres
class PostgresWriterFailureTest {
    private static final int BATCH = 7;

    @TempDir
    Path dir;

    /** Four sources of two XSokoban screens each, imported in this order. */
    private Path input() throws IOException {
        Path in = Files.createDirectories(dir.resolve("in"));
        String[] names = {"a.txt", "b.txt", "c.txt", "d.txt"};
        for (int i = 0; i < names.length; i++) {
            String first = Files.readString(Path.of(Fixtures.shipped("xsokoban/screen." + (2 * i + 1))));
            String second = Files.readString(Path.of(Fixtures.shipped("xsokoban/screen." + (2 * i + 2))));
            Files.writeString(in.resolve(names[i]), first.strip() + "\n\n" + second.strip() + "\n");
        }
        return in;
    }

    @Test
    void aSourceTheServerRefusesIsRolledBackAndSaidInOneLine() throws Exception {
        Path in = input();
        String url = TestPostgres.freshSchema();
        DatabaseLocation location = DatabaseLocation.of(url);
        Fixtures.Recorder recorder = new Fixtures.Recorder();
        try (Catalog catalog = TestCatalogs.open(location)) {
            TestPostgres.execute(url, "CREATE FUNCTION refuse_b() RETURNS trigger AS $$ BEGIN"
                    + " IF (SELECT source FROM collection WHERE id = NEW.collection_id) LIKE '%b.txt' THEN"
                    + " RAISE EXCEPTION 'boards of b refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql");
            TestPostgres.execute(url, "CREATE TRIGGER refuse_b BEFORE INSERT ON occurrence"
                    + " FOR EACH ROW EXECUTE FUNCTION refuse_b()");
            // a bulk load from the first board: a.txt is written before it begins, the rest on the writer's thread
            Importer importer = new Importer(catalog, new Identifier()::identify, BATCH, 1);
            CatalogException failed = assertThrows(CatalogException.class,
                    () -> importer.importPaths(List.of(in.toString()), recorder));
            assertTrue(failed.getMessage().matches(".*/b\\.txt: not imported: COPY occurrence \\(.*\\) failed: ERROR: boards"
                    + " of b refused.*"), failed.getMessage());
            assertFalse(failed.getMessage().contains("\n"), failed.getMessage());
        }
        List<String> said = recorder.reports.stream().map(r -> r.source().replaceAll(".*/", "") + " " + r.outcome())
                .toList();
        assertEquals("a.txt IMPORTED", said.get(0), said.toString());
        assertTrue(said.stream().noneMatch(s -> s.startsWith("b.txt") && !s.endsWith("NOT_IMPORTED")), said.toString());
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            List<String> stored = new Inventory(catalog).collections().stream()
                    .map(c -> c.source().replaceAll(".*/", "") + " " + c.boards()).toList();
            List<String> imported = said.stream().filter(s -> s.endsWith(" IMPORTED")).map(s -> s.split(" ")[0] + " 2")
                    .toList();
            assertEquals(imported, stored, "every source said imported is stored whole, and no other");
            assertTrue(InterruptedImport.left(catalog).isEmpty(), "the bulk load put back");
            assertEquals(1, catalog.dao(PostgresDao.class).levelExactIdUnique());
        }
    }
}
