package org.sokodb.catalog.sources;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.statement.SqlQuery;

/**
 * The catalog's size in one statement ({@link Inventory#compute}, {@code sokodb stats}): the
 * sums of the sources' own counts, the levels, the duplicate groups and the solutions. One
 * small DAO instead of the four whose counts these are ({@code CollectionDao}, {@code LevelDao},
 * {@code DuplicateDao}, {@code SolutionDao}): jdbi reads every statement of a DAO when it is
 * first attached, ≈ 50 ms of CPU for those four, a sixteenth of {@code stats}.
 */
interface CatalogSizeDao {
    @SqlQuery("""
            SELECT c.sources, c.boards, (SELECT COUNT(*) FROM level) AS levels, c.invalid,
                   g.groups AS duplicateGroups, g.boards AS boardsInGroups,
                   (SELECT COUNT(*) FROM solution) AS solutions
            FROM (SELECT COUNT(*) AS sources, COALESCE(SUM(boards), 0) AS boards,
                         COALESCE(SUM(invalid), 0) AS invalid FROM collection) c
            CROSS JOIN (SELECT COUNT(*) AS groups, COALESCE(SUM(members), 0) AS boards FROM duplicate_group) g
            """)
    @RegisterConstructorMapper(CatalogSize.class)
    CatalogSize size();
}
