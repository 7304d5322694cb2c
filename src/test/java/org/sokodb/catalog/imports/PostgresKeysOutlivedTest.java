package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
 * A large import killed while it puts {@code occurrence}'s foreign keys back: the server checks
 * them on, in one pass over the table, and sees that the client is gone only when that
 * statement ends; until then the session holds the import lock and the tables. The next open,
 * made at once, must still put the keys back rather than give up on the lock and leave them
 * off until some later open.
 *
 * <p>The killed import is a connection of the test's own ({@link OutlivedSession}): the keys
 * taken off as a large import takes them off, then a transaction that takes the import lock
 * and the tables as putting them back does, killed in a statement that runs until the open
 * asks who holds the lock. Skipped unless
 * {@code SOKODB_TEST_PG_URL} is set.
 */
@AlongsideOnPostgres
class PostgresKeysOutlivedTest {
    @Test
    void anOpenRightAfterAKillWhileTheKeysWereCheckedPutsThemBack() throws Exception {
        String url = TestPostgres.freshSchema();
        DatabaseLocation location = DatabaseLocation.of(url);
        // the ordinary import the bulk-load classes begin with: a copy of the test JVM's one
        OrdinaryImportOnPostgres.into(url);
        try (Catalog catalog = TestCatalogs.open(location)) {
            assertEquals(2, catalog.dao(PostgresDao.class).occurrenceForeignKeys());
        }

        try (OutlivedSession killed = new OutlivedSession(url)) {
            try (Statement s = killed.session().createStatement()) {
                s.execute("ALTER TABLE occurrence DROP CONSTRAINT occurrence_collection_fk,"
                        + " DROP CONSTRAINT occurrence_level_fk");
                killed.session().setAutoCommit(false);
                s.execute("SELECT pg_advisory_xact_lock" + PostgresDao.IMPORT_LOCK_KEY);
                s.execute("LOCK TABLE occurrence, level, collection IN SHARE ROW EXCLUSIVE MODE");
            }
            killed.killDuringAStatement();

            CompletableFuture<List<Object>> open = CompletableFuture.supplyAsync(() -> {
                try (Catalog catalog = TestCatalogs.openExisting(location)) {
                    return List.of(catalog.dao(PostgresDao.class).occurrenceForeignKeys(),
                            InterruptedImport.left(catalog).isEmpty());
                }
            });
            killed.endTheStatementOnceAsked(open);
            assertEquals(List.of(2, true), open.join(), "both keys back, nothing left to repair");
        }
    }
}
