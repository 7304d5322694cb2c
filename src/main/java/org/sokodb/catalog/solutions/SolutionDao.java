package org.sokodb.catalog.solutions;

import java.util.List;
import java.util.Optional;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.statement.SqlBatch;
import org.jdbi.v3.sqlobject.statement.SqlQuery;

import org.sokodb.catalog.HexId;

/** The {@code solution} table: verified solutions, one row per (level, moves). */
public interface SolutionDao {
    String COLUMNS = "s.id, s.level_id, s.lurd, s.moves, s.pushes, s.box_lines, s.box_changes, s.pushing_sessions,"
            + " s.player_lines, s.source, s.block_title, s.notes, s.carried_from,"
            + " COALESCE(o.improved_metric, '') AS improved_metric, COALESCE(o.before_moves, 0) AS before_moves,"
            + " COALESCE(o.before_pushes, 0) AS before_pushes";
    /** What an optimizer solution improved on is kept on the row itself; a carried copy's on the row it came from. */
    String ORIGIN = " LEFT JOIN solution o ON o.id = COALESCE(s.carried_from, s.id)";

    /**
     * A verified solution about to be stored.
     *
     * @param lurdSha256 the SHA-256 of {@code lurd}, lower-case hex: (level, moves) is stored once
     */
    record New(long levelId, String lurd, String lurdSha256, int moves, int pushes, int boxLines, int boxChanges,
            int pushingSessions, int playerLines, String source, String blockTitle, String notes,
            Optional<Long> carriedFrom) {
    }

    /** A solution carried to a level: which one, and where to. */
    record Carried(long carriedFrom, long levelId) {
    }

    /**
     * Stores each solution unless its level has the same moves already; returns 1 for a
     * stored one, 0 for one already there, in order. Portable: no MERGE or ON CONFLICT, and
     * the casts give PostgreSQL the types of parameters that stand in a select list.
     */
    @SqlBatch("""
            INSERT INTO solution (level_id, lurd, lurd_sha256, moves, pushes, box_lines, box_changes,
                                  pushing_sessions, player_lines, source, block_title, notes, carried_from)
            SELECT CAST(:levelId AS BIGINT), CAST(:lurd AS VARCHAR), CAST(:lurdSha256 AS CHAR(64)),
                   CAST(:moves AS INTEGER), CAST(:pushes AS INTEGER), CAST(:boxLines AS INTEGER),
                   CAST(:boxChanges AS INTEGER), CAST(:pushingSessions AS INTEGER), CAST(:playerLines AS INTEGER),
                   CAST(:source AS VARCHAR), CAST(:blockTitle AS VARCHAR), CAST(:notes AS VARCHAR),
                   CAST(:carriedFrom AS BIGINT)
            WHERE NOT EXISTS (SELECT 1 FROM solution s
                              WHERE s.level_id = :levelId AND s.lurd_sha256 = :lurdSha256)
            """)
    int[] insertIfNew(@BindMethods List<New> solutions);

    /** The solutions of a level, in storage order. */
    @SqlQuery("SELECT " + COLUMNS + " FROM solution s" + ORIGIN + " WHERE s.level_id = :levelId ORDER BY s.id")
    @RegisterConstructorMapper(StoredSolution.class)
    List<StoredSolution> ofLevel(@Bind("levelId") long levelId);

    /** The solutions of these levels, in storage order. */
    @SqlQuery("SELECT " + COLUMNS + " FROM solution s" + ORIGIN + " WHERE s.level_id = ANY(:levelIds) ORDER BY s.id")
    @RegisterConstructorMapper(StoredSolution.class)
    List<StoredSolution> ofLevels(@Bind("levelIds") Long[] levelIds);

    /** The solutions read from inputs (not carried ones) of every level with one of these Unique-Ids. */
    @SqlQuery("SELECT " + COLUMNS + " FROM level l JOIN solution s ON s.level_id = l.id" + ORIGIN
            + " WHERE l.unique_id = ANY(:uniqueIds) AND s.carried_from IS NULL ORDER BY s.id")
    @RegisterConstructorMapper(StoredSolution.class)
    List<StoredSolution> originalsOfUniqueIds(@HexId @Bind("uniqueIds") String[] uniqueIds);

    /** Where these solutions have been carried to already. */
    @SqlQuery("SELECT carried_from, level_id FROM solution WHERE carried_from = ANY(:ids)")
    @RegisterConstructorMapper(Carried.class)
    List<Carried> carriedFrom(@Bind("ids") Long[] solutionIds);

    /**
     * Drops the carried solutions of a level no board refers to any more (its source was
     * replaced): they were derived for it, and must not keep it in the catalog.
     */
    @SqlBatch("DELETE FROM solution WHERE level_id = :id AND carried_from IS NOT NULL"
            + " AND NOT EXISTS (SELECT 1 FROM occurrence o WHERE o.level_id = :id)")
    void deleteCarriedOfUnused(@Bind("id") List<Long> levelIds);

    @SqlQuery("SELECT COUNT(*) FROM solution")
    long count();
}
