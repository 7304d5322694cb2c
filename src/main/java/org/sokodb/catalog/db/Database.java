package org.sokodb.catalog.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.jdbi.v3.core.statement.SqlStatements;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;
import org.jdbi.v3.sqlobject.SqlObjectPlugin;
import org.sokodb.catalog.db.release.CopyListener;
import org.sokodb.catalog.db.sql.DefinedAttributes;
import org.sokodb.catalog.db.sql.NamedParameters;

/**
 * An open database: one connection for the life of a command, its schema brought up to date
 * ({@link Schema}), every failure turned into a one-line
 * {@link CatalogException} without passwords. It knows nothing of what the tables hold.
 *
 * <p>Transactions are READ COMMITTED on both engines, whatever the server's default: a writer
 * that waited for its turn must see what the one before it committed.
 */
public final class Database implements AutoCloseable {
    /** H2: the database is closed (after SHUTDOWN, as intended). */
    private static final int H2_CLOSED_AT_SHUTDOWN = 90121;
    /** SQLSTATE of a statement cancelled, by its time limit among others: the same on H2 and PostgreSQL. */
    private static final String CANCELLED = "57014";

    private final DatabaseLocation location;
    private final UrlDataSource dataSource;
    private final Jdbi jdbi;
    private Handle handle;
    /** Set once the database was shut down (after a compaction): closing has nothing left to do. */
    private boolean shutDown;
    /** The seconds a statement may run ({@link #limitStatements}); 0 for no limit. */
    private int statementLimit;
    /** Opened to read alone ({@link #openForReading}): the engine refuses its writes. */
    private boolean readOnly;

    private Database(DatabaseLocation location, UrlDataSource dataSource, Jdbi jdbi, Handle handle) {
        this.location = location;
        this.dataSource = dataSource;
        this.jdbi = jdbi;
        this.handle = handle;
    }

    /**
     * Connects to {@code location}, migrating its schema unless Flyway's history already shows
     * {@code schemaVersion}.
     *
     * @param create true to create a missing embedded file (commands that write); false makes
     *     a missing file an error instead of a new empty catalog
     * @throws CatalogException for an H2 server's database ({@link DatabaseLocation#h2Server}):
     *     every command but a read-only server may write (an import's repair, a migration), and
     *     sokodb cannot make its writes there durable
     */
    public static Database open(DatabaseLocation location, boolean create, String schemaVersion) {
        return open(location, create, schemaVersion, jdbi -> { }, upgrade -> { }, CopyListener.NONE);
    }

    /**
     * As {@link #open(DatabaseLocation, boolean, String)}, {@code setup} run on jdbi before its first connection
     * (the ids' binding and reading), {@code upgrading} told before migrations change a catalog that holds levels,
     * {@code copying} told of the copy of an H2 file another H2 release wrote ({@code ReleaseCopy}).
     */
    public static Database open(DatabaseLocation location, boolean create, String schemaVersion,
            Consumer<Jdbi> setup, Consumer<SchemaUpgrade> upgrading, CopyListener copying) {
        if (location.h2Server()) {
            throw new CatalogException("cannot write to " + location.shown() + ": an H2 server's database cannot be"
                    + " made to keep a commit on its disk before sokodb says it is stored (its CHECKPOINT SYNC may"
                    + " return before the write); give the catalog file's path instead, keep a shared catalog in"
                    + " PostgreSQL, or read this one with 'sokodb serve' (without --allow-write)");
        }
        if (location.embeddedFile() && create) {
            NewCatalogFile.createIfMissing(location, url -> Schema.migrate(location, new UrlDataSource(url), () -> { }));
        }
        if (location.embeddedFile()) {
            // a writer's open: a reader (openForReading) changes nothing, and H2 trips on these only when it writes;
            // a file another H2 release wrote is first copied into this one's
            H2SortLeftovers.remove(location, copying);
        }
        Database db = connect(location, create ? location : location.existingOnly(), false, setup);
        if (!Schema.isCurrent(db.handle, schemaVersion)) {
            Schema.upgrade(db.handle, schemaVersion, location.dialect()).ifPresent(upgrading);
            Schema.migrate(location, db.dataSource, db.handle::close);
        }
        return db;
    }

    private static Database connect(DatabaseLocation location, DatabaseLocation connectTo, boolean readOnly,
            Consumer<Jdbi> setup) {
        Properties properties = location.dialect().connectionProperties(location);
        String url = connectTo.url();
        AutoCloseable owner = () -> { };
        if (readOnly) {
            try {
                owner = location.dialect().openAsOwner(location, url, properties);
            } catch (SQLException e) {
                throw cannotOpen(location, e);
            }
            url = location.dialect().readOnly(location, url, properties);
        }
        UrlDataSource dataSource = new UrlDataSource(url, properties);
        Jdbi jdbi = Jdbi.create(dataSource);
        jdbi.installPlugin(new SqlObjectPlugin());
        // the statements' parameters and attributes read without jdbi's generated lexers (catalog.db.sql)
        jdbi.getConfig(SqlStatements.class).setSqlParser(new NamedParameters()).setTemplateEngine(new DefinedAttributes());
        setup.accept(jdbi);
        try (AutoCloseable opened = owner) {
            Handle handle = jdbi.open();
            handle.setTransactionIsolationLevel(TransactionIsolationLevel.READ_COMMITTED);
            Database db = new Database(location, dataSource, jdbi, handle);
            db.readOnly = readOnly;
            return db;
        } catch (JdbiException e) {
            throw cannotOpen(location, e);
        } catch (Exception e) {
            throw cannotOpen(location, e); // closing the owner's connection failed
        }
    }

    /**
     * Connects to an existing catalog to read it, changing nothing: no file is created and no
     * schema migrated (a read-only {@code serve}, which may hold a role that can only read).
     * The connection itself is read-only ({@link Dialect#readOnly}): the engine refuses any
     * write, whatever the code above it asks.
     *
     * @param setup run on jdbi before its first connection, as {@link #open} runs it
     * @throws CatalogException when the catalog cannot be reached, or its schema is not the one
     *     this build reads (made by an older sokodb, or not a catalog at all): the message says
     *     which command brings it up to date
     */
    public static Database openForReading(DatabaseLocation location, String schemaVersion, Consumer<Jdbi> setup) {
        Database db;
        try {
            db = connect(location, location.existingOnly(), true, setup);
        } catch (CatalogException e) {
            // an H2 file older than its reader (H2Reader) has no such user: said below as any old schema is
            db = connect(location, location.existingOnly(), false, setup);
            if (Schema.isCurrent(db.handle, schemaVersion)) {
                db.handle.close();
                throw e;
            }
        }
        if (!Schema.isCurrent(db.handle, schemaVersion)) {
            db.handle.close();
            throw new CatalogException("the catalog " + location.shown() + " is not at schema version "
                    + schemaVersion + " (an older sokodb made it, or it is no catalog): a server that only reads"
                    + " does not upgrade it; run any other sokodb command on it once (such as 'sokodb stats'),"
                    + " which does, or serve it with --allow-write");
        }
        return db;
    }

    private static CatalogException cannotOpen(DatabaseLocation location, Exception e) {
        SQLException sql = sqlCause(e);
        Optional<String> why = sql == null ? Optional.empty() : location.dialect().whyNotOpened(location, sql);
        return why.isPresent() ? failure(location, why.get(), e) : DatabaseFailure.cannot(location, "open", e);
    }

    /** A failure whose cause, if a debug trace shows it, carries no password. */
    static CatalogException failure(DatabaseLocation location, String message, Exception cause) {
        return DatabaseFailure.of(location, message, cause);
    }

    private static SQLException sqlCause(Throwable t) {
        return DatabaseFailure.sqlCause(t);
    }

    /** Where this database is, as messages show it (passwords masked). */
    public DatabaseLocation location() {
        return location;
    }

    /** The engine's differences. */
    public Dialect dialect() {
        return location.dialect();
    }

    /** The one connection (a new one after {@link #reconnect}: DAOs attached before it are gone with the old one). */
    public Handle handle() {
        return handle;
    }

    /** Whether the connection is gone (a server restart, a dropped network): the driver's check, seconds at most. */
    public boolean connectionLost() {
        try {
            return handle.getConnection().isClosed() || !handle.getConnection().isValid(5);
        } catch (SQLException e) {
            return true;
        }
    }

    /**
     * Drops the connection and opens a new one to the same database, for a long run that lost
     * its connection: what the old one had not committed is gone, as the server rolled it back.
     *
     * @throws CatalogException when the database cannot be reached yet
     */
    public void reconnect() {
        try {
            handle.close();
        } catch (JdbiException e) {
            // the old connection is broken: closing it has nothing to tell
        }
        try {
            handle = jdbi.open();
            handle.setTransactionIsolationLevel(TransactionIsolationLevel.READ_COMMITTED);
            if (statementLimit > 0) {
                location.dialect().limitStatements(jdbi, handle, statementLimit);
            }
        } catch (JdbiException e) {
            throw cannotOpen(location, e);
        }
    }

    /**
     * Runs one piece of work, turning a database failure into a one-line
     * {@link CatalogException} that says what was being done.
     */
    public <T> T work(String what, Supplier<T> body) {
        try {
            return body.get();
        } catch (JdbiException e) {
            SQLException sql = sqlCause(e);
            String detail = sql != null ? sql.getMessage() : e.getMessage();
            String message = ReadOnlyCatalog.or(location, what, readOnly ? null : sql,
                    what + " failed in " + location.shown() + ": " + DatabaseFailure.firstLine(location.mask(String.valueOf(detail))));
            if (statementLimit > 0 && sql != null && CANCELLED.equals(sql.getSQLState())) {
                throw CatalogException.timedOut(what + " took longer than the " + statementLimit + " s a statement"
                        + " may take here, and was stopped", MaskedException.of(e, location));
            }
            throw failure(location, message, e);
        }
    }

    /**
     * Ends every statement that runs longer than {@code seconds} (0: no limit, the default),
     * on this connection and any it connects again: the statement fails, and {@link #work}
     * says so with a {@link CatalogException#timedOut} one. Both engines stop the statement
     * themselves (JDBC's query timeout: H2 cancels it in its own loop, PostgreSQL's driver
     * sends the server a cancel request), so a question that would walk a whole large catalog
     * costs at most that long. For a server, whose every request must end.
     */
    public void limitStatements(int seconds) {
        statementLimit = Math.max(0, seconds);
        location.dialect().limitStatements(jdbi, handle, statementLimit);
    }

    /**
     * Runs several reads that must agree with each other in one read-only snapshot: on a
     * shared catalog a writer may commit between two of the queries.
     *
     * <p>An H2 file has one process at a time ({@link DatabaseLocation#oneProcess}), and this one
     * is not writing: nobody can commit between the queries, and READ COMMITTED sees the same. It
     * also keeps {@code COUNT(*)} cheap there: H2 answers it from the table's row count under
     * READ COMMITTED, but in a REPEATABLE READ snapshot it walked every row (the 1.5M levels of
     * Boxoban: most of {@code stats}' 3.3 s).
     */
    public <T> T read(String what, Supplier<T> body) {
        TransactionIsolationLevel isolation = location.oneProcess()
                ? TransactionIsolationLevel.READ_COMMITTED
                : TransactionIsolationLevel.REPEATABLE_READ;
        return work(what, () -> handle.inTransaction(isolation, h -> body.get()));
    }

    /**
     * Makes every commit so far survive a kill of this process, and a power loss as far as the
     * disk keeps what it syncs ({@link Dialect#makeDurable}); call it before saying that
     * something is stored. Without it an H2 file takes a commit to disk half a second or more
     * later, and a PostgreSQL commit made without waiting ({@code synchronous_commit} off, as an
     * import's) may be lost with the server. Call outside a transaction.
     */
    public void makeDurable() {
        if (shutDown) {
            return;
        }
        try {
            dialect().makeDurable(handle);
        } catch (SQLException | RuntimeException e) {
            // jdbi's failures, and H2's store failing to write its file (a full disk) are runtime exceptions
            SQLException sql = sqlCause(e);
            String detail = sql != null ? sql.getMessage() : e.getMessage();
            throw failure(location, ReadOnlyCatalog.or(location, "writing the catalog to disk", sql, "writing the catalog"
                    + " to disk failed in " + location.shown() + ": " + DatabaseFailure.firstLine(location.mask(String.valueOf(detail)))), e);
        }
    }

    /**
     * Caps an embedded file's page cache at {@code kib} KiB (a quarter of the heap by default:
     * {@link DatabaseLocation}), for a command that needs its heap for itself and reads the
     * file once through; nothing for a server.
     */
    public void limitCache(long kib) {
        // a reader may not set it (H2 leaves that to the file's owner): its cache is the one the file was opened with
        if (location.embeddedFile() && !shutDown && !readOnly) {
            work("setting the cache size", () -> {
                handle.attach(H2FileDao.class).cacheSize(kib);
                return null;
            });
        }
    }

    /**
     * The embedded file's size in bytes, by H2's count; 0 for a database that is not an
     * embedded file (nothing to compact). Taken when a command opens the catalog, it is what
     * {@link #sparseFile} measures the command's writes from.
     */
    public long fileBytes() {
        if (!canCompact()) {
            return 0;
        }
        return work("looking at the catalog file", () -> size(handle.attach(H2FileDao.class)));
    }

    /**
     * The embedded file's size, live share and growth since it was {@code openedAtBytes}
     * large, when {@code rule} says it is worth compacting; empty otherwise, and for a
     * database that is not an embedded file.
     */
    public Optional<Compaction.Sparse> sparseFile(Compaction.Rule rule, long openedAtBytes) {
        if (!canCompact()) {
            return Optional.empty();
        }
        return work("looking at the catalog file", () -> {
            H2FileDao file = handle.attach(H2FileDao.class);
            int live = file.info("info.CHUNKS_FILL_RATE").map(Integer::parseInt).orElse(100);
            return rule.judge(size(file), live, openedAtBytes);
        });
    }

    /** Whether this is an open embedded file that a compaction may rewrite. */
    private boolean canCompact() {
        return location.compactable() && dialect().compactsFiles() && !shutDown;
    }

    /** The file's size in bytes, by H2's count. */
    private static long size(H2FileDao file) {
        return file.info("info.FILE_SIZE").map(Long::parseLong).orElse(0L);
    }

    /** Rewrites the embedded file with its live pages only, and closes the database: it cannot be used afterwards. */
    public Compaction compact() {
        if (!location.embeddedFile() || !dialect().compactsFiles() || shutDown) {
            throw new IllegalStateException("not an open embedded catalog: " + location.shown());
        }
        return work("compacting", () -> {
            Path mvFile = Path.of(location.embeddedBase() + ".mv.db");
            long before = sizeOf(mvFile);
            try {
                handle.attach(H2FileDao.class).shutdownCompact();
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

    @Override
    public void close() {
        if (!shutDown) {
            try {
                location.dialect().closing(handle);
            } catch (RuntimeException e) {
                // the close itself says what is wrong with the database, if anything
            }
        }
        try {
            handle.close();
        } catch (JdbiException e) {
            if (shutDown) {
                return; // the database was closed by its compaction: nothing was left to close
            }
            // the database's own reason (H2 gives back here what its background writer met)
            throw DatabaseFailure.cannot(location, "close", e);
        }
    }
}
