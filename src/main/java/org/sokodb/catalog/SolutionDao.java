package org.sokodb.catalog;

import java.util.List;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;

/** The {@code solution} table. Reading only, for now: the solutions work adds the writing side. */
public interface SolutionDao {

    @SqlQuery("SELECT lurd, moves, pushes, box_lines, box_changes, pushing_sessions, player_lines, source,"
            + " block_title, notes FROM solution WHERE level_id = :levelId ORDER BY moves, pushes, id")
    @RegisterConstructorMapper(StoredSolution.class)
    List<StoredSolution> ofLevel(@Bind("levelId") long levelId);

    @SqlQuery("SELECT COUNT(*) FROM solution")
    long count();
}
