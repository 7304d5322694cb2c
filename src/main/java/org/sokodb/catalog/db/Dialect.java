package org.sokodb.catalog.db;

import java.sql.SQLException;
import java.util.Optional;
import java.util.Properties;

import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * What differs between the engines a catalog can live in, in one place. The schema and nearly
 * every query are the same on both; the rest is asked of the catalog's dialect, never by
 * comparing engines: how a connection is made and why it failed, whether several processes
 * share the catalog (then writers take turns), how boards travel in bulk, who keeps the
 * planner's statistics, and whether the file can be compacted.
 */
public sealed interface Dialect permits H2Dialect, PostgresDialect {

    /** The dialect of {@code engine}. */
    static Dialect of(DatabaseEngine engine) {
        return switch (engine) {
            case H2 -> H2Dialect.INSTANCE;
            case POSTGRESQL -> PostgresDialect.INSTANCE;
        };
    }

    /** What a connection needs beside its URL (a PostgreSQL user and password); may refuse with a {@link CatalogException}. */
    Properties connectionProperties(DatabaseLocation location);

    /**
     * Makes {@code properties} those of a connection that the engine itself keeps from writing
     * (a read-only server's), and returns its URL: a write that slips through is refused by the
     * database, not only by sokodb's rules. H2: an embedded file is opened as its user that may
     * only read ({@link H2Reader}), with the URL's settings that need the owner's rights left
     * to {@link #openAsOwner}; PostgreSQL: every transaction of the session is read-only
     * ({@code default_transaction_read_only}, set as the session starts, so a connection made
     * again after an outage is read-only too).
     */
    String readOnly(DatabaseLocation location, String url, Properties properties);

    /**
     * What must be open while a read-only connection ({@link #readOnly}) is made, closed once
     * it is: H2 opens the file as its owner, with sokodb's settings for it (its cache, no trace
     * file, no compaction when it closes), which only the owner may set, and the reader joins
     * the database so opened. Nothing on PostgreSQL.
     */
    AutoCloseable openAsOwner(DatabaseLocation location, String url, Properties properties) throws SQLException;

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
     * its column (PostgreSQL's TOAST): {@code catalog.db.migration.DenseValuesStoredAsIs} tells it for the dense ones.
     */
    boolean compressesLongValues();

    /**
     * True when a statement that changes a table (DDL) is part of its transaction, so that a
     * migration killed half-way leaves nothing of itself behind (PostgreSQL: Flyway runs each
     * migration in one transaction). False when the engine commits each such statement on its
     * own (H2): a migration is then safe to kill only when it can be run again from its start
     * ({@link InterruptedUpgrade}).
     */
    boolean rollsBackDdl();

    /** True when the catalog is a file that can be rewritten without its dead pages. */
    boolean compactsFiles();

    /**
     * Makes every commit made so far on {@code connection} survive a kill of this process and a
     * power loss (as far as the disk keeps what it was told to sync): an H2 file writes and syncs
     * it ({@link H2Durability}); PostgreSQL flushes its write-ahead log past the last commit,
     * which an import made without waiting for it. Call outside a transaction.
     */
    void makeDurable(Handle handle) throws SQLException;

    /**
     * While a bulk load writes ({@code on}): an H2 file writes into the space of its dead chunks
     * as soon as the last durable commit no longer needs them, not after H2's retention time
     * ({@link H2Durability}); off, its store keeps them {@code retentionMillis} again. Nothing
     * on PostgreSQL. Call outside a transaction.
     */
    default void reuseDeadChunks(Handle handle, boolean on, int retentionMillis) {
    }

    /**
     * A step of a long write committed: on an H2 file reusing dead chunks ({@link #reuseDeadChunks})
     * a durable commit, nothing otherwise. Call outside a transaction.
     */
    default void stepWritten(Handle handle) {
    }

    /**
     * The database of {@code handle} is about to be closed: an H2 file still reusing dead chunks
     * (an import stopped before its end, by an error or an interruption) goes back to the
     * retention it had and lets go of the version it held, so the close keeps what H2 would
     * have kept. Nothing otherwise.
     */
    default void closing(Handle handle) {
    }

    /**
     * Stops every statement of {@code handle}, and of the connections {@code jdbi} opens later,
     * that runs longer than {@code seconds} (0: no limit): {@link Database#limitStatements}.
     */
    void limitStatements(Jdbi jdbi, Handle handle, int seconds);
}
