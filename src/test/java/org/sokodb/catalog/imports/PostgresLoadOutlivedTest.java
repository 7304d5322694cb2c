package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.bulk.InterruptedImport;

/**
 * A bulk load killed while the server runs one of its statements (an index build, the group
 * census, a planner statistics pass): the server sees that the client is gone only when the
 * statement ends, and until then the session holds the import lock. The next open, made at
 * once, must still repair the catalog — every duplicate group counted, the two indexes back —
 * rather than take the lock for a load under way and leave the groups short (the crash harness
 * on PostgreSQL: "duplicate groups vs boards" after a kill).
 *
 * <p>The killed load is a connection of the test's own ({@link OutlivedSession}): the import
 * lock taken, the indexes dropped and the groups forgotten as a load leaves them, then killed
 * in a statement that runs until the open asks who holds the lock. Skipped unless
 * {@code SOKODB_TEST_PG_URL} is set.
 */
@AlongsideOnPostgres
class PostgresLoadOutlivedTest {
    @Test
    void anOpenRightAfterTheKillWaitsForTheKilledLoadsStatementAndRepairs() throws Exception {
        String url = TestPostgres.freshSchema();
        DatabaseLocation location = DatabaseLocation.of(url);
        BulkLoadTest.Contents before;
        // the ordinary import the bulk-load classes begin with: a copy of the test JVM's one
        OrdinaryImportOnPostgres.into(url);
        try (Catalog catalog = TestCatalogs.open(location)) {
            before = BulkLoadTest.Contents.of(catalog);
        }
        assertTrue(before.dups().size() >= 24, before.dups().toString());

        try (OutlivedSession killed = new OutlivedSession(url)) {
            try (Statement s = killed.session().createStatement()) {
                s.execute("SELECT pg_advisory_lock" + PostgresDao.IMPORT_LOCK_KEY);
                s.execute("ALTER TABLE level DROP CONSTRAINT level_exact_id_unique");
                s.execute("DROP INDEX level_unique_id");
                s.execute("DELETE FROM duplicate_group");
            }
            killed.killDuringAStatement();

            CompletableFuture<List<Object>> open = CompletableFuture.supplyAsync(() -> {
                try (Catalog catalog = TestCatalogs.openExisting(location)) {
                    return List.of(catalog.dao(PostgresDao.class).levelExactIdUnique(),
                            catalog.dao(PostgresDao.class).levelUniqueIdIndex(), BulkLoadTest.Contents.of(catalog),
                            InterruptedImport.left(catalog).isEmpty());
                }
            });
            killed.endTheStatementOnceAsked(open);
            List<Object> after = open.join();
            assertEquals(List.of(1, 1, true), List.of(after.get(0), after.get(1), after.get(3)),
                    "the indexes back, nothing left to repair");
            assertTrue(before.equals(after.get(2)), "every group counted again");
        }
    }
}
