package org.sokodb.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.PreparedBatch;

import org.sokodb.catalog.near.listing.ListingDao;
import org.sokodb.catalog.near.listing.ListingGroups;
import org.sokodb.catalog.near.listing.ListingRun;

/**
 * A catalog taken back to the ids of schema 14: every Exact-Id, Unique-Id, Normalized-Id and
 * Walls-Id column VARCHAR(16) again, holding the 16 hexadecimal digits, the similarity listing's
 * runs whole (migration 19 split them by group), and migrations 15 on out of
 * Flyway's history, so that the next open runs it as it runs on a catalog an older sokodb made.
 * Each column is written back by one statement, from a table of each value's two spellings
 * keyed by its decimal one: an update per value would read the whole table for each (the
 * column has no index while it holds text): most of the time of a test on a few thousand levels.
 */
public final class IdsAsText {
    /** The columns migration 15 turns into numbers, as {@code table.column}. */
    public static final List<String> COLUMNS = List.of("level.exact_id", "level.unique_id", "level.normalized_id",
            "level.walls_id", "duplicate_group.unique_id", "solve_attempt.unique_id", "solve_claim.unique_id",
            "optimize_attempt.unique_id", "optimize_claim.unique_id");

    /** The table of each value's decimal and hexadecimal spelling, there only while a column is written back. */
    private static final String SPELLINGS = "ids_as_text_spellings";

    private IdsAsText() {
    }

    /**
     * Takes the catalog behind {@code handle} back to text ids, outside a transaction. A table
     * a test took away already (to make a catalog of an older schema still) is passed over.
     */
    public static void takeBack(Handle handle) {
        wholeListingRuns(handle);
        for (String column : COLUMNS) {
            if (types(handle, column).isEmpty()) {
                continue;
            }
            String table = column.substring(0, column.indexOf('.'));
            String name = column.substring(column.indexOf('.') + 1);
            List<Long> values = handle.createQuery("SELECT DISTINCT " + name + " FROM " + table + " WHERE " + name
                    + " IS NOT NULL").mapTo(Long.class).list();
            handle.execute("CREATE TABLE " + SPELLINGS + " (decimal_id VARCHAR(20) PRIMARY KEY, hex_id VARCHAR(16) NOT NULL)");
            if (!values.isEmpty()) {
                PreparedBatch spellings = handle.prepareBatch("INSERT INTO " + SPELLINGS + " (decimal_id, hex_id)"
                        + " VALUES (:decimal, :hex)");
                for (long v : values) {
                    spellings.bindMap(Map.of("hex", HexIds.spelling(v), "decimal", Long.toString(v))).add();
                }
                spellings.execute();
            }
            // the numbers become their decimal text first (up to 20 characters), then each its 16 digits
            handle.execute("ALTER TABLE " + table + " ALTER COLUMN " + name + " SET DATA TYPE VARCHAR(20)");
            handle.execute("UPDATE " + table + " SET " + name + " = (SELECT s.hex_id FROM " + SPELLINGS + " s"
                    + " WHERE s.decimal_id = " + table + "." + name + ") WHERE " + name + " IS NOT NULL");
            handle.execute("DROP TABLE " + SPELLINGS);
            handle.execute("ALTER TABLE " + table + " ALTER COLUMN " + name + " SET DATA TYPE VARCHAR(16)");
        }
        // migrations 16 (the difficulty table), 17 (the play table), 18 (a difficulty column), 19 (the
        // listing by group) and 20 (the sources' index by boards) came after 15: a catalog of text ids has none of them
        handle.execute("DROP TABLE IF EXISTS difficulty");
        handle.execute("DROP TABLE IF EXISTS play");
        handle.execute("DROP INDEX IF EXISTS collection_boards");
        handle.execute("DELETE FROM \"flyway_schema_history\" WHERE \"version\" IN ('15', '16', '17', '18', '19', '20')");
    }

    /**
     * The similarity listing as it was before migration 19: each run of {@code level_listing}
     * written split by group gets its whole value back, and {@code listing_group} goes.
     */
    private static void wholeListingRuns(Handle handle) {
        if (types(handle, "listing_group.listing").isEmpty()) {
            return;
        }
        if (!types(handle, "level_listing.listing").isEmpty()) {
            ListingDao dao = handle.attach(ListingDao.class);
            List<ListingDao.Run> runs = handle.createQuery("SELECT last_level_id, first_level_id, listing FROM level_listing")
                    .map((rs, ctx) -> new ListingDao.Run(rs.getLong(1), rs.getLong(2), rs.getBytes(3))).list();
            for (ListingDao.Run run : runs) {
                if (run.listing().length == 0) {
                    handle.execute("UPDATE level_listing SET listing = ? WHERE last_level_id = ?",
                            ListingRun.of(ListingGroups.boards(dao, run)), run.lastLevelId());
                }
            }
        }
        handle.execute("DROP TABLE listing_group");
    }

    /**
     * Takes the catalog behind {@code handle} back to schema 13, as the sokodb of 2026-11-25
     * left it: text ids ({@link #takeBack}), and no count of each source's boards with an
     * author field (migration 14's column), its history row gone with it.
     */
    public static void takeBackBefore14(Handle handle) {
        takeBack(handle);
        handle.execute("ALTER TABLE collection DROP COLUMN with_author");
        handle.execute("DELETE FROM \"flyway_schema_history\" WHERE \"version\" = '14'");
    }

    /** The SQL type of {@code table.column} as the engine names it, upper case (BIGINT, CHARACTER VARYING). */
    public static String type(Handle handle, String column) {
        List<String> types = types(handle, column);
        if (types.size() != 1) {
            throw new IllegalStateException(column + ": " + types);
        }
        return types.get(0);
    }

    /** The SQL type of {@code table.column}, or none when the catalog has no such column. */
    private static List<String> types(Handle handle, String column) {
        String table = column.substring(0, column.indexOf('.'));
        String name = column.substring(column.indexOf('.') + 1);
        return handle.createQuery("SELECT data_type FROM information_schema.columns WHERE table_schema = CURRENT_SCHEMA"
                + " AND LOWER(table_name) = :table AND LOWER(column_name) = :name")
                .bind("table", table).bind("name", name).mapTo(String.class)
                .map(t -> t.toUpperCase(Locale.ROOT)).list();
    }
}
