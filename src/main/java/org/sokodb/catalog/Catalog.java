package org.sokodb.catalog;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;

import org.sokodb.catalog.db.Compaction;
import org.sokodb.catalog.db.Database;
import org.sokodb.catalog.db.ReadOnlyCatalog;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.Dialect;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.db.SchemaUpgrade;
import org.sokodb.catalog.db.release.CopyListener;

/**
 * An open catalog: its {@link Database} (one connection for the life of a command, the schema
 * brought up to date by Flyway on open; a reader may add a second beside it, {@link #readBeside}) and the way to its DAOs. The use cases (here and in
 * the sub-packages: imports, export, solutions, solving, near) work through it; the command
 * line and the web server open it with {@link org.sokodb.catalog.front.OpenCatalog} and ask it
 * questions through the features' faces it hands out. SQL lives only in
 * {@code migrations/} and the DAOs; {@link #handle}, {@link #dao}, {@link #work} and
 * {@link #read} are for the catalog's own packages ({@code LayeringTest}). Connecting, the engines' differences and
 * credentials are in {@link org.sokodb.catalog.db}.
 *
 * <p>An embedded H2 file is locked by the process that has it open (H2's default
 * {@code FILE_LOCK=FILE}); a second process is refused at once and told so, and never
 * writes to the file. A PostgreSQL catalog is shared: any number of processes may have it
 * open, and imports take turns per source (see {@code catalog.imports.Importer}).
 */
public final class Catalog implements AutoCloseable {
    /**
     * The version of the newest migration, a file in {@code migrations/} or one of those in
     * Java ({@code catalog.db.migration}, {@code catalog.db.H2Reader}): raise it with every new
     * migration ({@code CatalogTest} checks that it matches).
     */
    static final String SCHEMA_VERSION = "20";

    /**
     * When an import compacts its H2 file ({@link Compaction.Rule}): from 32 MiB on (below
     * it a rewrite would only add to a small import's time), when H2 counts less than 90 % of
     * its chunks live, or when the import wrote at least a quarter of the file: its pages are
     * uncompressed, and a compaction writes them compressed (the first 100 Boxoban files:
     * 58 MB "84 % live" become 32 MB; the whole zip, 3.6 GB at 16 %, 0.34 GB).
     */
    static final Compaction.Rule COMPACT = new Compaction.Rule(32L << 20, 90, 25);

    private final Database database;
    /** The DAOs attached to {@link #daoHandle}, by type ({@link #dao}). */
    private final Map<Class<?>, Object> daos = new ConcurrentHashMap<>();
    private Handle daoHandle;
    /** The statement limit the DAOs in {@link #daos} were attached under ({@link #limitStatements}); 0 for none. */
    private int statementSeconds;

    private Catalog(Database database) {
        this.database = database;
    }

    /**
     * Connects to the catalog and brings its schema up to date, nothing more: what an
     * interrupted import left unfinished is repaired by
     * {@link org.sokodb.catalog.front.OpenCatalog#open}, the way every command opens a catalog.
     *
     * @param create whether a missing embedded file becomes a new empty catalog (commands
     *     that write) or is an error
     */
    public static Catalog connect(DatabaseLocation location, boolean create) {
        return connect(location, create, upgrade -> { });
    }

    /** As {@link #connect(DatabaseLocation, boolean)}, {@code upgrading} told before migrations change a full catalog. */
    public static Catalog connect(DatabaseLocation location, boolean create, Consumer<SchemaUpgrade> upgrading) {
        return connect(location, create, upgrading, CopyListener.NONE);
    }

    /** As {@link #connect(DatabaseLocation, boolean, Consumer)}, {@code copying} told of an older H2 release's file copied. */
    public static Catalog connect(DatabaseLocation location, boolean create, Consumer<SchemaUpgrade> upgrading,
            CopyListener copying) {
        return new Catalog(Database.open(location, create, SCHEMA_VERSION, HexIds::register, upgrading, copying));
    }

    /**
     * Connects to an existing catalog to read it and change nothing: its schema must be
     * current already ({@link Database#openForReading}), and nothing is repaired.
     */
    public static Catalog connectForReading(DatabaseLocation location) {
        return new Catalog(Database.openForReading(location, SCHEMA_VERSION, HexIds::register));
    }

    /** The engine this catalog lives in. */
    public DatabaseEngine engine() {
        return database.location().engine();
    }

    /** What differs about that engine. */
    public Dialect dialect() {
        return database.dialect();
    }

    /** Where this catalog is, as messages show it (passwords masked). */
    public DatabaseLocation location() {
        return database.location();
    }

    public Handle handle() {
        return database.handle();
    }

    /** See {@link Database#fileBytes()}. */
    public long fileBytes() {
        return database.fileBytes();
    }

    /**
     * An embedded H2 file worth compacting ({@link #COMPACT}): large, and mostly dead pages or
     * mostly written since it was {@code openedAtBytes} large. H2 writes every changed page
     * anew, never in place, and uncompressed, so a big import leaves a file of which a fifth
     * or less is live (Boxoban: 3.6 GB, 16 % live, 0.34 GB once compacted), and compacting
     * takes seconds where the import took minutes.
     *
     * @return the file's size, live share and growth, or empty when it is better left as it
     *     is (not an embedded file, small, or mostly live and little written)
     */
    public Optional<Compaction.Sparse> sparseFile(long openedAtBytes) {
        return sparseFile(COMPACT, openedAtBytes);
    }

    /** {@link #sparseFile(long)} by another rule (tests compact small files). */
    Optional<Compaction.Sparse> sparseFile(Compaction.Rule rule, long openedAtBytes) {
        return database.sparseFile(rule, openedAtBytes);
    }

    /**
     * Rewrites the embedded H2 file with its live pages only, and closes the catalog: it
     * cannot be used afterwards.
     */
    public Compaction compact() {
        return database.compact();
    }

    /** See {@link Database#limitCache(long)}. */
    public void limitCache(long kib) {
        database.limitCache(kib);
    }

    /** Gives an embedded file's page cache back the size it is opened with, after {@link #limitCache}. */
    public void restoreCache() {
        database.limitCache(DatabaseLocation.cacheKib());
    }

    /**
     * See {@link Database#limitStatements(int)}. The DAOs attached under another limit are
     * attached again (each took a copy of the connection's settings); the same limit set again,
     * as a server does for each request it lends the catalog to, keeps them.
     */
    public void limitStatements(int seconds) {
        int limit = Math.max(0, seconds);
        if (limit == statementSeconds) {
            return;
        }
        database.limitStatements(limit);
        statementSeconds = limit;
        daos.clear();
    }

    /**
     * Reads on a second connection, on a thread of its own, while this one goes on: {@code body}
     * given that connection in a READ COMMITTED transaction, its answer handed back when it
     * has one (the connection closed then). Only on an H2 file
     * ({@link DatabaseLocation#oneProcess}), which one process has open at a time (its file
     * lock), so that both connections share its page cache: what the
     * second reads, the first then finds there. It sees the catalog as committed when it
     * reads, not this connection's transaction. Elsewhere (PostgreSQL) empty, and the caller
     * reads on this connection alone. A failure there fails the future.
     */
    public <T> Optional<CompletableFuture<T>> readBeside(String what, Function<Handle, T> body) {
        if (!location().oneProcess()) {
            return Optional.empty();
        }
        CompletableFuture<T> answer = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (Handle beside = handle().getJdbi().open()) {
                answer.complete(work(what, () -> beside.inTransaction(TransactionIsolationLevel.READ_COMMITTED,
                        h -> body.apply(h))));
            } catch (RuntimeException | Error e) {
                answer.completeExceptionally(e);
            }
        }, "sokodb " + what);
        reader.setDaemon(true);
        reader.start();
        return Optional.of(answer);
    }

    /** See {@link Database#connectionLost()}. */
    public boolean connectionLost() {
        return database.connectionLost();
    }

    /** See {@link Database#reconnect()}. */
    public void reconnect() {
        database.reconnect();
    }

    /**
     * This transaction's queries without parallel workers, on PostgreSQL ({@link PostgresDao#withoutParallelWorkers});
     * nothing on H2. Call inside the transaction.
     */
    public void queriesWithoutParallelWorkers() {
        if (engine() == DatabaseEngine.POSTGRESQL) {
            dao(PostgresDao.class).withoutParallelWorkers();
        }
    }

    /** See {@link ReadOnlyCatalog#require}. */
    public void requireWritable(String what) {
        ReadOnlyCatalog.require(database, what);
    }

    /** See {@link Database#makeDurable()}. */
    public void makeDurable() {
        database.makeDurable();
    }

    /**
     * A step of a long write is committed (a slice of the similarity index's fill): made durable
     * when the file reuses dead chunks after durable commits ({@link #reuseDeadChunks}), so that
     * the chunks the step left dead are written again by the next; nothing otherwise.
     */
    public void stepWritten() {
        database.work("writing the catalog to disk", () -> {
            database.dialect().stepWritten(database.handle());
            return null;
        });
    }

    /** See {@link Dialect#reuseDeadChunks}: on while a bulk load writes, off with the retention it ends with. */
    public void reuseDeadChunks(boolean on, int retentionMillis) {
        database.work("writing the catalog to disk", () -> {
            database.dialect().reuseDeadChunks(database.handle(), on, retentionMillis);
            return null;
        });
    }

    /**
     * The DAO of {@code type} on the catalog's connection: attached once per connection and
     * kept (attaching builds a proxy and its method table anew: an import asked for a dozen per
     * source, 0.4 KB a board). A new connection ({@link #reconnect}) or another statement limit
     * set since ({@link #limitStatements}) attaches them again.
     */
    public <T> T dao(Class<T> type) {
        Handle handle = database.handle();
        if (handle != daoHandle) {
            daos.clear();
            daoHandle = handle;
        }
        return type.cast(daos.computeIfAbsent(type, handle::attach));
    }

    /**
     * Runs one piece of catalog work, turning a database failure into a one-line
     * {@link org.sokodb.catalog.db.CatalogException} that says what was being done.
     */
    public <T> T work(String what, Supplier<T> body) {
        return database.work(what, body);
    }

    /**
     * Runs several reads that must agree with each other (a page of groups, then their
     * members) in one read-only snapshot: on a shared catalog an import may commit between
     * two of the queries, and a page would otherwise mix the catalog before and after it.
     */
    public <T> T read(String what, Supplier<T> body) {
        return database.read(what, body);
    }

    @Override
    public void close() {
        database.close();
    }
}
