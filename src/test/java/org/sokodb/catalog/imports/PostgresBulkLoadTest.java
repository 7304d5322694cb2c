package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.bulk.BulkIndexDao;
import org.sokodb.catalog.imports.bulk.BulkLoad;
import org.sokodb.catalog.imports.bulk.BulkThreshold;
import org.sokodb.catalog.imports.bulk.InterruptedImport;
import org.sokodb.identity.Identifier;

/**
 * The bulk load on PostgreSQL ({@link BulkLoad} with {@code PostgresBulkLoad}): the level
 * table's two random-key indexes off while a large import writes, the known levels decided
 * from memory, the import lock held for the whole load, everything back at its end; a load
 * killed half-way repaired by the next open that can take the lock, and left alone by an open
 * while a load is under way. Skipped unless {@code SOKODB_TEST_PG_URL} is set. Both tests begin
 * with an ordinary import of the same input ({@link OrdinaryImportOnPostgres}: a copy of the one
 * import the test JVM makes of it), which the first to run keeps (its summary and what the
 * catalog then held) for the bulk import to be compared with.
 */
@AlongsideOnPostgres
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PostgresBulkLoadTest {
    private static final int BATCH = OrdinaryImportOnPostgres.BATCH;

    /** The input of both tests, at the same paths, so that what the catalogs hold names the same sources. */
    private Path in;
    /** What an ordinary import of {@link #in} gave, once a test has made one. */
    private Ordinary ordinary;

    /** An ordinary import's summary and what its catalog then held. */
    private record Ordinary(ImportSummary summary, BulkLoadTest.Contents contents) {
    }

    @BeforeAll
    void input() throws Exception {
        in = OrdinaryImportOnPostgres.input();
    }

    /**
     * An ordinary import of {@link #in} into the new schema of {@code url} (a copy of the first
     * such import of the test JVM's), kept as the class's when it is the first.
     */
    private Ordinary ordinaryImport(String url) throws Exception {
        ImportSummary summary = OrdinaryImportOnPostgres.into(url);
        try (Catalog catalog = TestCatalogs.openExisting(DatabaseLocation.of(url))) {
            Ordinary made = new Ordinary(summary, BulkLoadTest.Contents.of(catalog));
            if (ordinary == null) {
                ordinary = made;
            }
            return made;
        }
    }

    private static ImportSummary importInto(Catalog catalog, long bulkFrom, Path in, Fixtures.Recorder recorder) {
        return new Importer(catalog, new Identifier()::identify, BATCH, bulkFrom)
                .importPaths(List.of(in.toString()), recorder);
    }

    private static List<Integer> indexes(Catalog catalog) {
        return List.of(catalog.dao(PostgresDao.class).levelExactIdUnique(),
                catalog.dao(PostgresDao.class).levelUniqueIdIndex());
    }

    /** Whether a connection of its own can take the catalog's import lock now (and lets go of it at once). */
    private static boolean importLockFree(String url) throws Exception {
        try (Connection c = DriverManager.getConnection(url)) {
            return importLockFree(c);
        }
    }

    /**
     * Whether {@code look}, a connection other than the catalog's, can take the import lock now: the
     * lock of a transaction, so that it is let go of at once (the connection commits every statement),
     * and one connection asks after every source where a connection opened for each cost a login each.
     */
    private static boolean importLockFree(Connection look) throws Exception {
        try (ResultSet r = look.createStatement().executeQuery(
                "SELECT pg_try_advisory_xact_lock" + PostgresDao.IMPORT_LOCK_KEY)) {
            r.next();
            return r.getBoolean(1);
        }
    }

    /** After {@link #aLoadKilledHalfWayIsRepairedByTheNextOpenButNotWhileALoadIsUnderWay}, whose ordinary import it compares with. */
    @Test
    @Order(2)
    void aBulkImportStoresWhatAnOrdinaryImportStoresAndPutsTheIndexesBack() throws Exception {
        if (ordinary == null) {
            ordinaryImport(TestPostgres.freshSchema());
        }
        String bulkUrl = TestPostgres.freshSchema();
        try (Catalog bulk = TestCatalogs.open(DatabaseLocation.of(bulkUrl));
                Connection look = DriverManager.getConnection(bulkUrl)) {
            ImportSummary expected = ordinary.summary();
            List<List<Integer>> whileLoading = new ArrayList<>();
            List<Boolean> lockFree = new ArrayList<>();
            Fixtures.Recorder recorder = new Fixtures.Recorder() {
                @Override
                public void source(SourceReport report) {
                    super.source(report);
                    whileLoading.add(indexes(bulk));
                    try {
                        lockFree.add(importLockFree(look));
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                }
            };
            ImportSummary actual = importInto(bulk, 1, in, recorder);
            assertEquals(expected, actual);
            assertTrue(expected.counts().duplicates() >= 12, expected.toString());
            BulkLoadTest.Contents contents = ordinary.contents();
            assertEquals(contents, BulkLoadTest.Contents.of(bulk));
            assertTrue(contents.dups().size() >= 24, contents.dups().toString());
            // the first source is written before the load begins; every later one during it
            assertEquals(List.of(1, 1), whileLoading.get(0));
            assertTrue(whileLoading.subList(1, whileLoading.size()).stream().allMatch(List.of(0, 0)::equals),
                    whileLoading.toString());
            assertTrue(lockFree.subList(1, lockFree.size()).stream().noneMatch(Boolean::booleanValue),
                    "the lock is held for the whole load: " + lockFree);
            assertEquals(List.of(1, 1), indexes(bulk), "back at the end");
            assertTrue(importLockFree(look), "let go of at the end");
            assertTrue(InterruptedImport.left(bulk).isEmpty());
        }
    }

    @Test
    @Order(1)
    void aLoadKilledHalfWayIsRepairedByTheNextOpenButNotWhileALoadIsUnderWay() throws Exception {
        String url = TestPostgres.freshSchema();
        DatabaseLocation location = DatabaseLocation.of(url);
        BulkLoadTest.Contents before = ordinaryImport(url).contents();
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            // as a kill would leave it: the load begun, never finished, the groups not yet counted
            BulkLoad load = new BulkLoad(catalog, BulkThreshold.of(0));
            load.begin(false);
            catalog.dao(BulkIndexDao.class).forgetAllGroups();
            assertEquals(List.of(0, 0), indexes(catalog));
            // an open meanwhile finds the lock taken: it repairs nothing, and a reader is told why
            try (Catalog other = TestCatalogs.openExisting(location)) {
                assertEquals(List.of(0, 0), indexes(other));
                assertTrue(InterruptedImport.left(other).orElseThrow().answersIncomplete());
            }
            assertFalse(importLockFree(url));
        }
        // the connection is gone, and the lock with it: the next open repairs
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            assertEquals(List.of(1, 1), indexes(catalog));
            assertEquals(before, BulkLoadTest.Contents.of(catalog));
            assertTrue(InterruptedImport.left(catalog).isEmpty());
        }
        assertTrue(importLockFree(url), "the repair let go of the lock");
    }
}
