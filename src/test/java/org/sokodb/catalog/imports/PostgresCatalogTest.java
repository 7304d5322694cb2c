package org.sokodb.catalog.imports;

import static org.sokodb.catalog.Fixtures.microban;
import static org.sokodb.catalog.Fixtures.sasquatch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.IdsAsText;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.sources.CatalogSize;
import org.sokodb.catalog.sources.CollectionSummary;
import org.sokodb.catalog.sources.Inventory;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.LevelIds;

/**
 * What only PostgreSQL has to get right: the same schema from the same migrations, text
 * through COPY, and imports that lose a race (a deadlock, a unique key taken first) being
 * imported again. Skipped, saying how to run them, unless {@code SOKODB_TEST_PG_URL} is set.
 */
@AlongsideOnPostgres
class PostgresCatalogTest {

    @TempDir
    Path dir;

    @Test
    void theMigrationsMakeTheSameTablesAndColumnsOnBothEngines() {
        String url = TestPostgres.freshSchema();
        List<String> h2;
        List<String> pg;
        try (Catalog a = TestCatalogs.open(DatabaseLocation.of(dir.resolve("h2").toString()))) {
            h2 = columns(a, "PUBLIC");
        }
        // migrated here, not replayed from the empty catalog's dump (EmptyCatalogSchema): the migrations are the point
        try (Catalog b = Catalog.connect(DatabaseLocation.of(url), true)) {
            pg = columns(b, b.handle().createQuery("SELECT current_schema()").mapTo(String.class).one());
        }
        assertTrue(h2.size() > 30, "columns found: " + h2);
        assertEquals(h2, pg);
    }

    /**
     * Migrations 12 and 19 (Java; the storage PostgreSQL's alone): the similarity index's dense
     * values are stored out of the row without being compressed, in a new catalog and in one made
     * before them.
     */
    @Test
    void theDenseValuesAreStoredAsTheyAre() {
        String url = TestPostgres.freshSchema();
        List<String> asIs = List.of("level_listing.listing e", "level_packed.packed e", "listing_group.listing e",
                "packed_group.packed e");
        // migrated here, not replayed from the empty catalog's dump (EmptyCatalogSchema): the migrations are the point
        try (Catalog c = Catalog.connect(DatabaseLocation.of(url), true)) {
            assertEquals(asIs, storage(c));
            // the catalog as schema version 11 left it: PostgreSQL's default storage, which compresses
            for (String column : List.of("level_packed.packed", "level_listing.listing", "packed_group.packed")) {
                String[] tc = column.split("\\.");
                c.handle().execute("ALTER TABLE " + tc[0] + " ALTER COLUMN " + tc[1] + " SET STORAGE EXTENDED");
            }
            c.handle().execute("ALTER TABLE collection DROP COLUMN with_author");
            IdsAsText.takeBack(c.handle());
            c.handle().execute("DELETE FROM \"flyway_schema_history\" WHERE \"version\" IN ('12', '13', '14')");
            assertEquals(List.of("level_listing.listing x", "level_packed.packed x", "packed_group.packed x"), storage(c));
        }
        try (Catalog c = TestCatalogs.open(DatabaseLocation.of(url))) {
            assertEquals(asIs, storage(c));
        }
    }

    /** The storage of the catalog's BYTEA columns but the small {@code listing_counts}: "table.column x|e|m|p". */
    private static List<String> storage(Catalog catalog) {
        return catalog.handle().createQuery("""
                SELECT c.relname || '.' || a.attname || ' ' || CAST(a.attstorage AS text)
                FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
                WHERE c.relnamespace = to_regnamespace(current_schema()) AND c.relkind = 'r'
                  AND a.atttypid = 'bytea'::regtype AND c.relname <> 'listing_counts'
                ORDER BY 1
                """).mapTo(String.class).list();
    }

    @Test
    void anImportAnalysesTheBoardTablesEachTimeItsBoardsHaveDoubled() {
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(TestPostgres.freshSchema()))) {
            new Importer(catalog).importPaths(List.of(microban()), new Fixtures.Recorder());
            PlannerStatistics statistics = new PlannerStatistics(catalog, 100);
            statistics.wrote(60);
            statistics.committed();
            assertEquals(0, analysed(catalog), "60 boards of 100: not yet");
            statistics.wrote(95);
            assertEquals(0, analysed(catalog), "written, not yet committed");
            statistics.committed();
            assertEquals(3, analysed(catalog), "level, occurrence and duplicate_group, at 155 boards");
            assertEquals(155, catalog.handle().createQuery("""
                    SELECT reltuples::bigint FROM pg_class
                    WHERE oid = to_regclass(current_schema() || '.occurrence')
                    """).mapTo(Long.class).one(), "the planner knows how many boards there are");
        }
    }

    @Test
    void theImportItselfAnalysesOnceItsBoardsHaveDoubled() {
        // The import's transaction is open whenever a source ends; the ANALYZE must wait for
        // the commit after it, not be asked there and skipped (it once never ran at all).
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(TestPostgres.freshSchema()))) {
            new Importer(catalog).analyseFrom(100).durableEvery(0)
                    .importPaths(List.of(microban()), new Fixtures.Recorder());
            assertEquals(3, analysed(catalog), "level, occurrence and duplicate_group, after Microban's 155 boards");
        }
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(TestPostgres.freshSchema()))) {
            new Importer(catalog).analyseFrom(1000).durableEvery(0)
                    .importPaths(List.of(microban()), new Fixtures.Recorder());
            assertEquals(0, analysed(catalog), "155 boards of 1,000: not yet");
        }
    }

    /** How many of the catalog's tables have been analysed by hand (ANALYZE, not autovacuum). */
    private static int analysed(Catalog catalog) {
        return catalog.handle().createQuery("""
                SELECT COUNT(*) FROM pg_stat_user_tables
                WHERE schemaname = current_schema() AND last_analyze IS NOT NULL
                """).mapTo(Integer.class).one();
    }

    /** Every column of the catalog's tables: "table.column type nullable", lower case, sorted. */
    private static List<String> columns(Catalog catalog, String schema) {
        return catalog.handle().createQuery("""
                SELECT LOWER(table_name) || '.' || LOWER(column_name) || ' ' || LOWER(data_type)
                       || ' ' || LOWER(is_nullable)
                FROM information_schema.columns
                WHERE table_schema = :schema AND LOWER(table_name) <> 'flyway_schema_history'
                """).bind("schema", schema).mapTo(String.class).list().stream()
                // one type under two names: a byte string is BINARY VARYING in H2 (which takes
                // BYTEA as a synonym, as migration V6 writes it) and bytea in PostgreSQL
                .map(c -> c.replace(" bytea ", " binary varying ")).sorted().toList();
    }

    @Test
    void textOfEveryKindComesBackAsItWasWritten() throws IOException {
        Path file = dir.resolve("odd text.xsb");
        String text = String.join("\n",
                "File notes: a back\\slash, a tab\tand \\N, which COPY would read as null",
                // a NUL in the first bytes makes a file binary, not a level file; further down it is text
                "; " + "padding ".repeat(1100), // past the 8 KiB that LevelFiles looks at
                "",
                "; Tab\there, back\\slash, \\t, \"quotes\", 'Zoë', 中文, a clef \uD834\uDD1E",
                "#####",
                "#@$.#",
                "#####",
                "Author: O'Brien \\\\ Ünal",
                "Comment:",
                "a line ending in a backslash \\",
                "a NUL\u0000 (PostgreSQL stores no NUL; both engines keep U+FFFD)",
                "Comment-End:",
                "",
                "; not a level: no man",
                "#####",
                "# $.#",
                "#####",
                "",
                "; unplayable: two boxes, one goal",
                "######",
                "#@$$.#",
                "######",
                "");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        List<Map<String, Object>> h2;
        List<Map<String, Object>> pg;
        try (Catalog a = Fixtures.freshCatalog(DatabaseEngine.H2, dir)) {
            new Importer(a).importPaths(List.of(file.toString()), new Fixtures.Recorder());
            h2 = rows(a);
        }
        try (Catalog b = Fixtures.freshCatalog(DatabaseEngine.POSTGRESQL, dir)) {
            new Importer(b).importPaths(List.of(file.toString()), new Fixtures.Recorder());
            pg = rows(b);
        }
        assertEquals(3, h2.size());
        assertTrue(String.valueOf(h2.get(0).get("title")).contains("Tab\there, back\\slash"), h2.toString());
        assertTrue(String.valueOf(h2.get(0).get("notes")).contains("a NUL\uFFFD"), h2.toString());
        assertTrue(String.valueOf(h2.get(0).get("title")).endsWith("中文, a clef \uD834\uDD1E"), h2.toString());
        assertEquals(h2, pg);
    }

    /** Every board with its level, as stored; row ids left out (they are the catalog's own). */
    private static List<Map<String, Object>> rows(Catalog catalog) {
        return catalog.handle().createQuery("""
                SELECT o.board_index, o.line, o.title, o.author, o.notes, o.board, o.reason,
                       l.exact_id, l.unique_id, l.canonical, l.board AS level_board, l.width, l.height, l.boxes,
                       l.unplayable, c.file_notes, c.source
                FROM occurrence o JOIN collection c ON c.id = o.collection_id
                LEFT JOIN level l ON l.id = o.level_id
                ORDER BY o.board_index
                """).mapToMap().list().stream().map(PostgresCatalogTest::lowerCaseKeys).toList();
    }

    private static Map<String, Object> lowerCaseKeys(Map<String, Object> row) {
        Map<String, Object> out = new java.util.TreeMap<>();
        row.forEach((k, v) -> out.put(k.toLowerCase(java.util.Locale.ROOT), v instanceof Number n ? n.longValue() : v));
        return out;
    }

    @Test
    void aUniqueKeyTakenByAnotherTransactionMakesTheSourceImportAgain() throws Exception {
        String url = TestPostgres.freshSchema();
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(url));
                Connection other = DriverManager.getConnection(url)) {
            // Another writer claims Sasquatch's bytes, and has not committed when the import inserts them too.
            other.setAutoCommit(false);
            try (Statement s = other.createStatement()) {
                s.executeUpdate("INSERT INTO collection (source, sha256, format, file_notes, boards, levels, new_levels,"
                        + " invalid, duplicates, imported_at) VALUES ('elsewhere.xsb', '"
                        + SourceHash.sha256(new org.sokodb.format.source.Source() {
                            @Override
                            public String name() {
                                return sasquatch();
                            }

                            @Override
                            public boolean namedByUser() {
                                return true;
                            }

                            @Override
                            public java.io.InputStream open() throws IOException {
                                return Files.newInputStream(Path.of(sasquatch()));
                            }
                        }) + "', 'xsb', '', 0, 0, 0, 0, 0, CURRENT_TIMESTAMP)");
            }
            Fixtures.Recorder recorder = new Fixtures.Recorder();
            CompletableFuture<ImportSummary> importing = CompletableFuture.supplyAsync(
                    () -> new Importer(catalog).importPaths(List.of(sasquatch()), recorder));
            awaitSomeoneWaitingForALock(url);
            other.commit();

            ImportSummary totals = importing.get(60, TimeUnit.SECONDS);
            assertEquals(1, totals.alreadyImported(), recorder.reports.toString());
            assertEquals("elsewhere.xsb", recorder.reports.get(0).other());
            assertEquals(1, recorder.notes.size(), recorder.notes.toString());
            assertTrue(recorder.notes.get(0).startsWith(sasquatch() + ": lost a race with another import"
                    + " (a unique key was taken first, SQLSTATE 23505); importing it again, attempt 2 of 5"),
                    recorder.notes.get(0));
            assertEquals(0, new Inventory(catalog).compute().boards(), "nothing of the lost attempt is left");
        }
    }

    @Test
    void aDeadlockIsBrokenAndTheSourceImportedAgain() throws Exception {
        String url = TestPostgres.freshSchema();
        LevelIds first = Fixtures.read(List.of(microban())).values().stream()
                .filter(l -> l instanceof IdentifiedLevel.Valid).map(l -> ((IdentifiedLevel.Valid) l).ids())
                .findFirst().orElseThrow();
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(url));
                Connection other = DriverManager.getConnection(url)) {
            // Another writer inserts Microban's first level and keeps it uncommitted: the import
            // (holding the import lock) waits for it. Then that writer asks for the import
            // lock: each waits for the other, and the server breaks the cycle.
            other.setAutoCommit(false);
            try (Statement s = other.createStatement()) {
                s.executeUpdate("INSERT INTO level (exact_id, unique_id, canonical, board, width, height, boxes)"
                        + " VALUES (" + HexIds.stored(first.exactId()) + ", " + HexIds.stored(first.uniqueId())
                        + ", 'IDENTITY', 'x', 1, 1, 0)");
            }
            Fixtures.Recorder recorder = new Fixtures.Recorder();
            CompletableFuture<ImportSummary> importing = CompletableFuture.supplyAsync(
                    () -> new Importer(catalog).importPaths(List.of(microban()), recorder));
            awaitSomeoneWaitingForALock(url);
            String otherOutcome;
            try (Statement s = other.createStatement()) {
                s.execute("SELECT pg_advisory_xact_lock" + PostgresDao.IMPORT_LOCK_KEY);
                otherOutcome = "got the lock";
            } catch (SQLException e) {
                otherOutcome = e.getSQLState();
            }
            other.rollback();

            ImportSummary totals = importing.get(60, TimeUnit.SECONDS);
            assertEquals(1, totals.imported());
            boolean importRetried = recorder.notes.stream().anyMatch(n -> n.contains("deadlock detected, SQLSTATE 40P01")
                    && n.contains("importing it again, attempt 2 of 5"));
            // The server aborts one of the two: normally the import, which has waited longer.
            assertTrue(importRetried || otherOutcome.equals("40P01"), otherOutcome + " " + recorder.notes);
            assertEquals(importRetried, otherOutcome.equals("got the lock"), otherOutcome + " " + recorder.notes);
            CatalogSize s = new Inventory(catalog).compute();
            assertEquals(Fixtures.read(List.of(microban())).size(), s.boards());
            assertEquals(s.boards(), s.levels());
        }
    }

    private static List<String> reversed(List<String> list) {
        List<String> out = new ArrayList<>(list);
        java.util.Collections.reverse(out);
        return out;
    }

    /**
     * Waits until some connection to the test database waits for a lock (the import, here).
     * pg_locks lists the whole server's locks: a wait in another database (other tests on the
     * same server) must not count, or the other writer asks for the import lock before the
     * import waits for it and no deadlock happens.
     */
    private static void awaitSomeoneWaitingForALock(String url) throws SQLException, InterruptedException {
        try (Connection watcher = DriverManager.getConnection(url); Statement s = watcher.createStatement()) {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (System.nanoTime() < deadline) {
                try (ResultSet r = s.executeQuery("SELECT COUNT(*) FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid"
                            + " WHERE NOT l.granted AND a.datname = current_database()")) {
                    r.next();
                    if (r.getLong(1) > 0) {
                        return;
                    }
                }
                Thread.sleep(20);
            }
        }
        throw new AssertionError("the import never waited for the other transaction");
    }

    @Test
    void importsFromTwoConnectionsAtOnceTakeTurnsAndMissNothing() throws Exception {
        String url = TestPostgres.freshSchema();
        List<String> all = List.of(microban(), sasquatch(), Fixtures.shipped("xsokoban"), Fixtures.path("sets/omerkel"));
        CatalogSize together;
        List<CollectionSummary> sources;
        try (Catalog a = TestCatalogs.open(DatabaseLocation.of(url)); Catalog b = TestCatalogs.open(DatabaseLocation.of(url))) {
            CompletableFuture<ImportSummary> one = CompletableFuture.supplyAsync(
                    () -> new Importer(a).importPaths(all, new Fixtures.Recorder()));
            CompletableFuture<ImportSummary> two = CompletableFuture.supplyAsync(
                    () -> new Importer(b).importPaths(reversed(all), new Fixtures.Recorder()));
            ImportSummary t1 = one.get(120, TimeUnit.SECONDS);
            ImportSummary t2 = two.get(120, TimeUnit.SECONDS);
            assertEquals(t1.imported() + t1.alreadyImported(), t2.imported() + t2.alreadyImported());
            together = new Inventory(a).compute();
            sources = new Inventory(a).collections();
        }
        CatalogSize alone;
        try (Catalog h2 = Fixtures.freshCatalog(DatabaseEngine.H2, dir)) {
            new Importer(h2).importPaths(all, new Fixtures.Recorder());
            alone = new Inventory(h2).compute();
        }
        assertEquals(alone.boards(), together.boards());
        assertEquals(alone.levels(), together.levels());
        assertEquals(alone.duplicateGroups(), together.duplicateGroups());
        assertEquals(alone.boardsInGroups(), together.boardsInGroups());
        assertEquals(sources.size(), together.sources());
        assertFalse(sources.isEmpty());
        assertEquals(together.levels(), sources.stream().mapToLong(CollectionSummary::newLevels).sum(),
                "each level was new to exactly one source");
    }
}
