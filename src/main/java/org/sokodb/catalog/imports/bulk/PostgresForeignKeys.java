package org.sokodb.catalog.imports.bulk;

import java.sql.SQLException;

import org.jdbi.v3.core.JdbiException;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseEngine;

/**
 * A large import into PostgreSQL takes the two foreign keys of {@code occurrence} off and
 * puts them back at its end. Each one is a trigger per row that looks the referenced row up
 * and locks it: on the Boxoban 100k prefix they were 40 % of the server's work for the
 * occurrence rows, and a third of all its work for the import (server CPU time, measured
 * with other work running). Put back, each is checked in one pass over the table instead.
 *
 * <p>The rows an import writes refer to the rows it wrote or found just before, under the
 * catalog's import lock, so nothing breaks the keys while they are off; they stay part of
 * the schema for everybody else. The keys are taken off and put back under the import lock,
 * between two of the import's transactions. Other imports at the same time are unaffected
 * (the last to finish finds them back already). An import killed while they are off leaves
 * a catalog that opens and reads as always; the next open puts them back ({@link #repair}),
 * once the killed import's session is gone, unless a live import is writing at that moment,
 * which then puts them back at its end.
 * Only large imports do this, when {@link BulkLoad} would ({@link BulkThreshold}), since
 * putting them back reads every board.
 */
public final class PostgresForeignKeys {
    private final Catalog catalog;
    private final BulkThreshold start;
    private long threshold = -1;
    private long written;
    private boolean off;

    /** @param start when the keys come off ({@link BulkLoad#FROM_BOARDS} boards; tests start sooner) */
    public PostgresForeignKeys(Catalog catalog, BulkThreshold start) {
        this.catalog = catalog;
        this.start = start;
    }

    /** {@code boards} more were written; true when the keys should come off now (the caller commits first). */
    public boolean due(int boards) {
        if (off || catalog.engine() != DatabaseEngine.POSTGRESQL) {
            return false;
        }
        if (threshold < 0) {
            threshold = start.boards(catalog.dao(LevelDao.class).count());
        }
        written += boards;
        return written >= threshold;
    }

    /**
     * Takes the keys off, in a transaction of its own under the import lock; call outside a
     * transaction. Dropping them needs the tables to itself for a moment; readers that came
     * later would queue behind it, so when a reader holds them (a long {@code export}) it
     * gives up after two seconds and the import goes on with the keys.
     */
    public void takeOff() {
        off = true; // tried once, whatever comes of it
        try {
            catalog.handle().useTransaction(h -> {
                PostgresDao dao = h.attach(PostgresDao.class);
                dao.lockImports();
                dao.waitForTablesAtMostTwoSeconds();
                dao.dropOccurrenceForeignKeys();
            });
        } catch (JdbiException e) {
            if (!lockTimeout(e)) {
                throw e;
            }
            // the catalog is being read: nothing was changed, the import goes on with the keys
        }
    }

    /**
     * Puts the keys back if this run took them off (or tried); call outside a transaction.
     * Readers go on meanwhile: adding a foreign key keeps writers out, not readers.
     */
    public void putBack() {
        if (!off) {
            return;
        }
        off = false;
        catalog.handle().useTransaction(h -> {
            PostgresDao dao = h.attach(PostgresDao.class);
            dao.lockImports();
            if (dao.occurrenceForeignKeys() < 2) {
                dao.memoryForBuildsAndChecks();
                dao.dropOccurrenceForeignKeys();
                dao.addOccurrenceForeignKeys();
            }
        });
    }

    /**
     * Puts back the keys an interrupted import left off, under the import lock. A killed
     * import's session may hold that lock, and the tables, for as long as the server runs the
     * statement it was killed in (putting the keys back is one pass over the table): waited
     * for as the bulk load's repair waits ({@link PostgresBulkLoad#lockForRepair}). A live
     * import that holds the lock is left alone: it puts them back at its end, or a later open
     * does; so is a reader that holds the tables more than two seconds.
     */
    static void repair(Catalog catalog) {
        if (catalog.engine() != DatabaseEngine.POSTGRESQL || catalog.dao(PostgresDao.class).occurrenceForeignKeys() == 2) {
            return;
        }
        if (!PostgresBulkLoad.lockForRepair(catalog)) {
            return;
        }
        try {
            catalog.handle().useTransaction(h -> {
                PostgresDao dao = h.attach(PostgresDao.class);
                dao.waitForTablesAtMostTwoSeconds();
                if (dao.occurrenceForeignKeys() < 2) {
                    dao.memoryForBuildsAndChecks();
                    dao.dropOccurrenceForeignKeys();
                    dao.addOccurrenceForeignKeys();
                }
            });
        } catch (JdbiException e) {
            if (!lockTimeout(e)) {
                throw new CatalogException("cannot put back the foreign keys of the occurrence table, which an"
                        + " interrupted import left off: " + firstLine(e), e);
            }
            // a reader holds the tables: the keys are put back by a later open or import
        } finally {
            PostgresBulkLoad.end(catalog);
        }
    }

    /** PostgreSQL's lock_not_available: a statement waited longer than {@code lock_timeout} for a lock. */
    private static final String LOCK_NOT_AVAILABLE = "55P03";

    /** Whether {@code e} is the two-second wait for the tables running out, and nothing else. */
    static boolean lockTimeout(JdbiException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql && LOCK_NOT_AVAILABLE.equals(sql.getSQLState())) {
                return true;
            }
        }
        return false;
    }

    private static String firstLine(Exception e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        String m = String.valueOf(root.getMessage());
        int newline = m.indexOf('\n');
        return newline < 0 ? m : m.substring(0, newline);
    }
}
