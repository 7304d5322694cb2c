package org.sokodb.catalog.imports;

import org.jdbi.v3.core.Handle;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.ImportTurns;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.db.Engine;

/**
 * The transactions of one import run, shared by its sources. Several sources share one
 * transaction, each inside its own savepoint: a source that fails is rolled back to its
 * savepoint, whole, and the ones before it stay. The transaction commits once it holds
 * {@link #COMMIT_EVERY} boards (and at the end of the run), so a {@code kill -9} loses at
 * most the sources since the last commit, never part of one. One commit per Boxoban source
 * (1,000 boards) was a quarter of the import's time on H2: every commit has H2 rewrite each
 * page the transaction touched and mark each undo entry committed.
 *
 * <p>On PostgreSQL the catalog's import lock ({@link ImportTurns}), taken by each source, is
 * then held until the commit: other imports wait for a transaction's sources, not for one
 * source. Three things differ there. A transaction also commits after
 * {@link #PG_SOURCES_PER_COMMIT} sources, since each source is a subtransaction and more than
 * PostgreSQL caches per backend (64) slow down every other backend's snapshots. A source
 * that fails (a lost race, {@link LostRace}) is rolled back to its savepoint and the whole
 * sources before it committed at once, so that its retry begins a fresh transaction without
 * the locks of the earlier ones. And the transactions commit without waiting for their WAL
 * to reach the disk ({@code synchronous_commit} off, for this transaction only): a crash of
 * the server may lose the last few commits, each one a set of whole sources, never part of
 * one (PostgreSQL replays or drops a transaction whole), and the catalog stays consistent;
 * the import reported them stored, so the user imports again, which skips what was kept.
 * One wait for the disk per commit was most of the import's wall time with nothing else running.
 */
final class ImportTransaction {
    /** Boards per transaction, in whole sources. */
    static final int COMMIT_EVERY = 20_000;
    /** Sources (subtransactions) per PostgreSQL transaction, below the server's cache of 64 per backend. */
    static final int PG_SOURCES_PER_COMMIT = 50;
    private static final String SAVEPOINT = "sokodb_source";

    private final Catalog catalog;
    private final Handle handle;
    private final boolean server;
    private int boardsUncommitted;
    private int sourcesUncommitted;
    private boolean inSource;

    ImportTransaction(Catalog catalog) {
        this.catalog = catalog;
        this.handle = catalog.handle();
        this.server = catalog.engine() == Engine.POSTGRESQL;
    }

    /** A source begins writing: its savepoint, in the run's transaction (begun if need be). */
    void beginSource() {
        if (!handle.isInTransaction()) {
            handle.begin();
            if (server) {
                catalog.dao(PostgresDao.class).commitWithoutWaiting();
            }
        }
        handle.savepoint(SAVEPOINT);
        inSource = true;
    }

    /** The source is whole: kept; committed with the ones before it when enough boards wait. */
    void endSource(int boards) {
        if (!inSource) {
            return;
        }
        inSource = false;
        handle.releaseSavepoint(SAVEPOINT);
        boardsUncommitted += boards;
        sourcesUncommitted++;
        if (boardsUncommitted >= COMMIT_EVERY || server && sourcesUncommitted >= PG_SOURCES_PER_COMMIT) {
            commit();
        }
    }

    /** Takes back what the current source wrote, and nothing of the sources before it. */
    void rollbackSource() {
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

    /** Commits the whole sources written so far (a source still being written is rolled back first). */
    void commit() {
        if (inSource) {
            rollbackSource();
        }
        if (handle.isInTransaction()) {
            handle.commit();
        }
        boardsUncommitted = 0;
        sourcesUncommitted = 0;
    }
}
