package org.sokodb.catalog.imports.bulk;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.jdbi.v3.core.JdbiException;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.PostgresDao;

/**
 * What a bulk load ({@link BulkLoad}) does on PostgreSQL beside what it does on H2. Other
 * processes may import into the same catalog, and without the Exact-Id constraint nothing but
 * the loading import's memory keeps a level from being stored twice: so the load holds the
 * catalog's import lock from before it learns the levels until the constraint is back, at
 * session level ({@link PostgresDao#lockImportsForLoad}), across its transactions. Other
 * imports wait meanwhile (and say so); readers go on, finding levels without the two indexes
 * more slowly.
 *
 * <p>The two indexes come off together in one transaction, and always (on H2 an import of
 * known levels keeps them until a level is new): the missing constraint is then the mark of
 * a bulk load under way, which H2 keeps in its chunk retention. A load killed half-way lets go
 * of the lock with its connection (once the server has seen it go: {@link #lockForRepair}); the
 * next open that takes the lock builds the indexes again and counts every duplicate group
 * ({@link BulkRestore#repair}). One that cannot (another import holds it, perhaps another bulk
 * load) leaves that to later.
 */
final class PostgresBulkLoad {
    /** How often the repair asks again for the lock while a killed import's session may still hold it. */
    private static final long POLL_MILLIS = 20;
    /** How long the repair waits for a holder once it is not running the statement it was first found in. */
    private static final long GRACE_MILLIS = 1_000;

    private PostgresBulkLoad() {
    }

    /** Waits for the import lock and holds it until {@link #end}; call outside a transaction. */
    static void lock(Catalog catalog) {
        catalog.dao(PostgresDao.class).lockImportsForLoad();
    }

    /**
     * Takes the two indexes off in one transaction. Dropping them needs the level table to
     * itself for a moment: when a reader holds it (a long {@code export}) the load gives up
     * after two seconds, changes nothing, and the import goes on with the indexes.
     *
     * @return whether they are off
     */
    static boolean dropIndexes(Catalog catalog) {
        try {
            catalog.handle().useTransaction(h -> {
                h.attach(PostgresDao.class).waitForTablesAtMostTwoSeconds();
                BulkIndexDao indexes = h.attach(BulkIndexDao.class);
                indexes.dropExactIdUnique();
                indexes.dropUniqueIdIndex();
            });
            return true;
        } catch (JdbiException e) {
            if (!PostgresForeignKeys.lockTimeout(e)) {
                throw e;
            }
            return false;
        }
    }

    /** Lets go of the lock {@link #lock} took; call outside a transaction, once the indexes are back. */
    static void end(Catalog catalog) {
        catalog.dao(PostgresDao.class).unlockImportsAfterLoad();
    }

    /**
     * For the repair: the import lock, kept until {@link #end}, unless a live import holds it.
     * False when another import is writing: the indexes are then left to it, or to a later open.
     *
     * <p>A killed import's session does not let go of the lock at the kill: the server sees
     * that its client is gone only when the statement it runs ends (an index build, the group
     * census, a planner statistics pass can take seconds), and the session ends then. So when
     * the lock is held, the repair waits as long as the holder runs the statement it found it
     * running, then {@link #GRACE_MILLIS} more for a session on its way out; a holder that is
     * between statements, or goes on to another, is a live import, and is left alone. Call
     * outside a transaction: the server shows a transaction its sessions as they were when it
     * first asked.
     */
    static boolean lockForRepair(Catalog catalog) {
        PostgresDao dao = catalog.dao(PostgresDao.class);
        PostgresDao.ImportLockHolder found = null;
        long giveUpAt = Long.MAX_VALUE;
        while (!dao.tryLockImportsForLoad()) {
            List<PostgresDao.ImportLockHolder> holders = dao.importLockHolders();
            if (found == null && !holders.isEmpty()) {
                found = holders.get(0);
            }
            boolean sameStatement = found != null && holders.size() == 1 && holders.get(0).stillRunning(found);
            if (!sameStatement && giveUpAt == Long.MAX_VALUE) {
                giveUpAt = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GRACE_MILLIS);
            }
            if (System.nanoTime() - giveUpAt > 0) {
                return false;
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }
}
