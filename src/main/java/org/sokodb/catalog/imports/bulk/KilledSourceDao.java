package org.sokodb.catalog.imports.bulk;

import java.util.List;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

import org.sokodb.catalog.HexId;

/**
 * The rows H2 keeps of a source a kill stopped ({@link KilledSource}): boards above the newest
 * source, whose source row is gone, and levels above the newest level a board refers to. Both
 * are found through indexes (a killed source's rows are the newest: row ids grow), so that
 * every open can ask. Apart from {@link BulkIndexDao}, whose two dozen statements jdbi reads
 * when it is first attached.
 */
interface KilledSourceDao {
    /** How many rows of each kind a kill left: boards without their source, levels without a board. */
    record Left(int boards, int levels) {
        boolean none() {
            return boards == 0 && levels == 0;
        }
    }

    /**
     * The one question every open of an H2 catalog asks before it writes anything: the counts
     * of {@link #forgetBoards} and of {@link BulkIndexDao#forgetLevelsAfterTheLastBoard}, read.
     */
    @SqlQuery("SELECT (SELECT COUNT(*) FROM occurrence WHERE " + ABOVE_THE_NEWEST_SOURCE + ") AS boards,"
            + " (SELECT COUNT(*) FROM level WHERE id > COALESCE((SELECT MAX(o.level_id) FROM occurrence o), 0)"
            + " AND NOT EXISTS (SELECT 1 FROM solution s WHERE s.level_id = level.id)) AS levels")
    @RegisterConstructorMapper(Left.class)
    Left left();

    /**
     * A board's source is above the newest source row. Written as {@code >= newest + 1}: H2
     * starts a {@code >} range of the {@code collection_id} index at the newest source's first
     * board and steps over all of its boards (1,001 entries read on a catalog whose newest
     * source has 1,000 boards), a {@code >=} range at the first board above (1 entry read).
     */
    String ABOVE_THE_NEWEST_SOURCE = "collection_id >= COALESCE((SELECT MAX(c.id) FROM collection c), 0) + 1";

    /** The Unique-Ids of the levels that the boards {@link #forgetBoards} removes refer to: their groups count them. */
    @SqlQuery("SELECT DISTINCT l.unique_id FROM occurrence o JOIN level l ON l.id = o.level_id"
            + " WHERE " + ABOVE_THE_NEWEST_SOURCE)
    @HexId
    List<String> groupsOfBoards();

    /** Removes the boards above the newest source: their source row is not there. */
    @SqlUpdate("DELETE FROM occurrence WHERE " + ABOVE_THE_NEWEST_SOURCE)
    int forgetBoards();
}
