package org.sokodb.catalog.db;

import java.net.UnknownHostException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Optional;
import java.util.Properties;

import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.SqlStatements;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;
import org.sokodb.catalog.db.pg.PgCredentials;
import org.sokodb.catalog.db.pg.PgUrl;

/**
 * A PostgreSQL server: a catalog shared by many users and processes, credentials looked up as
 * {@code psql} looks them up, COPY for bulk writes, and statistics an import must refresh.
 */
final class PostgresDialect implements Dialect {
    static final PostgresDialect INSTANCE = new PostgresDialect();

    /** The password was wrong (or the user unknown; the server does not say which). */
    private static final String INVALID_PASSWORD = "28P01";
    /** The user may not connect (no such role, pg_hba.conf rejects it). */
    private static final String INVALID_AUTHORIZATION = "28000";
    /** The database named in the URL does not exist. */
    private static final String NO_DATABASE = "3D000";
    /** pgjdbc: a connection could not be made (the server wants a password and none was given, among others). */
    private static final String CONNECTION_REJECTED = "08004";

    private PostgresDialect() {
    }

    @Override
    public Properties connectionProperties(DatabaseLocation location) {
        PgUrl.quietDriver();
        PgCredentials credentials = location.credentials();
        if (credentials.insecurePasswordFile().isPresent()) {
            Path file = credentials.insecurePasswordFile().get();
            throw new CatalogException("cannot open catalog " + location.shown() + ": the password file " + file
                    + " may be read by other users, so it is not used (as libpq does not use it): chmod 0600 "
                    + file);
        }
        return credentials.connectionProperties();
    }

    @Override
    public String readOnly(DatabaseLocation location, String url, Properties properties) {
        // set at the session's start, so a connection made again after an outage is read-only too
        String options = properties.getProperty("options", "");
        properties.setProperty("options", (options.isBlank() ? "" : options + " ") + "-c default_transaction_read_only=on");
        return url;
    }

    @Override
    public AutoCloseable openAsOwner(DatabaseLocation location, String url, Properties properties) {
        return () -> { };
    }

    /** Says what to do for the ways a PostgreSQL connection commonly fails; always one line. */
    @Override
    public Optional<String> whyNotOpened(DatabaseLocation location, SQLException sql) {
        PgCredentials who = location.credentials();
        String state = String.valueOf(sql.getSQLState());
        String message = String.valueOf(sql.getMessage());
        String prefix = "cannot open catalog " + location.shown() + ": ";
        if (INVALID_PASSWORD.equals(state)) {
            return Optional.of(prefix + "wrong user name or password for user \"" + who.user()
                    + "\" (the password came from " + who.passwordOrigin() + ")");
        }
        if (INVALID_AUTHORIZATION.equals(state)) {
            return Optional.of(prefix + "the server does not let user \"" + who.user() + "\" in: "
                    + DatabaseFailure.firstLine(location.mask(message)));
        }
        if (NO_DATABASE.equals(state)) {
            PgUrl url = PgUrl.parse(location.url()).orElseThrow();
            String database = url.database().isEmpty() ? who.user() : url.database();
            return Optional.of(prefix + "the server has no database \"" + database
                    + "\" (create it first, e.g. createdb -O " + who.user() + " " + database
                    + ": sokodb creates its tables, not the database)");
        }
        if (CONNECTION_REJECTED.equals(state) && message.contains("no password was provided")) {
            return Optional.of(prefix + "the server wants a password for user \"" + who.user()
                    + "\" and none was found (give it as password=… in the URL, in PGPASSWORD or in ~/.pgpass)");
        }
        // "The connection attempt failed." says little; the I/O failure under it says why
        Throwable io = sql.getCause();
        if (io instanceof UnknownHostException) {
            return Optional.of(prefix + "unknown host " + location.mask(String.valueOf(io.getMessage())));
        }
        String why = io != null && io.getMessage() != null ? " (" + DatabaseFailure.firstLine(location.mask(io.getMessage()))
                + ")" : "";
        return Optional.of(prefix + DatabaseFailure.firstLine(location.mask(message)) + why);
    }

    @Override
    public boolean sharedByProcesses() {
        return true;
    }

    @Override
    public boolean compressesLongValues() {
        return true;
    }

    @Override
    public boolean copiesInBulk() {
        return true;
    }

    @Override
    public boolean analysesAfterBulkWrites() {
        return true;
    }

    @Override
    public boolean rollsBackDdl() {
        return true;
    }

    @Override
    public boolean compactsFiles() {
        return false;
    }

    /**
     * A transaction that takes a transaction id and commits waiting for its WAL: the server
     * writes its log in order, so every earlier commit (an import's, made without waiting:
     * {@code synchronous_commit} off) is on the disk too. A transaction without an id writes
     * no commit record and would wait for nothing.
     */
    @Override
    public void makeDurable(Handle handle) {
        handle.useTransaction(h -> {
            WalDao wal = h.attach(WalDao.class);
            wal.waitForTheCommit();
            wal.takeTransactionId();
        });
    }

    /** On each statement (JDBC's query timeout: the driver sends the server a cancel request), for every connection. */
    @Override
    public void limitStatements(Jdbi jdbi, Handle handle, int seconds) {
        jdbi.getConfig(SqlStatements.class).setQueryTimeout(seconds == 0 ? null : seconds);
        handle.getConfig(SqlStatements.class).setQueryTimeout(seconds == 0 ? null : seconds);
    }

    /** The statements of {@link #makeDurable}. */
    interface WalDao {
        /** This transaction's commit waits until its WAL is on the disk, whatever the session's setting. */
        @SqlUpdate("SET LOCAL synchronous_commit TO ON")
        void waitForTheCommit();

        /** Gives this transaction an id, so that its commit writes (and waits for) a commit record. */
        @SqlQuery("SELECT txid_current()")
        long takeTransactionId();
    }
}
