package org.sokodb.catalog.imports;

import org.sokodb.catalog.Catalog;

/**
 * What an import killed half-way leaves behind, put right when the catalog is next opened: a
 * bulk load's two indexes of the level table and its duplicate groups ({@link BulkLoad}), and
 * on PostgreSQL the occurrence table's foreign keys ({@link PostgresForeignKeys}).
 */
public final class InterruptedImport {
    private InterruptedImport() {
    }

    /** Finishes what an interrupted import left undone; does nothing on a catalog in order. */
    public static void repair(Catalog catalog) {
        catalog.work("repairing the catalog after an interrupted import", () -> {
            BulkLoad.repair(catalog);
            PostgresForeignKeys.repair(catalog);
            return null;
        });
    }
}
