package org.sokodb.catalog.imports;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.PostgresDao;

/**
 * Keeps PostgreSQL's planner statistics in step with a large import. To the planner, a
 * table nobody has analysed is small; it then joins a batch's levels to their boards by
 * reading every board, and the recount of duplicate groups after each batch read the whole
 * {@code occurrence} table: an import of Boxoban slowed down with every source (227 sources
 * in four minutes, 20.7 million rows read by sequential scans, autovacuum had not analysed
 * anything yet). So an import analyses the board tables itself, at its first durable commit
 * after the boards it has written have doubled, from {@link #FIRST} on: a few dozen
 * milliseconds, a score of times for the largest imports. An H2 file keeps its own statistics up to date; nothing is done.
 */
final class PlannerStatistics {
    /** Boards written before the first ANALYZE. */
    static final long FIRST = 5_000;

    private final Catalog catalog;
    private long written;
    private long next;

    PlannerStatistics(Catalog catalog) {
        this(catalog, FIRST);
    }

    /** Tests start from fewer boards. */
    PlannerStatistics(Catalog catalog, long first) {
        this.catalog = catalog;
        this.next = first;
    }

    /** {@code boards} more were written (counted; the ANALYZE waits for {@link #committed}). */
    void wrote(long boards) {
        written += boards;
    }

    /**
     * The import has just committed: analyses if the boards written have doubled. Only out of
     * a transaction: an import's transaction holds several sources, and ANALYZE inside it
     * would hold its locks to the end. (Asked while writing, as it first was, it always found
     * the import's transaction open, and never ran.)
     */
    void committed() {
        if (written < next || !catalog.dialect().analysesAfterBulkWrites() || catalog.handle().isInTransaction()) {
            return;
        }
        catalog.dao(PostgresDao.class).analyzeBoards();
        next = written * 2;
    }
}
