package org.sokodb.catalog.db;

import java.sql.SQLException;
import java.util.Optional;
import java.util.Properties;

import org.jdbi.v3.core.Handle;

/**
 * What differs between the engines a catalog can live in, in one place. The schema and nearly
 * every query are the same on both; the rest is asked of the catalog's dialect, never by
 * comparing engines: how a connection is made and why it failed, whether several processes
 * share the catalog (then writers take turns), how boards travel in bulk, who keeps the
 * planner's statistics, and whether the file can be compacted.
 */
public sealed interface Dialect permits H2Dialect, PostgresDialect {

    /** The dialect of {@code engine}. */
    static Dialect of(Engine engine) {
        return switch (engine) {
            case H2 -> H2Dialect.INSTANCE;
            case POSTGRESQL -> PostgresDialect.INSTANCE;
        };
    }

    /** What a connection needs beside its URL (a PostgreSQL user and password); may refuse with a {@link CatalogException}. */
    Properties connectionProperties(DatabaseLocation location);

    /** One line that says what to do about a failed connection, when the engine's error is one it knows. */
    Optional<String> whyNotOpened(DatabaseLocation location, SQLException failure);

    /**
     * True when any number of processes may have the catalog open at once (a server); then
     * writers take turns with a lock of the catalog's own. False for an embedded file, which
     * the engine locks for one process.
     */
    boolean sharedByProcesses();

    /** True when boards go to the tables as one COPY stream per batch rather than JDBC batches. */
    boolean copiesInBulk();

    /** True when a large import must bring the planner's statistics up to date itself. */
    boolean analysesAfterBulkWrites();

    /**
     * True when the engine compresses a long value before it stores it, unless told not to for
     * its column (PostgreSQL's TOAST): {@link DenseValuesStoredAsIs} tells it for the dense ones.
     */
    boolean compressesLongValues();

    /** True when the catalog is a file that can be rewritten without its dead pages. */
    boolean compactsFiles();

    /**
     * Makes every commit made so far on {@code connection} survive a kill of this process and a
     * power loss (as far as the disk keeps what it was told to sync): an H2 file writes and syncs
     * it ({@link H2Durability}); PostgreSQL flushes its write-ahead log past the last commit,
     * which an import made without waiting for it. Call outside a transaction.
     */
    void makeDurable(Handle handle) throws SQLException;
}
