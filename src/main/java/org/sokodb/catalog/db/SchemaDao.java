package org.sokodb.catalog.db;

import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;

/**
 * Flyway's own history table, read only to learn whether Flyway has anything to do: starting
 * Flyway costs most of a second on every command, which a look at one row saves when the
 * schema is current. Flyway alone creates and alters tables.
 */
public interface SchemaDao {

    /**
     * How many tables named {@code flyway_schema_history} the catalog's schema has (0 in a new
     * catalog). Only its own schema: a PostgreSQL database may hold other catalogs, each in a
     * schema of its own, with their own histories.
     */
    @SqlQuery("SELECT COUNT(*) FROM information_schema.tables WHERE table_name = 'flyway_schema_history'"
            + " AND table_schema = CURRENT_SCHEMA")
    int historyTables();

    /**
     * How many migrations at version {@code version} succeeded, and none failed. Flyway
     * creates its table and columns with quoted lower-case names, hence the quotes.
     */
    @SqlQuery("""
            SELECT COUNT(*) FROM "flyway_schema_history"
            WHERE "version" = :version AND "success"
              AND NOT EXISTS (SELECT 1 FROM "flyway_schema_history" WHERE NOT "success")
            """)
    int succeededAt(@Bind("version") String version);
}
