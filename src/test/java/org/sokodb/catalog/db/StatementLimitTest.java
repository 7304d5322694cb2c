package org.sokodb.catalog.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.jdbi.v3.core.statement.SqlStatements;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;

/**
 * {@link Database#limitStatements}: a statement that runs past the limit is stopped by the
 * engine itself, on both engines, and the failure says it was the limit
 * ({@link CatalogException#timedOut}); the connection goes on answering. Each statement would
 * run for minutes, so only the limit can end it; nothing here measures time.
 */
@AlongsideOnPostgres
class StatementLimitTest {
    @TempDir
    Path dir;

    private static void stopsAtTheLimit(DatabaseLocation location, String endless) {
        try (Database db = Database.open(location, true, "1")) {
            db.limitStatements(1);
            CatalogException e = assertThrows(CatalogException.class, () -> db.work("counting",
                    () -> db.handle().createQuery(endless).mapTo(Long.class).one()));
            assertTrue(e.timedOut(), e.getMessage());
            assertEquals("counting took longer than the 1 s a statement may take here, and was stopped", e.getMessage());
            assertEquals(1, db.work("counting", () -> db.handle().createQuery("SELECT 1").mapTo(Integer.class).one()),
                    "the connection goes on");
            db.limitStatements(0);
            CatalogException other = assertThrows(CatalogException.class, () -> db.work("reading",
                    () -> db.handle().createQuery("SELECT * FROM no_such_table").mapTo(Long.class).one()));
            assertFalse(other.timedOut(), "another failure is no time limit");
        }
    }

    @Test
    void h2StopsAStatementAtItsLimit() {
        stopsAtTheLimit(DatabaseLocation.of(dir.resolve("c").toString()),
                "SELECT COUNT(*) FROM SYSTEM_RANGE(1, 1000000) a, SYSTEM_RANGE(1, 1000000) b WHERE a.X + b.X = 7");
    }

    /**
     * On H2 the limit is the session's, set once: a statement is prepared without a JDBC query
     * timeout, whose {@code setQueryTimeout} on each statement made H2 parse and plan every
     * statement anew instead of reusing the one it had prepared.
     */
    @Test
    void h2LimitsTheSessionNotEachStatement() {
        try (Database db = Database.open(DatabaseLocation.of(dir.resolve("s").toString()), true, "1")) {
            db.limitStatements(2);
            assertNull(db.handle().getConfig(SqlStatements.class).getQueryTimeout(), "no timeout on each statement");
            assertEquals("2000", db.work("reading the limit", () -> db.handle().createQuery(
                    "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'QUERY_TIMEOUT'")
                    .mapTo(String.class).one()), "the session's limit, in milliseconds");
        }
    }

    @Test
    void postgresqlStopsAStatementAtItsLimit() {
        stopsAtTheLimit(DatabaseLocation.of(TestPostgres.freshSchema()), "SELECT COUNT(*) FROM pg_sleep(600)");
    }
}
