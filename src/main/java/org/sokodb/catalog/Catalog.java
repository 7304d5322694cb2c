package org.sokodb.catalog;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Supplier;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;
import org.jdbi.v3.sqlobject.SqlObjectPlugin;

import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.Engine;
import org.sokodb.catalog.db.MaskedException;
import org.sokodb.catalog.db.NewCatalogFile;
import org.sokodb.catalog.db.PgCredentials;
import org.sokodb.catalog.db.PgUrl;
import org.sokodb.catalog.db.UrlDataSource;

/**
 * An open catalog: one connection for the life of a command, the schema brought up to date
 * by Flyway on open. The use cases ({@link Importer}, {@link Duplicates}, {@link Lookup},
 * {@link Statistics}) work through it; SQL lives only in {@code migrations/} and the DAOs.
 *
 * <p>An embedded H2 file is locked by the process that has it open (H2's default
 * {@code FILE_LOCK=FILE}); a second process is refused at once and told so, and never
 * writes to the file. A PostgreSQL catalog is shared: any number of processes may have it
 * open, and imports take turns per source (see {@link Importer}).
 *
 * <p>Transactions are READ COMMITTED on both engines, whatever the server's default: an
 * import that waited for its turn must see what the one before it committed.
 */
public final class Catalog implements AutoCloseable {
    /** H2: "Database may be already in use" — the file lock is held by another process. */
    private static final int H2_DATABASE_ALREADY_OPEN = 90020;
    /** H2: the database does not exist and IFEXISTS=TRUE was given. */
    private static final int H2_DATABASE_NOT_FOUND = 90146;
    /** H2: the database is closed (after SHUTDOWN, as intended). */
    private static final int H2_CLOSED_AT_SHUTDOWN = 90121;
    /** H2: wrong user name or password. */
    private static final int H2_WRONG_PASSWORD = 28000;

    /** PostgreSQL: the password was wrong (or the user unknown; the server does not say which). */
    private static final String PG_INVALID_PASSWORD = "28P01";
    /** PostgreSQL: the user may not connect (no such role, pg_hba.conf rejects it). */
    private static final String PG_INVALID_AUTHORIZATION = "28000";
    /** PostgreSQL: the database named in the URL does not exist. */
    private static final String PG_NO_DATABASE = "3D000";
    /** pgjdbc: a connection could not be made (the server wants a password and none was given, among others). */
    private static final String PG_CONNECTION_REJECTED = "08004";

    /**
     * The version of the newest file in {@code migrations/}: raise it with every new
     * migration ({@code CatalogTest} checks that it matches).
     */
    static final String SCHEMA_VERSION = "2";

    /**
     * Compact an H2 file only from this size on: below it, the dead pages cost little, and
     * a rewrite would only add to a small import's time.
     */
    static final long COMPACT_FROM_BYTES = 64L << 20;
    /** ... and only when at most this share of its chunks is live (percent). */
    static final int COMPACT_BELOW_FILL = 50;

    private final DatabaseLocation location;
    private final Handle handle;
    /** Set once the database was shut down (after a compaction): closing has nothing left to do. */
    private boolean shutDown;

    private Catalog(DatabaseLocation location, Handle handle) {
        this.location = location;
        this.handle = handle;
    }

    /** Opens the catalog, creating it when it does not exist (for commands that write). */
    public static Catalog open(DatabaseLocation location) {
        return connect(location, location);
    }

    /** Opens an existing catalog; a missing embedded file is an error, not a new empty catalog. */
    public static Catalog openExisting(DatabaseLocation location) {
        return connect(location, location.existingOnly());
    }

    private static Catalog connect(DatabaseLocation location, DatabaseLocation connectTo) {
        if (location.embeddedFile() && connectTo == location) {
            NewCatalogFile.createIfMissing(location, url -> migrate(location, new UrlDataSource(url), () -> { }));
        }
        UrlDataSource dataSource = new UrlDataSource(connectTo.url(), connectionProperties(location));
        Jdbi jdbi = Jdbi.create(dataSource);
        jdbi.installPlugin(new SqlObjectPlugin());
        Handle handle;
        try {
            handle = jdbi.open();
            handle.setTransactionIsolationLevel(TransactionIsolationLevel.READ_COMMITTED);
        } catch (JdbiException e) {
            throw cannotOpen(location, e);
        }
        if (!schemaIsCurrent(handle)) {
            migrate(location, dataSource, handle::close);
        }
        Catalog catalog = new Catalog(location, handle);
        try {
            // a bulk import killed half-way left the level table without two indexes
            catalog.work("repairing the catalog after an interrupted import", () -> {
                BulkLoad.repair(catalog);
                return null;
            });
        } catch (RuntimeException e) {
            handle.close();
            throw e;
        }
        return catalog;
    }

    /** Brings the schema up to date; on failure runs {@code cleanUp} and says why. */
    private static void migrate(DatabaseLocation location, UrlDataSource dataSource, Runnable cleanUp) {
        try {
            Flyway.configure()
                    .dataSource(dataSource)
                    .locations("classpath:db/migration")
                    .failOnMissingLocations(true)
                    .loggers("slf4j")
                    .load()
                    .migrate();
        } catch (FlywayException e) {
            cleanUp.run();
            throw failure(location, "cannot prepare the catalog schema in " + location.shown() + ": "
                    + firstLine(location.mask(String.valueOf(e.getMessage()))), e);
        }
    }

    /**
     * True when Flyway's history says the newest migration this build carries is applied
     * (then Flyway would only validate). Any doubt, and Flyway decides.
     */
    private static boolean schemaIsCurrent(Handle handle) {
        try {
            SchemaDao schema = handle.attach(SchemaDao.class);
            return schema.historyTables() == 1 && schema.succeededAt(SCHEMA_VERSION) == 1;
        } catch (JdbiException e) {
            return false;
        }
    }

    /** The user and password a PostgreSQL connection needs beside its URL; nothing for H2. */
    private static Properties connectionProperties(DatabaseLocation location) {
        if (location.engine() != Engine.POSTGRESQL) {
            return new Properties();
        }
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

    private static CatalogException cannotOpen(DatabaseLocation location, Exception e) {
        SQLException sql = sqlCause(e);
        if (sql != null && location.engine() == Engine.POSTGRESQL) {
            return cannotOpenPostgres(location, sql, e);
        }
        if (sql != null) {
            switch (sql.getErrorCode()) {
                case H2_DATABASE_ALREADY_OPEN:
                    return failure(location, "catalog in use by another sokodb process: " + location.shown()
                            + " (wait until it has finished, then try again)", e);
                case H2_DATABASE_NOT_FOUND:
                    return failure(location, "no catalog at " + location.shown()
                            + " (create one with 'sokodb import PATH…', or choose another with --db)", e);
                case H2_WRONG_PASSWORD:
                    return failure(location, "cannot open catalog " + location.shown()
                            + ": wrong user name or password", e);
                default:
                    break;
            }
            if ("08001".equals(sql.getSQLState()) && String.valueOf(sql.getMessage()).contains("No suitable driver")) {
                return failure(location, "no database driver for " + location.shown()
                        + " (this build includes the H2 and PostgreSQL drivers)", e);
            }
        }
        String detail = sql != null ? sql.getMessage() : e.getMessage();
        return failure(location, "cannot open catalog " + location.shown() + ": "
                + firstLine(location.mask(String.valueOf(detail))), e);
    }

    /** One line that says what to do, for the ways a PostgreSQL connection commonly fails. */
    private static CatalogException cannotOpenPostgres(DatabaseLocation location, SQLException sql, Exception e) {
        PgCredentials who = location.credentials();
        String state = String.valueOf(sql.getSQLState());
        String message = String.valueOf(sql.getMessage());
        String prefix = "cannot open catalog " + location.shown() + ": ";
        if (PG_INVALID_PASSWORD.equals(state)) {
            return failure(location, prefix + "wrong user name or password for user \"" + who.user()
                    + "\" (the password came from " + who.passwordOrigin() + ")", e);
        }
        if (PG_INVALID_AUTHORIZATION.equals(state)) {
            return failure(location, prefix + "the server does not let user \"" + who.user() + "\" in: "
                    + firstLine(location.mask(message)), e);
        }
        if (PG_NO_DATABASE.equals(state)) {
            PgUrl url = PgUrl.parse(location.url()).orElseThrow();
            String database = url.database().isEmpty() ? who.user() : url.database();
            return failure(location, prefix + "the server has no database \"" + database
                    + "\" (create it first, e.g. createdb -O " + who.user() + " " + database
                    + ": sokodb creates its tables, not the database)", e);
        }
        if (PG_CONNECTION_REJECTED.equals(state) && message.contains("no password was provided")) {
            return failure(location, prefix + "the server wants a password for user \"" + who.user()
                    + "\" and none was found (give it as password=… in the URL, in PGPASSWORD or in ~/.pgpass)",
                    e);
        }
        // "The connection attempt failed." says little; the I/O failure under it says why
        Throwable io = sql.getCause();
        if (io instanceof java.net.UnknownHostException) {
            return failure(location, prefix + "unknown host " + location.mask(String.valueOf(io.getMessage())), e);
        }
        String why = io != null && io.getMessage() != null ? " (" + firstLine(location.mask(io.getMessage())) + ")" : "";
        return failure(location, prefix + firstLine(location.mask(message)) + why, e);
    }

    /** A failure whose cause, if a debug trace shows it, carries no password. */
    private static CatalogException failure(DatabaseLocation location, String message, Exception cause) {
        return new CatalogException(message, MaskedException.of(cause, location));
    }

    private static SQLException sqlCause(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof SQLException s) {
                return s;
            }
        }
        return null;
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }

    /** The engine this catalog lives in. */
    public Engine engine() {
        return location.engine();
    }

    /** Where this catalog is, as messages show it (passwords masked). */
    public DatabaseLocation location() {
        return location;
    }

    Handle handle() {
        return handle;
    }

    /**
     * An embedded H2 file worth compacting: large, and mostly dead pages. H2 writes every
     * changed page anew, never in place, so a big import leaves a file of which a fifth or
     * less is live (Boxoban: 3.6 GB, 16 % live, 0.34 GB once compacted), and compacting
     * takes seconds where the import took minutes.
     *
     * @return the file's size and live share, or empty when it is better left as it is (not
     *     an embedded file, small, or mostly live)
     */
    public Optional<Compaction.Sparse> sparseFile() {
        return sparseFile(COMPACT_FROM_BYTES, COMPACT_BELOW_FILL);
    }

    /** {@link #sparseFile()} with other thresholds (tests compact small files). */
    Optional<Compaction.Sparse> sparseFile(long fromBytes, int belowFill) {
        if (!location.embeddedFile() || shutDown) {
            return Optional.empty();
        }
        return work("looking at the catalog file", () -> {
            H2FileDao file = dao(H2FileDao.class);
            long size = file.info("info.FILE_SIZE").map(Long::parseLong).orElse(0L);
            int live = file.info("info.CHUNKS_FILL_RATE").map(Integer::parseInt).orElse(100);
            return size >= fromBytes && live < belowFill ? Optional.of(new Compaction.Sparse(size, live))
                    : Optional.empty();
        });
    }

    /**
     * Rewrites the embedded H2 file with its live pages only, and closes the catalog: it
     * cannot be used afterwards.
     */
    public Compaction compact() {
        if (!location.embeddedFile() || shutDown) {
            throw new IllegalStateException("not an open embedded catalog: " + location.shown());
        }
        return work("compacting", () -> {
            Path mvFile = Path.of(location.embeddedBase() + ".mv.db");
            long before = sizeOf(mvFile);
            try {
                dao(H2FileDao.class).shutdownCompact();
            } catch (JdbiException e) {
                // jdbi tidies up after the statement, on a database the statement closed
                SQLException sql = sqlCause(e);
                if (sql == null || sql.getErrorCode() != H2_CLOSED_AT_SHUTDOWN) {
                    throw e;
                }
            }
            shutDown = true;
            return new Compaction(before, sizeOf(mvFile));
        });
    }

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }

    <T> T dao(Class<T> type) {
        return handle.attach(type);
    }

    /**
     * Runs one piece of catalog work, turning a database failure into a one-line
     * {@link CatalogException} that says what was being done.
     */
    <T> T work(String what, Supplier<T> body) {
        try {
            return body.get();
        } catch (JdbiException e) {
            SQLException sql = sqlCause(e);
            String detail = sql != null ? sql.getMessage() : e.getMessage();
            throw failure(location, what + " failed in " + location.shown() + ": "
                    + firstLine(location.mask(String.valueOf(detail))), e);
        }
    }

    /**
     * Runs several reads that must agree with each other (a listing of groups, then their
     * members) in one read-only snapshot: on a shared catalog an import may commit between
     * two of the queries, and a listing would otherwise mix the catalog before and after it.
     */
    <T> T read(String what, Supplier<T> body) {
        return work(what, () -> handle.inTransaction(TransactionIsolationLevel.REPEATABLE_READ, h -> body.get()));
    }

    @Override
    public void close() {
        try {
            handle.close();
        } catch (JdbiException e) {
            if (shutDown) {
                return; // the database was closed by its compaction: nothing was left to close
            }
            throw failure(location, "cannot close catalog " + location.shown() + ": "
                    + firstLine(location.mask(String.valueOf(e.getMessage()))), e);
        }
    }
}
