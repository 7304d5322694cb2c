package org.sokodb.catalog.imports.bulk;

import java.util.List;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

import org.sokodb.catalog.HexId;

/**
 * The rows H2 keeps of a source a kill stopped ({@link KilledSource}): boards whose source row
 * is gone (above the newest source, or, when a build without this repair imported after the
 * kill, between two sources), levels above the newest level a board refers to, and a source's
 * row that outlived the rollback unfinished. All are found through indexes, so that every open
 * can ask. Apart from {@link BulkIndexDao}, whose two dozen statements jdbi reads when it is
 * first attached.
 */
interface KilledSourceDao {
    /**
     * How many rows of each kind a kill left: boards without their source, levels without a
     * board above the newest one a board refers to, and source rows that outlived the rollback
     * unfinished.
     */
    record Left(int boards, int levels, int unfinished) {
        boolean none() {
            return boards == 0 && levels == 0 && unfinished == 0;
        }
    }

    /** Source row ids {@code [lo, hi)} that boards name but no source row has. */
    record Gap(long lo, long hi) {
    }

    /**
     * The ranges of source row ids that no source row has: below the first, between two
     * neighbours, above the newest. A range is written {@code collection_id >= from AND
     * collection_id < to}: H2 starts a {@code >} range of the {@code collection_id} index at the
     * first board of the source below it and steps over them all (1,001 entries read on a
     * catalog whose newest source has 1,000 boards), a {@code >=} range at the first board of the
     * range (1 entry read). One row per source and one more, in the order of their ids.
     */
    String GAPS = "SELECT c.id + 1 AS lo, COALESCE(LEAD(c.id) OVER (ORDER BY c.id), " + Long.MAX_VALUE + ") AS hi"
            + " FROM collection c UNION ALL SELECT 0, COALESCE(MIN(c.id), " + Long.MAX_VALUE + ") FROM collection c";

    /** The boards of a gap {@code g}: one range of the {@code collection_id} index. */
    String IN_THE_GAP = "o.collection_id >= g.lo AND o.collection_id < g.hi";

    /**
     * A source row {@code c} that outlived the rollback of the source a kill stopped: it still
     * says it has no board though boards name it. A source's counts are written at its end, in
     * the transaction of its boards, and an import commits only between sources; so only a
     * source a kill stopped is so, the newest or, when a build without this repair imported
     * after the kill, one below newer ones.
     */
    String UNFINISHED = "c.boards = 0 AND EXISTS (SELECT 1 FROM occurrence o WHERE o.collection_id = c.id)";

    /**
     * The rows of {@link #GAPS}, each with the source row below it ({@code id} and {@code boards},
     * null for the range below the first): what {@link #left} reads of the source table, in one
     * scan of it (the window's), and the first source's id from the primary key.
     */
    String SOURCES_AND_GAPS = "SELECT c.id, c.boards, c.id + 1 AS lo, COALESCE(LEAD(c.id) OVER (ORDER BY c.id), "
            + Long.MAX_VALUE + ") AS hi FROM collection c UNION ALL SELECT NULL, NULL, 0, COALESCE((SELECT MIN(f.id)"
            + " FROM collection f), " + Long.MAX_VALUE + ")";

    /**
     * The one question every open of an H2 catalog asks before it writes anything: the counts
     * of {@link #gaps}' boards, of {@link BulkIndexDao#forgetLevelsAfterTheLastBoard} and of
     * {@link #unfinished}, read. Per source an index probe or two; the source table scanned once,
     * its rows counted for the gaps and for the unfinished ones at once ({@link #SOURCES_AND_GAPS}).
     */
    @SqlQuery("SELECT COALESCE(SUM(CASE WHEN g.hi > g.lo THEN (SELECT COUNT(*) FROM occurrence o WHERE " + IN_THE_GAP
            + ") ELSE 0 END), 0) AS boards,"
            + " (SELECT COUNT(*) FROM level WHERE id > COALESCE((SELECT MAX(o.level_id) FROM occurrence o), 0)"
            + " AND NOT EXISTS (SELECT 1 FROM solution s WHERE s.level_id = level.id)) AS levels,"
            + " COALESCE(SUM(CASE WHEN g.boards = 0 AND EXISTS (SELECT 1 FROM occurrence o WHERE o.collection_id = g.id)"
            + " THEN 1 ELSE 0 END), 0) AS unfinished"
            + " FROM (" + SOURCES_AND_GAPS + ") g")
    @RegisterConstructorMapper(Left.class)
    Left left();

    /** The gaps between source rows that boards fall in. */
    @SqlQuery("SELECT g.lo, g.hi FROM (" + GAPS + ") g WHERE g.hi > g.lo"
            + " AND EXISTS (SELECT 1 FROM occurrence o WHERE " + IN_THE_GAP + ") ORDER BY g.lo")
    @RegisterConstructorMapper(Gap.class)
    List<Gap> gaps();

    /** The row ids of the {@link #UNFINISHED} sources. */
    @SqlQuery("SELECT c.id FROM collection c WHERE " + UNFINISHED + " ORDER BY c.id")
    List<Long> unfinished();

    /** The Unique-Ids of the levels that the boards of sources {@code [from, to)} refer to: their groups count them. */
    @SqlQuery("SELECT DISTINCT l.unique_id FROM occurrence o JOIN level l ON l.id = o.level_id"
            + " WHERE o.collection_id >= :from AND o.collection_id < :to")
    @HexId
    List<String> groupsOf(@Bind("from") long from, @Bind("to") long to);

    /** The levels that the boards of sources {@code [from, to)} refer to. */
    @SqlQuery("SELECT DISTINCT o.level_id FROM occurrence o"
            + " WHERE o.collection_id >= :from AND o.collection_id < :to AND o.level_id IS NOT NULL")
    List<Long> levelsOf(@Bind("from") long from, @Bind("to") long to);

    /** Removes the boards of sources {@code [from, to)}. */
    @SqlUpdate("DELETE FROM occurrence WHERE collection_id >= :from AND collection_id < :to")
    int forgetBoards(@Bind("from") long from, @Bind("to") long to);

    /** Removes the source rows {@code [from, to)}. */
    @SqlUpdate("DELETE FROM collection WHERE id >= :from AND id < :to")
    int forgetSources(@Bind("from") long from, @Bind("to") long to);
}
