package org.sokodb.catalog.db;

import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Optional;
import java.util.Properties;

import org.jdbi.v3.core.ConnectionException;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/** Embedded H2: one process at a time per file (H2's file lock), JDBC batches, statistics kept by H2. */
final class H2Dialect implements Dialect {
    static final H2Dialect INSTANCE = new H2Dialect();

    /** "Database may be already in use": the file lock is held by another process. */
    private static final int DATABASE_ALREADY_OPEN = 90020;
    /** The database does not exist and IFEXISTS=TRUE was given. */
    private static final int DATABASE_NOT_FOUND = 90146;
    /** Wrong user name or password. */
    private static final int WRONG_PASSWORD = 28000;

    private H2Dialect() {
    }

    @Override
    public Properties connectionProperties(DatabaseLocation location) {
        return new Properties();
    }

    @Override
    public String readOnly(DatabaseLocation location, String url, Properties properties) {
        // every catalog sokodb made has its reader, whether --db names it by a path or by a URL
        H2Reader.as(properties);
        return H2Reader.withoutOwnersSettings(url);
    }

    @Override
    public AutoCloseable openAsOwner(DatabaseLocation location, String url, Properties properties)
            throws SQLException {
        return DriverManager.getConnection(url, properties);
    }

    @Override
    public Optional<String> whyNotOpened(DatabaseLocation location, SQLException sql) {
        switch (sql.getErrorCode()) {
            case DATABASE_ALREADY_OPEN:
                return Optional.of("catalog in use by another sokodb process: " + location.shown()
                        + " (wait until it has finished, then try again)");
            case DATABASE_NOT_FOUND:
                return Optional.of("no catalog at " + location.shown()
                        + " (create one with 'sokodb import PATH…', or choose another with --db)");
            case WRONG_PASSWORD:
                return Optional.of("cannot open catalog " + location.shown() + ": wrong user name or password");
            default:
                break;
        }
        if ("08001".equals(sql.getSQLState()) && String.valueOf(sql.getMessage()).contains("No suitable driver")) {
            return Optional.of("no database driver for " + location.shown()
                    + " (this build includes the H2 and PostgreSQL drivers)");
        }
        return Optional.empty();
    }

    @Override
    public boolean sharedByProcesses() {
        return false;
    }

    @Override
    public boolean compressesLongValues() {
        return false;
    }

    @Override
    public boolean copiesInBulk() {
        return false;
    }

    @Override
    public boolean analysesAfterBulkWrites() {
        return false;
    }

    @Override
    public boolean rollsBackDdl() {
        return false;
    }

    @Override
    public boolean compactsFiles() {
        return true;
    }

    @Override
    public void makeDurable(Handle handle) throws SQLException {
        H2Durability.commitToDisk(handle);
    }

    @Override
    public void stepWritten(Handle handle) {
        try {
            H2Durability.commitIfReusing(handle);
        } catch (SQLException e) {
            throw new ConnectionException(e);
        }
    }

    @Override
    public void closing(Handle handle) {
        try {
            H2Durability.letGo(handle);
        } catch (SQLException e) {
            throw new ConnectionException(e);
        }
    }

    @Override
    public void reuseDeadChunks(Handle handle, boolean on, int retentionMillis) {
        try {
            if (on) {
                H2Durability.reuseAfterDurableCommits(handle);
            } else {
                H2Durability.keepForRetention(handle, retentionMillis);
            }
        } catch (SQLException e) {
            throw new ConnectionException(e);
        }
    }

    /**
     * Once on the connection ({@code SET QUERY_TIMEOUT}, H2's limit of a session), not on each
     * statement: JDBC's {@code setQueryTimeout}, which jdbi calls on every statement it prepares,
     * runs that same command each time, and H2 then parses and plans the statement anew instead
     * of taking it from the session's cache of prepared queries (measured on a query of the
     * level page: 21 against 3.4 KiB allocated, about 3.5 times the CPU). A new connection
     * ({@link Database#reconnect}) is given the limit again.
     */
    @Override
    public void limitStatements(Jdbi jdbi, Handle handle, int seconds) {
        handle.execute("SET QUERY_TIMEOUT " + seconds * 1000);
    }
}
