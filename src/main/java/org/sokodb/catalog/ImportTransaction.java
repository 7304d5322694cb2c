package org.sokodb.catalog;

import org.jdbi.v3.core.Handle;

import org.sokodb.catalog.db.Engine;

/**
 * The transactions of one import run, shared by its sources. On an H2 file several sources
 * share one transaction, each inside its own savepoint: a source that fails is rolled back
 * to its savepoint, whole, and the ones before it stay. The transaction commits once it
 * holds {@link #COMMIT_EVERY} boards (and at the end of the run), so a {@code kill -9}
 * loses at most the sources since the last commit, never part of one. One commit per
 * Boxoban source (1,000 boards) was a quarter of the import's time: every commit has H2
 * rewrite each page the transaction touched and mark each undo entry committed.
 *
 * <p>On PostgreSQL each source stays its own transaction: a source's transaction holds the
 * catalog's import lock ({@link ImportTurns}) that other processes wait for, and a
 * transaction that lost a race ({@link LostRace}) is rolled back whole and the source tried
 * again.
 */
final class ImportTransaction {
    /** Boards per H2 transaction, in whole sources. */
    static final int COMMIT_EVERY = 20_000;
    private static final String SAVEPOINT = "sokodb_source";

    private final Handle handle;
    private final boolean shared;
    private int boardsUncommitted;
    private boolean inSource;

    ImportTransaction(Catalog catalog) {
        this.handle = catalog.handle();
        this.shared = catalog.engine() == Engine.H2;
    }

    /** A source begins writing: its savepoint (or its own transaction). */
    void beginSource() {
        if (!handle.isInTransaction()) {
            handle.begin();
        }
        if (shared) {
            handle.savepoint(SAVEPOINT);
        }
        inSource = true;
    }

    /** The source is whole: kept; committed with the ones before it when enough boards wait. */
    void endSource(int boards) {
        if (!inSource) {
            return;
        }
        inSource = false;
        if (!shared) {
            handle.commit();
            return;
        }
        handle.releaseSavepoint(SAVEPOINT);
        boardsUncommitted += boards;
        if (boardsUncommitted >= COMMIT_EVERY) {
            commit();
        }
    }

    /** Takes back what the current source wrote, and nothing of the sources before it. */
    void rollbackSource() {
        if (!handle.isInTransaction()) {
            inSource = false;
            return;
        }
        if (!shared) {
            handle.rollback();
        } else if (inSource) {
            handle.rollbackToSavepoint(SAVEPOINT); // jdbi forgets the savepoint with it
        }
        inSource = false;
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
    }
}
