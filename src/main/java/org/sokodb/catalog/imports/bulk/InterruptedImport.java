package org.sokodb.catalog.imports.bulk;

import java.util.Optional;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.UnfinishedImport;
import org.sokodb.catalog.db.DatabaseEngine;

/**
 * What an import killed half-way leaves behind, put right when the catalog is next opened: a
 * bulk load's two indexes of the level table and its duplicate groups ({@link BulkLoad}, on
 * both engines), and on PostgreSQL the occurrence table's foreign keys ({@link PostgresForeignKeys}).
 */
public final class InterruptedImport {
    private InterruptedImport() {
    }

    /** Finishes what an interrupted import left undone; does nothing on a catalog in order. */
    public static void repair(Catalog catalog) {
        catalog.work("repairing the catalog after an interrupted import", () -> {
            BulkRestore.repair(catalog);
            PostgresForeignKeys.repair(catalog);
            return null;
        });
    }

    /**
     * What {@link #repair} would put right, found by reading alone (for a server that writes
     * nothing); empty on a catalog in order.
     */
    public static Optional<UnfinishedImport> left(Catalog catalog) {
        return catalog.work("looking for an interrupted import", () -> {
            if (catalog.engine() == DatabaseEngine.H2
                    && (BulkRestore.exactIdUnique(catalog) == 0 || BulkRestore.underWay(catalog))) {
                return Optional.of(new UnfinishedImport("an import into this catalog was stopped during a bulk load"
                        + " and the catalog is not repaired yet: its duplicate groups and the solutions carried"
                        + " between duplicates may be incomplete, and finding a level slower, until any sokodb"
                        + " command but a read-only serve opens it (such as 'sokodb stats')", true));
            }
            if (catalog.engine() == DatabaseEngine.POSTGRESQL
                    && (BulkRestore.exactIdUnique(catalog) == 0 || BulkRestore.uniqueIdIndex(catalog) == 0)) {
                return Optional.of(new UnfinishedImport("an import into this catalog is loading it in bulk, or was"
                        + " stopped during a bulk load and the catalog is not repaired yet: its duplicate groups and"
                        + " the solutions carried between duplicates may be incomplete, and finding a level slower,"
                        + " until that import ends or any sokodb command but a read-only serve opens it", true));
            }
            if (catalog.engine() == DatabaseEngine.POSTGRESQL && catalog.dao(PostgresDao.class).occurrenceForeignKeys() < 2) {
                return Optional.of(new UnfinishedImport("an import into this catalog was stopped while the foreign"
                        + " keys of its occurrence table were off: every answer is complete, and the next import or"
                        + " any sokodb command but a read-only serve puts them back", false));
            }
            return Optional.empty();
        });
    }
}
