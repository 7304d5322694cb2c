package org.sokodb.catalog.optimizing;

import java.util.List;
import java.util.Optional;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

import org.sokodb.catalog.claims.ClaimSql;
import org.sokodb.catalog.claims.HeldClaims;
import org.sokodb.replay.SolutionMetrics;

/**
 * The tables of {@code optimize --catalog}: which Unique-Id groups want optimizing in a
 * metric, the solutions of a group, the solutions the optimizer found (rows of
 * {@code solution} with what they improved on), the attempts made ({@code optimize_attempt})
 * and, on PostgreSQL, the claims of the workers sharing the work ({@code optimize_claim}).
 */
interface OptimizeDao {

    /** A solution of a group's member, with that member's board. */
    record Candidate(long id, long levelId, String exactId, String board, String lurd, int moves, int pushes,
            int boxLines, int boxChanges, int pushingSessions, int playerLines) {
        SolutionMetrics metrics() {
            return new SolutionMetrics(moves, pushes, boxLines, boxChanges, pushingSessions, playerLines);
        }
    }

    /** Where a level first appears, for the user. */
    record Appearance(String source, int boardIndex, String title) {
    }

    /** An optimizer solution about to be stored. */
    record Improved(long levelId, String lurd, String lurdSha256, int moves, int pushes, int boxLines, int boxChanges,
            int pushingSessions, int playerLines, String source, String blockTitle, String notes, String metric,
            long improvedFrom, int beforeMoves, int beforePushes) {
    }

    /** The numbers one attempt is stored with. */
    record Attempt(String uniqueId, String metric, long levelId, long startedFrom, Optional<Long> solutionId,
            int endMoves, int endPushes, boolean proved, String optimizer, long timeLimitMs, long nodeLimit,
            double seconds, long nodes) {
    }

    /** A group that wants optimizing, by its first imported playable level. */
    record Wanted(long levelId, String uniqueId) {
    }

    /** Where the catalog's optimizing stands in one metric: the groups with an attempt, improved, proved. */
    record Standing(String metric, long optimized, long improved, long proved) {
    }

    /**
     * The groups with a solution that want optimizing in {@code :metric}, by their first
     * imported playable level: never optimized in it, or some member has a solution better in
     * the metric's order (moves then pushes, or pushes then moves) than the best the last
     * attempt ended with, or the last attempt proved nothing and had a shorter time limit or a
     * smaller node limit than this run; every group with a solution when {@code :force}.
     * {@code :allSources} or a member in one of the collections. Portable: both engines run
     * it; PostgreSQL adds its claims and its lock clause.
     */
    String WANTED = """
            SELECT l.id AS level_id, l.unique_id FROM level l
            WHERE l.unplayable IS NULL
              AND l.id = (SELECT MIN(m.id) FROM level m WHERE m.unique_id = l.unique_id AND m.unplayable IS NULL)
              AND EXISTS (SELECT 1 FROM level m JOIN solution s ON s.level_id = m.id WHERE m.unique_id = l.unique_id)
              AND (CAST(:force AS BOOLEAN) OR NOT EXISTS (
                    SELECT 1 FROM optimize_attempt a WHERE a.unique_id = l.unique_id AND a.metric = CAST(:metric AS VARCHAR)
                      AND (a.proved OR (a.time_limit_ms >= :timeLimitMs AND a.node_limit >= :nodeLimit))
                      AND NOT EXISTS (
                        SELECT 1 FROM level m JOIN solution s ON s.level_id = m.id WHERE m.unique_id = l.unique_id
                          AND ((a.metric = 'moves'
                                AND (s.moves < a.end_moves OR (s.moves = a.end_moves AND s.pushes < a.end_pushes)))
                            OR (a.metric = 'pushes'
                                AND (s.pushes < a.end_pushes OR (s.pushes = a.end_pushes AND s.moves < a.end_moves)))))))
            """ + ClaimSql.IN_SOURCES;

    /** The first {@code limit} groups that want optimizing, in import order (one process: H2). */
    @SqlQuery(WANTED + " ORDER BY l.id LIMIT :limit")
    @RegisterConstructorMapper(Wanted.class)
    List<Wanted> wanted(@Bind("metric") String metric, @Bind("timeLimitMs") long timeLimitMs,
            @Bind("nodeLimit") long nodeLimit, @Bind("force") boolean force,
            @Bind("allSources") boolean allSources, @Bind("collections") Long[] collections, @Bind("limit") int limit);

    /**
     * PostgreSQL: groups after level row {@code after} that want optimizing and that no live
     * claim in the metric holds, their first level rows locked until the transaction ends;
     * rows another worker has locked are skipped, not waited for ({@code SolveDao.lockUnclaimed}).
     */
    @SqlQuery(WANTED + """
              AND l.id > :after
              AND NOT EXISTS (SELECT 1 FROM optimize_claim k WHERE k.unique_id = l.unique_id
                              AND k.metric = CAST(:metric AS VARCHAR) AND k.claimed_until > CURRENT_TIMESTAMP)
            ORDER BY l.id LIMIT :limit FOR NO KEY UPDATE OF l SKIP LOCKED
            """)
    @RegisterConstructorMapper(Wanted.class)
    List<Wanted> lockUnclaimed(@Bind("metric") String metric, @Bind("timeLimitMs") long timeLimitMs,
            @Bind("nodeLimit") long nodeLimit, @Bind("force") boolean force, @Bind("allSources") boolean allSources,
            @Bind("collections") Long[] collections, @Bind("after") long after, @Bind("limit") int limit);

    /** PostgreSQL: drops a lapsed claim of a group in the metric (its worker was killed). */
    @SqlUpdate("""
            DELETE FROM optimize_claim WHERE unique_id = :uniqueId AND metric = :metric
              AND claimed_until <= CURRENT_TIMESTAMP
            """)
    int dropLapsedClaim(@Bind("uniqueId") String uniqueId, @Bind("metric") String metric);

    /** PostgreSQL: claims a group in the metric for {@code seconds} unless someone holds it; 1 when claimed. */
    @SqlUpdate("""
            INSERT INTO optimize_claim (unique_id, metric, claimed_by, claimed_until)
            SELECT :uniqueId, :metric, :worker, """ + ClaimSql.UNTIL + """
            WHERE NOT EXISTS (SELECT 1 FROM optimize_claim WHERE unique_id = :uniqueId AND metric = :metric)
            """)
    int claim(@Bind("uniqueId") String uniqueId, @Bind("metric") String metric, @Bind("worker") String worker,
            @Bind("seconds") long seconds);

    /** PostgreSQL: extends every claim {@code worker} holds to {@code seconds} from now. */
    @SqlUpdate("UPDATE optimize_claim SET claimed_until = " + ClaimSql.UNTIL + " WHERE claimed_by = :worker")
    int renew(@Bind("worker") String worker, @Bind("seconds") long seconds);

    /** The live claims in the metric of workers other than {@code worker}, by worker. */
    @SqlQuery(ClaimSql.HELD + """
            optimize_claim
            WHERE claimed_until > CURRENT_TIMESTAMP AND claimed_by <> :worker AND metric = :metric
            GROUP BY claimed_by ORDER BY claimed_by
            """)
    @RegisterConstructorMapper(HeldClaims.class)
    List<HeldClaims> heldByOthers(@Bind("worker") String worker, @Bind("metric") String metric);

    /** Every live claim in the metric, by worker. */
    @SqlQuery(ClaimSql.HELD + """
            optimize_claim
            WHERE claimed_until > CURRENT_TIMESTAMP AND metric = :metric GROUP BY claimed_by ORDER BY claimed_by
            """)
    @RegisterConstructorMapper(HeldClaims.class)
    List<HeldClaims> liveClaims(@Bind("metric") String metric);

    /** PostgreSQL: gives back every claim {@code worker} holds in the metric on a group not in {@code searching}. */
    @SqlUpdate("""
            DELETE FROM optimize_claim WHERE claimed_by = :worker AND metric = :metric
              AND NOT (unique_id = ANY(:searching))
            """)
    int releaseAllBut(@Bind("worker") String worker, @Bind("metric") String metric,
            @Bind("searching") String[] searching);

    @SqlUpdate("DELETE FROM optimize_claim WHERE unique_id = :uniqueId AND metric = :metric AND claimed_by = :worker")
    int release(@Bind("uniqueId") String uniqueId, @Bind("metric") String metric, @Bind("worker") String worker);

    /**
     * PostgreSQL: locks the group's first level row until the transaction ends, so that two
     * workers storing the same group in one metric (the first one's claim lapsed while it was
     * still searching) store one after the other: the second then replaces the first one's
     * attempt instead of failing on its key.
     */
    @SqlQuery("""
            SELECT id FROM level WHERE id = (SELECT MIN(m.id) FROM level m WHERE m.unique_id = :uniqueId
                                             AND m.unplayable IS NULL) FOR NO KEY UPDATE
            """)
    Optional<Long> lockGroup(@Bind("uniqueId") String uniqueId);

    /** The Unique-Id groups with a playable level that have a solution: what there is to optimize. */
    @SqlQuery("""
            SELECT COUNT(DISTINCT m.unique_id) FROM level m JOIN solution s ON s.level_id = m.id
            WHERE m.unplayable IS NULL
            """)
    long groupsWithSolution();

    /** Per metric with an attempt: the groups optimized, those whose last attempt stored an improvement, those proved. */
    @SqlQuery("""
            SELECT metric, COUNT(*) AS optimized, COUNT(solution_id) AS improved,
                   SUM(CASE WHEN proved THEN 1 ELSE 0 END) AS proved
            FROM optimize_attempt GROUP BY metric ORDER BY metric
            """)
    @RegisterConstructorMapper(Standing.class)
    List<Standing> standing();

    /** Every solution of every playable member of a group, in storage order. */
    @SqlQuery("""
            SELECT s.id, s.level_id, l.exact_id, l.board, s.lurd, s.moves, s.pushes, s.box_lines, s.box_changes,
                   s.pushing_sessions, s.player_lines
            FROM level l JOIN solution s ON s.level_id = l.id
            WHERE l.unique_id = :uniqueId AND l.unplayable IS NULL ORDER BY s.id
            """)
    @RegisterConstructorMapper(Candidate.class)
    List<Candidate> solutionsOfGroup(@Bind("uniqueId") String uniqueId);

    @SqlQuery("""
            SELECT c.source, o.board_index, o.title FROM occurrence o JOIN collection c ON c.id = o.collection_id
            WHERE o.level_id = :levelId ORDER BY o.id LIMIT 1
            """)
    @RegisterConstructorMapper(Appearance.class)
    Optional<Appearance> firstAppearance(@Bind("levelId") long levelId);

    /** Stores an optimizer solution unless its level has the same moves already; 1 when stored. */
    @SqlUpdate("""
            INSERT INTO solution (level_id, lurd, lurd_sha256, moves, pushes, box_lines, box_changes,
                                  pushing_sessions, player_lines, source, block_title, notes,
                                  improved_metric, improved_from, before_moves, before_pushes)
            SELECT CAST(:levelId AS BIGINT), CAST(:lurd AS VARCHAR), CAST(:lurdSha256 AS CHAR(64)),
                   CAST(:moves AS INTEGER), CAST(:pushes AS INTEGER), CAST(:boxLines AS INTEGER),
                   CAST(:boxChanges AS INTEGER), CAST(:pushingSessions AS INTEGER), CAST(:playerLines AS INTEGER),
                   CAST(:source AS VARCHAR), CAST(:blockTitle AS VARCHAR), CAST(:notes AS VARCHAR),
                   CAST(:metric AS VARCHAR), CAST(:improvedFrom AS BIGINT), CAST(:beforeMoves AS INTEGER),
                   CAST(:beforePushes AS INTEGER)
            WHERE NOT EXISTS (SELECT 1 FROM solution s WHERE s.level_id = :levelId AND s.lurd_sha256 = :lurdSha256)
            """)
    int insertImproved(@BindMethods Improved solution);

    @SqlQuery("SELECT id FROM solution WHERE level_id = :levelId AND lurd_sha256 = :sha256")
    Optional<Long> solutionId(@Bind("levelId") long levelId, @Bind("sha256") String sha256);

    @SqlUpdate("DELETE FROM optimize_attempt WHERE unique_id = :uniqueId AND metric = :metric")
    void forgetAttempt(@Bind("uniqueId") String uniqueId, @Bind("metric") String metric);

    @SqlUpdate("""
            INSERT INTO optimize_attempt (unique_id, metric, level_id, started_from, solution_id, end_moves, end_pushes,
                                          proved, optimizer, time_limit_ms, node_limit, seconds, nodes, attempted_at)
            VALUES (:uniqueId, :metric, :levelId, :startedFrom, :solutionId, :endMoves, :endPushes,
                    :proved, :optimizer, :timeLimitMs, :nodeLimit, :seconds, :nodes, CURRENT_TIMESTAMP)
            """)
    void recordAttempt(@BindMethods Attempt attempt);
}
