package org.sokodb.catalog.db.migration;

import java.sql.Statement;

import org.flywaydb.core.api.migration.Context;

/**
 * Migration 19, the similarity listing split by group: table {@code listing_group}, per run of
 * {@code level_listing} and per group of its levels (the group of each level's packed window,
 * {@code near.PackedLevels.group}, as {@code packed_group} keys them; levels too large to pack
 * in group {@code near.PackedLevels.GROUPS}), those levels' part of the listing as a value of
 * the same form. {@code group_key} is the group times 2<sup>40</sup> plus the run's key, as in
 * {@code packed_group}. A run written since has an empty {@code level_listing.listing} and its
 * levels here, so that an answer of {@code similar} reads only the groups that hold its levels;
 * a run written before keeps its whole value and is read as before, until a fill writes it
 * again. Nothing is rewritten here.
 *
 * <p>In Java, not in {@code migrations/}: on PostgreSQL the column is stored {@code EXTERNAL}
 * (dense bits that its compression gains nothing on, as {@link DenseValuesStoredAsIs} says),
 * which H2 has no word for. {@code IF NOT EXISTS}: H2 commits the statement on its own, so a
 * kill before Flyway records the migration leaves the table, which the next run keeps.
 */
public final class ListingByGroup extends CodeMigration {
    /** The migration's version, which no file in {@code migrations/} has ({@code CatalogTest} checks it). */
    public static final int VERSION = 19;

    private final boolean compressesLongValues;

    public ListingByGroup(boolean compressesLongValues) {
        super(VERSION, "similarity listing by group");
        this.compressesLongValues = compressesLongValues;
    }

    @Override
    public void migrate(Context context) throws Exception {
        try (Statement s = context.getConnection().createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS listing_group (group_key BIGINT NOT NULL PRIMARY KEY,"
                    + " listing BYTEA NOT NULL)");
            if (compressesLongValues) {
                s.execute("ALTER TABLE listing_group ALTER COLUMN listing SET STORAGE EXTERNAL");
            }
        }
    }
}
