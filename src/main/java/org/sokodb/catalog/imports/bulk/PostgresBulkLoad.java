package org.sokodb.catalog.imports.bulk;

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
 * of the lock with its connection; the next open that can take the lock without waiting
 * builds the indexes again and counts every duplicate group ({@link BulkRestore#repair}). One
 * that cannot (another import holds it, perhaps another bulk load) leaves that to later.
 */
final class PostgresBulkLoad {
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
     * For the repair: the import lock if no other import holds it, kept until {@link #end}.
     * False when another import is writing: the indexes are then left to it, or to a later open.
     */
    static boolean tryLock(Catalog catalog) {
        return catalog.dao(PostgresDao.class).tryLockImportsForLoad();
    }
}
