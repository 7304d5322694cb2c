package org.sokodb.catalog.imports;

import java.util.function.LongSupplier;

import org.jdbi.v3.core.Handle;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.ImportTurns;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.db.DatabaseEngine;

/**
 * The transactions of one import run, shared by its sources. Several sources share one
 * transaction, each inside its own savepoint: a source that fails is rolled back to its
 * savepoint, whole, and the ones before it stay. One commit per Boxoban source (1,000 boards)
 * was a quarter of the import's time on H2: every commit has H2 rewrite each page the
 * transaction touched and mark each undo entry committed.
 *
 * <p>The run's promise — a source it says is imported is in the catalog, whatever happens
 * next — is kept here with the {@link Importer}: a source is said imported only once a
 * <em>durable</em> commit covers it ({@link #commitDurably}: committed, and on the disk, as
 * {@link Catalog#makeDurable} puts it there). The run makes one at most once every
 * {@link #DURABLE_EVERY_NANOS} (a second), at a source's end, and at its end; so a
 * {@code kill -9} or a power loss loses at most the sources of the last second, never part of
 * one, and none it has printed. A commit alone is not enough: H2 writes committed work to its
 * file up to half a second later (and after many more sources while a bulk load writes), and
 * every source printed since was lost with the process.
 *
 * <p>On PostgreSQL the catalog's import lock ({@link ImportTurns}), taken by each source, is
 * then held until the commit: other imports wait for a transaction's sources, not for one
 * source. Three things differ there. A transaction also commits after
 * {@link #PG_SOURCES_PER_COMMIT} sources, since each source is a subtransaction and more than
 * PostgreSQL caches per backend (64) slow down every other backend's snapshots. A source
 * that fails (a lost race, {@link LostRace}) is rolled back to its savepoint and the whole
 * sources before it committed at once, so that its retry begins a fresh transaction without
 * the locks of the earlier ones. And the transactions commit without waiting for their WAL
 * to reach the disk ({@code synchronous_commit} off, for this transaction only; one wait for
 * the disk per commit was most of the import's wall time with nothing else running): the
 * durable commit, once a second, then waits for the log of all of them at once.
 *
 * <p>During a PostgreSQL bulk load a source's savepoint and its end are hand-overs to the
 * writer's thread ({@link ConnectionWriter}), run in order with the source's rows; a rollback
 * and a commit wait for the writer first, and run on the importing thread.
 */
final class ImportTransaction {
    /** The least time between two durable commits: what a kill may lose, and what the syncs cost. */
    static final long DURABLE_EVERY_NANOS = 1_000_000_000L;
    /** Sources (subtransactions) per PostgreSQL transaction, below the server's cache of 64 per backend. */
    static final int PG_SOURCES_PER_COMMIT = 50;
    private static final String SAVEPOINT = "sokodb_source";

    private final Catalog catalog;
    private final Handle handle;
    private final boolean server;
    private final long durableEvery;
    private final LongSupplier clock;
    /** Where the statements run: on the writer's thread during a PostgreSQL bulk load. */
    private final ConnectionWriter writer;
    private long lastDurable;
    /** A source began since the last durable commit (the importing thread's view: the writer may still be at it). */
    private boolean begun;
    private int sourcesUncommitted;
    private boolean inSource;
    /** A commit was made since the last durable one. */
    private volatile boolean undurable;

    /**
     * @param durableEvery nanoseconds between durable commits ({@link #DURABLE_EVERY_NANOS})
     * @param clock nanoseconds, as {@link System#nanoTime} (tests pass their own)
     */
    ImportTransaction(Catalog catalog, long durableEvery, LongSupplier clock) {
        this(catalog, durableEvery, clock, new ConnectionWriter());
    }

    /** As above, its statements run by {@code writer}. */
    ImportTransaction(Catalog catalog, long durableEvery, LongSupplier clock, ConnectionWriter writer) {
        this.writer = writer;
        this.catalog = catalog;
        this.handle = catalog.handle();
        this.server = catalog.engine() == DatabaseEngine.POSTGRESQL;
        this.durableEvery = durableEvery;
        this.clock = clock;
        this.lastDurable = clock.getAsLong();
    }

    /** Where this run's statements run. */
    ConnectionWriter writer() {
        return writer;
    }

    /** Source {@code name} begins writing: its savepoint, in the run's transaction (begun if need be). */
    void beginSource(String name) {
        begun = true;
        writer.run(name, this::begin);
    }

    private void begin() {
        if (!handle.isInTransaction()) {
            handle.begin();
            if (server) {
                catalog.dao(PostgresDao.class).commitWithoutWaiting();
            }
        }
        handle.savepoint(SAVEPOINT);
        inSource = true;
    }

    /** Source {@code name} is whole: kept, and committed with the ones before it at the next commit. */
    void endSource(String name) {
        writer.run(name, this::end);
    }

    private void end() {
        if (!inSource) {
            return;
        }
        inSource = false;
        handle.releaseSavepoint(SAVEPOINT);
        sourcesUncommitted++;
        if (server && sourcesUncommitted >= PG_SOURCES_PER_COMMIT) {
            commitHere();
        }
    }

    /** Takes back what the current source wrote, and nothing of the sources before it. */
    void rollbackSource() {
        writer.drain();
        if (!handle.isInTransaction()) {
            inSource = false;
            return;
        }
        if (inSource) {
            handle.rollbackToSavepoint(SAVEPOINT); // jdbi forgets the savepoint with it
        }
        inSource = false;
        if (server) {
            commit();
        }
    }

    /**
     * Commits the whole sources written so far (a source still being written is rolled back
     * first). Not durable: what is said imported waits for {@link #commitDurably}.
     */
    void commit() {
        writer.drain();
        commitHere();
    }

    /** {@link #commit} on the thread that holds the connection now. */
    private void commitHere() {
        if (inSource) {
            rollbackSource();
        }
        if (handle.isInTransaction()) {
            handle.commit();
            undurable = true;
        }
        sourcesUncommitted = 0;
    }

    /** True when a durable commit is due: the last one is {@link #DURABLE_EVERY_NANOS} old. */
    boolean durableDue() {
        return clock.getAsLong() - lastDurable >= durableEvery;
    }

    /** True when something written is not yet durable (uncommitted, or committed since the last durable commit). */
    boolean pending() {
        if (writer.active()) {
            return begun || undurable;
        }
        return handle.isInTransaction() || undurable;
    }

    /**
     * Commits the whole sources written so far and puts them on the disk with every commit
     * before: once this returns, they may be said imported. Nothing when nothing is pending.
     */
    void commitDurably() {
        commit();
        if (undurable) {
            catalog.makeDurable();
            undurable = false;
        }
        begun = false;
        lastDurable = clock.getAsLong();
    }
}
