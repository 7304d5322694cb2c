package org.sokodb.catalog.difficulty;

import java.util.List;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.BindMethods;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

import org.sokodb.catalog.HexId;
import org.sokodb.catalog.claims.ClaimSql;

/**
 * The {@code difficulty} table: which Unique-Id groups want rating, the solutions they are
 * rated by, the ratings stored, and the rated groups as {@code difficulty --catalog},
 * {@code show}, {@code export} and the web read them.
 */
interface DifficultyDao {

    /** A group that wants rating, by its first imported playable level. */
    record Wanted(long levelId, @HexId String uniqueId) {
    }

    /** A solution of a group's member, with that member's board. */
    record Candidate(@HexId String uniqueId, long levelId, String board, long solutionId, String lurd) {
    }

    /**
     * A stored rating, with the quantities it was computed from; {@code goalEntries} null for a
     * rating stored before the catalog had them (migration 18), which wants rating again.
     */
    record Row(@HexId String uniqueId, long levelId, long solutionId, long solutionsUpTo, String estimator,
            double difficulty, String band, double score, int boxes, int floorSquares, double congestion, int pushes,
            int moves, int boxLines, int boxChanges, double decomposition, int counterintuitive, Integer goalEntries) {
    }

    /** A rated group of a source: where its first board of the source stands in it. */
    record InSource(int boardIndex, String title, @HexId String uniqueId, double difficulty, String band) {
    }

    /**
     * The groups with a solution that want rating, by their first imported playable level:
     * never rated, rated by another estimator version than {@code :version}, rated before the
     * catalog stored goal entries, stored with a band that is not that of its difficulty as written
     * (to one decimal, {@code Band.of}: 89.97 was once stored {@code hard}), or a member has a
     * solution newer than the newest the rating saw. {@code :allSources} or a member in one of the collections. Portable: both
     * engines run it; PostgreSQL adds its lock clause.
     */
    String WANTED = """
            SELECT l.id AS level_id, l.unique_id FROM level l
            WHERE l.unplayable IS NULL
              AND l.id > :after
              AND l.id = (SELECT MIN(m.id) FROM level m WHERE m.unique_id = l.unique_id AND m.unplayable IS NULL)
              AND EXISTS (SELECT 1 FROM level m JOIN solution s ON s.level_id = m.id WHERE m.unique_id = l.unique_id)
              AND NOT EXISTS (
                    SELECT 1 FROM difficulty d WHERE d.unique_id = l.unique_id
                      AND d.estimator = CAST(:version AS VARCHAR) AND d.goal_entries IS NOT NULL
                      AND d.band = CASE WHEN d.difficulty < 29.95 THEN 'easy' WHEN d.difficulty < 69.95 THEN 'medium'
                                        WHEN d.difficulty < 89.95 THEN 'hard' ELSE 'very-hard' END
                      AND NOT EXISTS (SELECT 1 FROM level m JOIN solution s ON s.level_id = m.id
                                      WHERE m.unique_id = l.unique_id AND s.id > d.solutions_up_to))
            """ + ClaimSql.IN_SOURCES;

    /** Up to {@code limit} groups after level row {@code after} that want rating, in import order (H2: one process). */
    @SqlQuery(WANTED + " ORDER BY l.id LIMIT :limit")
    @RegisterConstructorMapper(Wanted.class)
    List<Wanted> wanted(@Bind("version") String version,
            @Bind("allSources") boolean allSources, @Bind("collections") Long[] collections, @Bind("after") long after,
            @Bind("limit") int limit);

    /**
     * PostgreSQL: as {@link #wanted}, their first level rows locked until the transaction that
     * stores their ratings ends; rows another process has locked are skipped, not waited for,
     * so processes rating at once take different groups.
     */
    @SqlQuery(WANTED + " ORDER BY l.id LIMIT :limit FOR NO KEY UPDATE OF l SKIP LOCKED")
    @RegisterConstructorMapper(Wanted.class)
    List<Wanted> lockWanted(@Bind("version") String version,
            @Bind("allSources") boolean allSources, @Bind("collections") Long[] collections, @Bind("after") long after,
            @Bind("limit") int limit);

    /** Every solution of every playable member of the groups, by group, member and storage order. */
    @SqlQuery("""
            SELECT l.unique_id, l.id AS level_id, l.board, s.id AS solution_id, s.lurd
            FROM level l JOIN solution s ON s.level_id = l.id
            WHERE l.unique_id = ANY(:uniqueIds) AND l.unplayable IS NULL ORDER BY l.unique_id, l.id, s.id
            """)
    @RegisterConstructorMapper(Candidate.class)
    List<Candidate> solutionsOf(@HexId @Bind("uniqueIds") String[] uniqueIds);

    String ROW = """
            SELECT d.unique_id, d.level_id, d.solution_id, d.solutions_up_to, d.estimator, d.difficulty, d.band, d.score,
                   d.boxes, d.floor_squares, d.congestion, d.pushes, d.moves, d.box_lines, d.box_changes,
                   d.decomposition, d.counterintuitive, d.goal_entries
            FROM difficulty d
            """;

    /** The stored ratings of the groups (those that have one). */
    @SqlQuery(ROW + " WHERE d.unique_id = ANY(:uniqueIds)")
    @RegisterConstructorMapper(Row.class)
    List<Row> stored(@HexId @Bind("uniqueIds") String[] uniqueIds);

    /**
     * The rated groups still in the catalog, in import order of their first level; those of
     * {@code :allSources} or with a member in one of the collections.
     */
    @SqlQuery(ROW + """
            JOIN level l ON l.unique_id = d.unique_id
            WHERE l.id = (SELECT MIN(m.id) FROM level m WHERE m.unique_id = l.unique_id AND m.unplayable IS NULL)
            """ + ClaimSql.IN_SOURCES + " ORDER BY l.id")
    @RegisterConstructorMapper(Row.class)
    List<Row> rated(@Bind("allSources") boolean allSources, @Bind("collections") Long[] collections);

    /** The rated groups among the boards of one source, by board order: the first board of each group in it. */
    @SqlQuery("""
            SELECT o.board_index, o.title, d.unique_id, d.difficulty, d.band
            FROM occurrence o JOIN level l ON l.id = o.level_id JOIN difficulty d ON d.unique_id = l.unique_id
            WHERE o.collection_id = :collection ORDER BY o.board_index
            """)
    @RegisterConstructorMapper(InSource.class)
    List<InSource> ofSource(@Bind("collection") long collection);

    @SqlUpdate("DELETE FROM difficulty WHERE unique_id = :uniqueId")
    int forget(@HexId @Bind("uniqueId") String uniqueId);

    @SqlUpdate("""
            INSERT INTO difficulty (unique_id, level_id, solution_id, solutions_up_to, estimator, difficulty, band, score,
                                    boxes, floor_squares, congestion, pushes, moves, box_lines, box_changes,
                                    decomposition, counterintuitive, goal_entries, rated_at)
            VALUES (:uniqueId, :levelId, :solutionId, :solutionsUpTo, :estimator, :difficulty, :band, :score,
                    :boxes, :floorSquares, :congestion, :pushes, :moves, :boxLines, :boxChanges,
                    :decomposition, :counterintuitive, :goalEntries, CURRENT_TIMESTAMP)
            """)
    void store(@BindMethods Row row);
}
