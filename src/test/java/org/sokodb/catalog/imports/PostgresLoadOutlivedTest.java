package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.bulk.InterruptedImport;
import org.sokodb.identity.Identifier;

/**
 * A bulk load killed while the server runs one of its statements (an index build, the group
 * census, a planner statistics pass): the server sees that the client is gone only when the
 * statement ends, and until then the session holds the import lock. The next open, made at
 * once, must still repair the catalog — every duplicate group counted, the two indexes back —
 * rather than take the lock for a load under way and leave the groups short (the crash harness
 * on PostgreSQL: "duplicate groups vs boards" after a kill).
 *
 * <p>The killed load is a connection of the test's own: the import lock taken, the indexes
 * dropped and the groups forgotten as a load leaves them, then a statement that waits for a
 * lock a third connection holds (so it runs exactly as long as the test wants), and the
 * connection's socket closed under it, as a SIGKILL closes it. The third connection lets go
 * once the open is seen asking who holds the import lock. Skipped unless
 * {@code SOKODB_TEST_PG_URL} is set.
 */
@AlongsideOnPostgres
class PostgresLoadOutlivedTest {
    private static final int BATCH = 7;

    @TempDir
    Path dir;

    @Test
    void anOpenRightAfterTheKillWaitsForTheKilledLoadsStatementAndRepairs() throws Exception {
        Path in = BulkLoadTest.input(dir);
        String url = TestPostgres.freshSchema();
        DatabaseLocation location = DatabaseLocation.of(url);
        BulkLoadTest.Contents before;
        try (Catalog catalog = TestCatalogs.open(location)) {
            new Importer(catalog, new Identifier()::identify, BATCH, Long.MAX_VALUE)
                    .importPaths(List.of(in.toString()), new Fixtures.Recorder());
            before = BulkLoadTest.Contents.of(catalog);
        }
        assertTrue(before.dups().size() >= 24, before.dups().toString());

        long gate = ThreadLocalRandom.current().nextLong();
        try (Connection gatekeeper = DriverManager.getConnection(url)) {
            gatekeeper.createStatement().execute("SELECT pg_advisory_lock(" + gate + ")");
            Connection load = DriverManager.getConnection(url);
            int pid;
            try (Statement s = load.createStatement()) {
                s.execute("SELECT pg_advisory_lock" + PostgresDao.IMPORT_LOCK_KEY);
                s.execute("ALTER TABLE level DROP CONSTRAINT level_exact_id_unique");
                s.execute("DROP INDEX level_unique_id");
                s.execute("DELETE FROM duplicate_group");
                pid = backendPid(load);
            }
            CompletableFuture<Void> statement = CompletableFuture.runAsync(() -> {
                try (Statement s = load.createStatement()) {
                    s.execute("SELECT pg_advisory_lock(" + gate + ")");
                } catch (SQLException expected) {
                    // the socket closed under it
                }
            });
            String waiting = "SELECT COUNT(*) FROM pg_stat_activity WHERE pid = " + pid + " AND state = 'active'"
                    + " AND wait_event_type = 'Lock'";
            while (count(url, waiting) == 0) {
                Thread.sleep(10);
            }
            load.abort(Runnable::run);
            assertEquals(1, count(url, waiting), "the server runs the killed load's statement on");

            CompletableFuture<List<Object>> open = CompletableFuture.supplyAsync(() -> {
                try (Catalog catalog = TestCatalogs.openExisting(location)) {
                    return List.of(catalog.dao(PostgresDao.class).levelExactIdUnique(),
                            catalog.dao(PostgresDao.class).levelUniqueIdIndex(), BulkLoadTest.Contents.of(catalog),
                            InterruptedImport.left(catalog).isEmpty());
                }
            });
            String asking = "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database()"
                    + " AND pid <> pg_backend_pid() AND query LIKE '%FROM pg_locks l JOIN pg_stat_activity a%'";
            while (!open.isDone() && count(url, asking) == 0) {
                Thread.sleep(10);
            }
            gatekeeper.createStatement().execute("SELECT pg_advisory_unlock(" + gate + ")");
            List<Object> after = open.join();
            assertEquals(List.of(1, 1, true), List.of(after.get(0), after.get(1), after.get(3)),
                    "the indexes back, nothing left to repair");
            assertTrue(before.equals(after.get(2)), "every group counted again");
            statement.join();
        }
    }

    private static int backendPid(Connection c) throws SQLException {
        try (ResultSet r = c.createStatement().executeQuery("SELECT pg_backend_pid()")) {
            r.next();
            return r.getInt(1);
        }
    }

    private static int count(String url, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); ResultSet r = c.createStatement().executeQuery(sql)) {
            r.next();
            return r.getInt(1);
        }
    }
}
