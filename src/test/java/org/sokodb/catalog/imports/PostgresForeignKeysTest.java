package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.bulk.PostgresForeignKeys;
import org.sokodb.identity.Identifier;

/**
 * A large import into PostgreSQL takes {@code occurrence}'s two foreign keys off and puts
 * them back ({@link PostgresForeignKeys}); an import killed in between leaves them off, and
 * the next open puts them back unless an import is writing. Skipped unless
 * {@code SOKODB_TEST_PG_URL} is set.
 */
@AlongsideOnPostgres
class PostgresForeignKeysTest {

    @Test
    void aLargeImportWritesWithoutTheKeysAndPutsThemBack() {
        String url = TestPostgres.freshSchema();
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(url))) {
            List<Integer> keysWhileImporting = new ArrayList<>();
            Fixtures.Recorder recorder = new Fixtures.Recorder() {
                @Override
                public void source(SourceReport report) {
                    super.source(report);
                    keysWhileImporting.add(keys(catalog));
                }
            };
            // off once 100 boards are written: after Microban's 155, before Sasquatch's 50
            new Importer(catalog, new Identifier()::identify, 50, 100).importPaths(
                    List.of(Fixtures.microban(), Fixtures.sasquatch()), recorder);
            assertEquals(List.of(2, 0), keysWhileImporting);
            assertEquals(2, keys(catalog), "back at the end");
            assertEquals(205, catalog.handle().createQuery("SELECT COUNT(*) FROM occurrence").mapTo(Integer.class).one());
            assertEquals(List.of(), recorder.problems);
        }
    }

    @Test
    void theNextOpenPutsBackTheKeysAKilledImportLeftOff() {
        String url = TestPostgres.freshSchema();
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(url))) {
            new Importer(catalog).importPaths(List.of(Fixtures.microban()), new Fixtures.Recorder());
            catalog.dao(PostgresDao.class).dropOccurrenceForeignKeys();
            assertEquals(0, keys(catalog));
        }
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(url))) {
            assertEquals(2, keys(catalog));
        }
    }

    @Test
    void anOpenLeavesTheKeysToAnImportThatIsWriting() throws Exception {
        String url = TestPostgres.freshSchema();
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(url))) {
            catalog.dao(PostgresDao.class).dropOccurrenceForeignKeys();
        }
        try (Connection other = DriverManager.getConnection(url); Statement s = other.createStatement()) {
            other.setAutoCommit(false);
            s.execute("SELECT pg_advisory_xact_lock" + PostgresDao.IMPORT_LOCK_KEY);
            try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(url))) {
                assertEquals(0, keys(catalog), "another import holds the lock: left to it");
            }
            other.rollback();
        }
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(url))) {
            assertEquals(2, keys(catalog));
        }
    }

    /**
     * Keys that cannot be put back (a row the catalog's own writing never leaves: an
     * occurrence of a source that is not there) are a failure said in one line, not taken for
     * a busy catalog and retried in silence at every open.
     */
    @Test
    void aFailureToPutTheKeysBackIsReportedNotTakenForABusyCatalog() {
        String url = TestPostgres.freshSchema();
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(url))) {
            catalog.dao(PostgresDao.class).dropOccurrenceForeignKeys();
            catalog.handle().execute("INSERT INTO occurrence (collection_id, board_index, line, reason, title, author,"
                    + " notes, board) VALUES (999999, 1, 1, 'orphan', '', '', '', '')");
        }
        CatalogException e = assertThrows(CatalogException.class, () -> TestCatalogs.open(DatabaseLocation.of(url)).close());
        assertTrue(e.getMessage().startsWith("cannot put back the foreign keys of the occurrence table"), e.getMessage());
        assertTrue(e.getMessage().contains("occurrence_collection_fk"), e.getMessage());
    }

    /**
     * The index builds and the keys' check at a bulk load's end get 256 MB to sort and hash in
     * (the server's defaults: 64 MB and 4 MB), for their own transaction only: the session
     * the import goes on with, and the catalog after it, keep the server's settings.
     */
    @Test
    void theBuildsAndTheCheckHaveMoreMemoryForTheirTransactionOnly() {
        String url = TestPostgres.freshSchema();
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(url))) {
            String maintenance = setting(catalog, "maintenance_work_mem");
            String work = setting(catalog, "work_mem");
            catalog.handle().useTransaction(h -> {
                catalog.dao(PostgresDao.class).memoryForBuildsAndChecks();
                assertEquals("256MB", setting(catalog, "maintenance_work_mem"));
                assertEquals("256MB", setting(catalog, "work_mem"));
            });
            assertEquals(maintenance, setting(catalog, "maintenance_work_mem"), "back after the transaction");
            // a bulk load (from 100 boards) that builds both indexes and puts the keys back
            new Importer(catalog, new Identifier()::identify, 50, 100).importPaths(
                    List.of(Fixtures.microban(), Fixtures.sasquatch()), new Fixtures.Recorder());
            assertEquals(2, keys(catalog));
            assertEquals(maintenance, setting(catalog, "maintenance_work_mem"), "the import leaves the session's");
            assertEquals(work, setting(catalog, "work_mem"));
        }
    }

    private static String setting(Catalog catalog, String name) {
        return catalog.handle().createQuery("SELECT current_setting(:name)").bind("name", name).mapTo(String.class).one();
    }

    private static int keys(Catalog catalog) {
        return catalog.dao(PostgresDao.class).occurrenceForeignKeys();
    }
}
