package org.sokodb.catalog.db;

import java.util.Map;
import java.util.Optional;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.JdbiException;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.sokodb.catalog.db.migration.DenseValuesStoredAsIs;
import org.sokodb.catalog.db.migration.IdsAsNumbers;
import org.sokodb.catalog.db.migration.ListingByGroup;

/**
 * The catalog's schema, brought up to date by Flyway from the migrations on the class path
 * ({@code migrations/}, and those in Java: {@link H2Reader} and {@code catalog.db.migration}), or
 * found current already. An upgrade that a kill cut short goes on where it stopped
 * ({@link InterruptedUpgrade}).
 */
final class Schema {
    /** Where Flyway finds the migrations (the build copies {@code migrations/} there). */
    private static final String MIGRATIONS = "classpath:db/migration";
    /** Flyway's PostgreSQL setting that, false, keeps a migration and its history row on one connection. */
    static final String ONE_CONNECTION = "flyway.postgresql.transactional.lock";
    /** Flyway's history table, as Flyway names it (quoted, lower case). */
    private static final String HISTORY = "flyway_schema_history";

    /**
     * Flyway's own history table, read only to learn whether Flyway has anything to do: starting
     * Flyway costs most of a second on every command, which a look at one row saves when the
     * schema is current. Flyway alone creates and alters tables.
     */
    interface HistoryDao {
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

        /** The newest version Flyway applied, if any (the versions are whole numbers). */
        @SqlQuery("""
                SELECT "version" FROM "flyway_schema_history" WHERE "success" AND "version" IS NOT NULL
                ORDER BY "installed_rank" DESC LIMIT 1
                """)
        Optional<String> newestVersion();

        /** 1 when the catalog holds a level, 0 when it holds none. */
        @SqlQuery("SELECT COUNT(*) FROM (SELECT 1 FROM level LIMIT 1) AS any_level")
        int anyLevel();
    }

    private Schema() {
    }

    /**
     * Brings the schema up to date, first repairing what an interrupted upgrade left
     * ({@link InterruptedUpgrade#repair}); on failure runs {@code cleanUp} and says why.
     */
    static void migrate(DatabaseLocation location, DataSource dataSource, Runnable cleanUp) {
        try {
            Flyway flyway = flyway(location, dataSource);
            InterruptedUpgrade.repair(flyway);
            flyway.migrate();
        } catch (FlywayException e) {
            cleanUp.run();
            throw Database.failure(location, "cannot prepare the catalog schema in " + location.shown() + ": "
                    + DatabaseFailure.firstLine(location.mask(String.valueOf(e.getMessage()))), e);
        }
    }

    /**
     * Flyway, told where the migrations are: the files of {@code migrations/} and those in Java.
     *
     * <p>On PostgreSQL, Flyway's lock is a session lock on the one connection it migrates with
     * ({@value #ONE_CONNECTION} false), not a transaction lock on a second connection. With the
     * transaction lock Flyway runs a migration on one connection and writes its history row on
     * the other, in two transactions committed one after the other: a kill between the two
     * commits left a migration done and not recorded, which the next open ran again and failed
     * on ("relation … already exists"), a catalog no command opened. On one connection the
     * migration and its row are one transaction ({@code MigrationHistoryPostgresTest}).
     */
    static Flyway flyway(DatabaseLocation location, DataSource dataSource) {
        return Flyway.configure()
                .configuration(Map.of(ONE_CONNECTION, "false"))
                .dataSource(dataSource)
                .locations(MIGRATIONS)
                .javaMigrations(new DenseValuesStoredAsIs(location.dialect().compressesLongValues()),
                        new H2Reader(location.dialect()), new IdsAsNumbers(),
                        new ListingByGroup(location.dialect().compressesLongValues()))
                .failOnMissingLocations(true)
                .loggers("slf4j")
                .load();
    }

    /**
     * What bringing a catalog that is not current ({@link #isCurrent}) up to
     * {@code schemaVersion} means, when it holds levels: empty for a new or empty catalog,
     * which migrates in a moment, and when the history cannot be read (Flyway then decides).
     */
    static Optional<SchemaUpgrade> upgrade(Handle handle, String schemaVersion, Dialect dialect) {
        try {
            HistoryDao schema = handle.attach(HistoryDao.class);
            if (schema.historyTables() != 1) {
                return Optional.empty();
            }
            Optional<String> newest = schema.newestVersion();
            if (newest.isEmpty() || schema.anyLevel() == 0) {
                return Optional.empty();
            }
            int from = Integer.parseInt(newest.get());
            int to = Integer.parseInt(schemaVersion);
            return Optional.of(new SchemaUpgrade(from, to, InterruptedUpgrade.safeToKill(from, to, dialect)));
        } catch (JdbiException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    /**
     * True when Flyway's history says the newest migration this build carries is applied
     * (then Flyway would only validate, at the cost of most of a second). Any doubt, and
     * Flyway decides. In an H2 file the history table is looked for among H2's own schema
     * objects ({@link H2SchemaObjects}), not through {@code INFORMATION_SCHEMA}, whose first
     * query costs H2 ≈ 50 ms of a quick command's start.
     */
    static boolean isCurrent(Handle handle, String schemaVersion) {
        try {
            HistoryDao schema = handle.attach(HistoryDao.class);
            boolean history = H2SchemaObjects.of(handle).map(h2 -> h2.hasTable(HISTORY))
                    .orElseGet(() -> schema.historyTables() == 1);
            return history && schema.succeededAt(schemaVersion) == 1;
        } catch (JdbiException e) {
            return false;
        }
    }
}
