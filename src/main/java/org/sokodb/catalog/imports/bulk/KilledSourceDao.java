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
     * after the kill, one below newer ones. Found through the index on {@code boards} (migration
     * 20): the sources with no board, not every source row.
     */
    String UNFINISHED = "c.boards = 0 AND EXISTS (SELECT 1 FROM occurrence o WHERE o.collection_id = c.id)";

    /**
     * The boards above the newest source and below the first: two ranges of the
     * {@code collection_id} index, the ends found on the primary key. The first range is written
     * {@code >= MAX + 1}, the second given its lower end, so that each starts at its first board
     * (see {@link #GAPS}).
     */
    String AT_THE_ENDS = "(SELECT COUNT(*) FROM occurrence o WHERE o.collection_id >= COALESCE((SELECT MAX(m.id)"
            + " FROM collection m), -1) + 1) + (SELECT COUNT(*) FROM occurrence o WHERE o.collection_id >= 0"
            + " AND o.collection_id < COALESCE((SELECT MIN(m.id) FROM collection m), 0))";

    /**
     * The boards between two sources: looked for through {@link #GAPS}' window only when the source
     * ids have a hole (fewer sources than ids from the first to the newest), so that a catalog
     * whose sources were never taken away is not sorted for it.
     */
    String BETWEEN = "CASE WHEN (SELECT COUNT(*) FROM collection) < (SELECT MAX(m.id) - MIN(m.id) + 1 FROM collection m)"
            + " THEN (SELECT COALESCE(SUM((SELECT COUNT(*) FROM occurrence o WHERE " + IN_THE_GAP + ")), 0)"
            + " FROM (SELECT c.id + 1 AS lo, LEAD(c.id) OVER (ORDER BY c.id) AS hi FROM collection c) g"
            + " WHERE g.hi > g.lo) ELSE 0 END";

    /**
     * The one question every open of an H2 catalog asks before it writes anything: the counts
     * of {@link #gaps}' boards ({@link #AT_THE_ENDS}, {@link #BETWEEN}), of
     * {@link BulkIndexDao#forgetLevelsAfterTheLastBoard} and of {@link #unfinished}, read. A few
     * index probes, none a read of a whole table.
     */
    @SqlQuery("SELECT " + AT_THE_ENDS + " + " + BETWEEN + " AS boards,"
            + " (SELECT COUNT(*) FROM level WHERE id > COALESCE((SELECT MAX(o.level_id) FROM occurrence o), 0)"
            + " AND NOT EXISTS (SELECT 1 FROM solution s WHERE s.level_id = level.id)) AS levels,"
            + " (SELECT COUNT(*) FROM collection c WHERE " + UNFINISHED + ") AS unfinished")
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
