package org.sokodb.catalog.difficulty;

import java.util.List;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

import org.sokodb.catalog.HexId;

/**
 * The {@code play} table (migration 17): the plays people finished on the play page, one row a
 * play, and their count and median time by Unique-Id group. Portable: both engines run it.
 */
interface PlayDao {

    /** A group's plays: how many, and the median time (null when none). */
    record Times(@HexId String uniqueId, long plays, Double medianMillis) {
        PlayTimes times() {
            return new PlayTimes(plays, medianMillis == null ? Double.NaN : medianMillis);
        }
    }

    String TIMES = """
            SELECT p.unique_id, COUNT(*) AS plays,
                   CAST(PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY p.time_ms) AS DOUBLE PRECISION) AS median_millis
            FROM play p
            """;

    /** The plays of one group; none is a count of 0. */
    @SqlQuery(TIMES + " WHERE p.unique_id = :uniqueId GROUP BY p.unique_id")
    @RegisterConstructorMapper(Times.class)
    List<Times> timesOf(@HexId @Bind("uniqueId") String uniqueId);

    /** Every group with at least {@code min} plays, by Unique-Id. */
    @SqlQuery(TIMES + " GROUP BY p.unique_id HAVING COUNT(*) >= :min ORDER BY p.unique_id")
    @RegisterConstructorMapper(Times.class)
    List<Times> played(@Bind("min") int min);

    @SqlQuery("SELECT COUNT(*) FROM play WHERE unique_id = :uniqueId")
    long countOf(@HexId @Bind("uniqueId") String uniqueId);

    @SqlQuery("SELECT COUNT(*) FROM play")
    long count();

    @SqlUpdate("""
            INSERT INTO play (unique_id, estimator, time_ms, moves, pushes, undos, restarts, recorded_on)
            VALUES (:uniqueId, :estimator, :timeMillis, :moves, :pushes, :undos, :restarts, CURRENT_DATE)
            """)
    void insert(@HexId @Bind("uniqueId") String uniqueId, @Bind("estimator") String estimator,
            @Bind("timeMillis") long timeMillis, @Bind("moves") int moves, @Bind("pushes") int pushes,
            @Bind("undos") int undos, @Bind("restarts") int restarts);
}
