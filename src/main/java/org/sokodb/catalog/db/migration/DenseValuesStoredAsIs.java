package org.sokodb.catalog.db.migration;

import java.sql.Connection;
import java.sql.Statement;
import java.util.List;

import org.flywaydb.core.api.migration.Context;

/**
 * Migration 12, the one not in {@code migrations/}: it is for PostgreSQL alone, and a file
 * there is run as it is by both engines. The similarity index's packed runs
 * ({@code level_packed}, V6), their listing ({@code level_listing}, V10) and their groups
 * ({@code packed_group}, V11) are BYTEA values of dense bits that PostgreSQL's default column
 * storage compresses (pglz) before it moves them out of the row: on them it gains 0–3 % and
 * costs the server more CPU than writing them (the Boxoban zip's rows written again: 2.5 s
 * compressed against 0.2 s as they are for the packed runs, 2.0 against 0.2 s for the listing,
 * 1.5 against 0.4 s for the groups; docs/performance.md). {@code STORAGE EXTERNAL} stores them out of the row as they are. Values
 * written before keep their form and read as before; an H2 file, which compresses nothing, is
 * left as it is.
 */
public final class DenseValuesStoredAsIs extends CodeMigration {
    /** The migration's version, which no file in {@code migrations/} has ({@code CatalogTest} checks it). */
    public static final int VERSION = 12;

    /** The dense BYTEA columns, as {@code table.column}. */
    public static final List<String> COLUMNS = List.of("level_packed.packed", "level_listing.listing", "packed_group.packed");

    /** Whether the engine compresses long values unless told not to (PostgreSQL); else the migration does nothing. */
    private final boolean compressesLongValues;

    public DenseValuesStoredAsIs(boolean compressesLongValues) {
        super(VERSION, "dense values stored as is");
        this.compressesLongValues = compressesLongValues;
    }

    @Override
    public void migrate(Context context) throws Exception {
        if (!compressesLongValues) {
            return;
        }
        Connection connection = context.getConnection();
        try (Statement s = connection.createStatement()) {
            for (String column : COLUMNS) {
                String[] tc = column.split("\\.");
                // changes how values are written from now on; rewrites nothing
                s.execute("ALTER TABLE " + tc[0] + " ALTER COLUMN " + tc[1] + " SET STORAGE EXTERNAL");
            }
        }
    }
}
