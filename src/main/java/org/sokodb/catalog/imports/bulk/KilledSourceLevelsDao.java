package org.sokodb.catalog.imports.bulk;

import org.jdbi.v3.sqlobject.statement.SqlQuery;

/**
 * The question every open of an H2 catalog asks before it writes anything
 * ({@link BulkRestore#repair}): are there levels that a kill left behind, above the newest level
 * a board refers to? Only then does it delete them ({@link BulkIndexDao#forgetLevelsAfterTheLastBoard}),
 * so that a command on a catalog in order writes nothing. Apart from {@link BulkIndexDao}, whose
 * two dozen statements jdbi reads when it is first attached.
 */
interface KilledSourceLevelsDao {
    /** How many rows {@link BulkIndexDao#forgetLevelsAfterTheLastBoard} would delete: its own condition, read. */
    @SqlQuery("SELECT COUNT(*) FROM level WHERE id > COALESCE((SELECT MAX(o.level_id) FROM occurrence o), 0)"
            + " AND NOT EXISTS (SELECT 1 FROM solution s WHERE s.level_id = level.id)")
    int count();
}
