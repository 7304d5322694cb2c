package org.sokodb.catalog.solving;

import java.util.List;
import java.util.Optional;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

import org.sokodb.catalog.claims.ClaimSql;
import org.sokodb.catalog.claims.HeldClaims;

/**
 * The tables of {@code solve --catalog}: which Unique-Id groups still want a solution, the
 * attempts made ({@code solve_attempt}) and, on PostgreSQL, the claims of the workers sharing
 * the work ({@code solve_claim}).
 */
interface SolveDao {

    /** The numbers one attempt is stored with. */
    record Attempt(String uniqueId, long levelId, String verdict, String solver, long timeLimitMs, long memoryBytes,
            long nodeLimit, double seconds, long nodes, boolean pushOptimal, Optional<Long> solutionId) {
    }

    /**
     * The groups that want a search, each by its first imported playable level (the smallest
     * level id: ids grow in import order) and that level's first occurrence: no member has a
     * solution, no attempt proved the group unsolvable, and no attempt gave up with limits at
     * least as large as this run's. {@code :allSources} or a member in one of the
     * collections. Portable: both engines run it; PostgreSQL adds its lock clause.
     */
    String WANTED = """
            SELECT l.id AS level_id, l.unique_id, l.exact_id, l.board, c.source, o.board_index, o.line, o.title, o.author
            FROM level l
            JOIN occurrence o ON o.id = (SELECT MIN(f.id) FROM occurrence f WHERE f.level_id = l.id)
            JOIN collection c ON c.id = o.collection_id
            WHERE l.unplayable IS NULL
              AND l.id = (SELECT MIN(m.id) FROM level m WHERE m.unique_id = l.unique_id AND m.unplayable IS NULL)
              AND NOT EXISTS (SELECT 1 FROM level m JOIN solution s ON s.level_id = m.id
                              WHERE m.unique_id = l.unique_id)
              AND NOT EXISTS (SELECT 1 FROM solve_attempt a WHERE a.unique_id = l.unique_id
                              AND (a.verdict IN ('solved', 'unsolvable')
                                   OR (a.time_limit_ms >= :timeLimitMs AND a.memory_bytes >= :memoryBytes
                                       AND a.node_limit >= :nodeLimit)))
            """ + ClaimSql.IN_SOURCES;

    /** The first {@code limit} groups that want a search, in import order (one process: H2). */
    @SqlQuery(WANTED + " ORDER BY l.id LIMIT :limit")
    @RegisterConstructorMapper(SolveTask.class)
    List<SolveTask> wanted(@Bind("timeLimitMs") long timeLimitMs, @Bind("memoryBytes") long memoryBytes,
            @Bind("nodeLimit") long nodeLimit, @Bind("allSources") boolean allSources,
            @Bind("collections") Long[] collections, @Bind("limit") int limit);

    /**
     * PostgreSQL: groups after level row {@code after} that want a search and that no live
     * claim holds, their first level rows locked until the transaction ends; rows another
     * worker has locked are skipped, not waited for. NO KEY UPDATE, not UPDATE: an import
     * inserting an occurrence of that level (which takes KEY SHARE) is not held up.
     */
    @SqlQuery(WANTED + """
              AND l.id > :after
              AND NOT EXISTS (SELECT 1 FROM solve_claim k WHERE k.unique_id = l.unique_id
                              AND k.claimed_until > CURRENT_TIMESTAMP)
            ORDER BY l.id LIMIT :limit FOR NO KEY UPDATE OF l SKIP LOCKED
            """)
    @RegisterConstructorMapper(SolveTask.class)
    List<SolveTask> lockUnclaimed(@Bind("timeLimitMs") long timeLimitMs, @Bind("memoryBytes") long memoryBytes,
            @Bind("nodeLimit") long nodeLimit, @Bind("allSources") boolean allSources,
            @Bind("collections") Long[] collections, @Bind("after") long after, @Bind("limit") int limit);

    /** PostgreSQL: extends every claim {@code worker} holds to {@code seconds} from now; how many it holds. */
    @SqlUpdate("UPDATE solve_claim SET claimed_until = " + ClaimSql.UNTIL + " WHERE claimed_by = :worker")
    int renew(@Bind("worker") String worker, @Bind("seconds") long seconds);

    /** The live claims of workers other than {@code worker}, by worker. */
    @SqlQuery(ClaimSql.HELD + """
            solve_claim
            WHERE claimed_until > CURRENT_TIMESTAMP AND claimed_by <> :worker
            GROUP BY claimed_by ORDER BY claimed_by
            """)
    @RegisterConstructorMapper(HeldClaims.class)
    List<HeldClaims> heldByOthers(@Bind("worker") String worker);

    /**
     * The groups of playable levels, those with a solution in some member (imported or found),
     * and the groups by their last attempt's verdict.
     */
    @SqlQuery("""
            SELECT (SELECT COUNT(DISTINCT unique_id) FROM level WHERE unplayable IS NULL) AS groups,
                   (SELECT COUNT(DISTINCT m.unique_id) FROM level m JOIN solution s ON s.level_id = m.id) AS with_solution,
                   (SELECT COUNT(*) FROM solve_attempt WHERE verdict = 'solved') AS solved_by_search,
                   (SELECT COUNT(*) FROM solve_attempt WHERE verdict = 'unsolvable') AS unsolvable,
                   (SELECT COUNT(*) FROM solve_attempt WHERE verdict = 'timeout') AS timeout,
                   (SELECT COUNT(*) FROM solve_attempt WHERE verdict = 'memory') AS memory,
                   (SELECT COUNT(*) FROM solve_attempt WHERE verdict = 'failed') AS failed
            """)
    @RegisterConstructorMapper(SolvingStanding.class)
    SolvingStanding standing();

    /** Every live claim, by worker. */
    @SqlQuery(ClaimSql.HELD + """
            solve_claim
            WHERE claimed_until > CURRENT_TIMESTAMP GROUP BY claimed_by ORDER BY claimed_by
            """)
    @RegisterConstructorMapper(HeldClaims.class)
    List<HeldClaims> liveClaims();

    /** PostgreSQL: drops a lapsed claim of a group (its worker was killed). */
    @SqlUpdate("DELETE FROM solve_claim WHERE unique_id = :uniqueId AND claimed_until <= CURRENT_TIMESTAMP")
    int dropLapsedClaim(@Bind("uniqueId") String uniqueId);

    /**
     * PostgreSQL: claims a group for {@code seconds} unless someone holds it; 1 when claimed.
     * A worker that locked the level row just after another committed its claim sees that
     * claim here (a new statement, a new snapshot) and gets 0.
     */
    @SqlUpdate("""
            INSERT INTO solve_claim (unique_id, claimed_by, claimed_until)
            SELECT :uniqueId, :worker, """ + ClaimSql.UNTIL + """
            WHERE NOT EXISTS (SELECT 1 FROM solve_claim WHERE unique_id = :uniqueId)
            """)
    int claim(@Bind("uniqueId") String uniqueId, @Bind("worker") String worker, @Bind("seconds") long seconds);

    /**
     * PostgreSQL: locks the searched level's row until the transaction ends, so that two
     * workers storing the same group (the first one's claim lapsed while it was still
     * searching) store one after the other: the second then replaces the first one's attempt
     * instead of failing on its key.
     */
    @SqlQuery("SELECT id FROM level WHERE id = :levelId FOR NO KEY UPDATE")
    Optional<Long> lockGroup(@Bind("levelId") long levelId);

    /** PostgreSQL: gives back every claim {@code worker} holds on a group not in {@code searching}. */
    @SqlUpdate("DELETE FROM solve_claim WHERE claimed_by = :worker AND NOT (unique_id = ANY(:searching))")
    int releaseAllBut(@Bind("worker") String worker, @Bind("searching") String[] searching);

    @SqlUpdate("DELETE FROM solve_claim WHERE unique_id = :uniqueId AND claimed_by = :worker")
    int release(@Bind("uniqueId") String uniqueId, @Bind("worker") String worker);

    @SqlQuery("SELECT id FROM solution WHERE level_id = :levelId AND lurd_sha256 = :sha256")
    Optional<Long> solutionId(@Bind("levelId") long levelId, @Bind("sha256") String sha256);

    @SqlUpdate("DELETE FROM solve_attempt WHERE unique_id = :uniqueId")
    void forgetAttempt(@Bind("uniqueId") String uniqueId);

    @SqlUpdate("""
            INSERT INTO solve_attempt (unique_id, level_id, verdict, solver, time_limit_ms, memory_bytes, node_limit,
                                       seconds, nodes, push_optimal, solution_id, attempted_at)
            VALUES (:uniqueId, :levelId, :verdict, :solver, :timeLimitMs, :memoryBytes, :nodeLimit,
                    :seconds, :nodes, :pushOptimal, :solutionId, CURRENT_TIMESTAMP)
            """)
    void recordAttempt(@BindMethods Attempt attempt);
}
