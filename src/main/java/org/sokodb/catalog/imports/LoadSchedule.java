package org.sokodb.catalog.imports;

import java.util.List;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.bulk.BulkLoad;
import org.sokodb.catalog.imports.bulk.BulkThreshold;
import org.sokodb.catalog.imports.bulk.PostgresForeignKeys;
import org.sokodb.catalog.sources.CollectionDao;

/**
 * Every choice of how an import run writes, made in one place: when it commits durably, when
 * it becomes a bulk load (levels decided from memory), when the two random-key indexes of
 * {@code level} and, on PostgreSQL, the foreign keys of {@code occurrence} come off, when the
 * planner's statistics are brought up to date, and, at the run's end or after a failure, the
 * putting back of all of it.
 *
 * <ul>
 *   <li><b>the writer's thread</b> ({@link ConnectionWriter}): holds the connection from the
 *       start of a bulk load on PostgreSQL to its end, while the importing thread decides and
 *       encodes the next batch;</li>
 *   <li><b>durability</b>: a durable commit at most every second ({@link ImportTransaction}),
 *       at once after a source that wrote nothing, and always before a switch below, which
 *       each work outside a transaction;</li>
 *   <li><b>bulk load</b> ({@link BulkLoad}): once the import is large for the catalog
 *       ({@link BulkThreshold}); a run that found every level known so far keeps the indexes
 *       until a source adds a new level;</li>
 *   <li><b>indexes</b> off at the end of the source that added the first new level of a bulk
 *       load, built again at its end;</li>
 *   <li><b>foreign keys</b> ({@link PostgresForeignKeys}): off from the same threshold on
 *       PostgreSQL, put back at the end;</li>
 *   <li><b>planner statistics</b> ({@link PlannerStatistics}): after a durable commit once
 *       the boards written have doubled.</li>
 * </ul>
 *
 * What a kill leaves half done (indexes or keys off, a retention set) is repaired the next
 * time the catalog opens ({@code bulk.InterruptedImport}).
 */
final class LoadSchedule {
    private final Catalog catalog;
    private final ImportTransaction transaction;
    private final PlannerStatistics statistics;
    private final BulkLoad bulk;
    private final PostgresForeignKeys foreignKeys;
    private final KnownSources sources;
    private final boolean server;

    LoadSchedule(Catalog catalog, BulkThreshold threshold, ImportTransaction transaction, long analyseFrom,
            KnownSources sources) {
        this.catalog = catalog;
        this.transaction = transaction;
        this.sources = sources;
        this.server = catalog.engine() == DatabaseEngine.POSTGRESQL;
        this.statistics = new PlannerStatistics(catalog, analyseFrom);
        this.bulk = new BulkLoad(catalog, threshold);
        this.foreignKeys = new PostgresForeignKeys(catalog, threshold);
    }

    /** The bulk load the sources write through (inactive until {@link #afterSource} begins it). */
    BulkLoad bulk() {
        return bulk;
    }

    /**
     * A source ended having written {@code boards}: the switches due now, each after a durable
     * commit ({@code commitDurably}, which also says the sources it covers).
     *
     * @param noNewLevelYet every level the run met so far was known already
     */
    void afterSource(int boards, boolean noNewLevelYet, Runnable commitDurably) {
        statistics.wrote(boards);
        boolean beginBulk = bulk.due(boards);
        boolean keysOff = foreignKeys.due(boards);
        boolean indexesOff = bulk.indexesDue();
        // a bulk load begins, or takes the indexes off, after a commit; a source that
        // wrote nothing is said at once
        if (beginBulk || keysOff || indexesOff || transaction.durableDue() || !transaction.pending()) {
            commitDurably.run();
        }
        if (beginBulk) {
            bulk.begin(noNewLevelYet);
            if (server && bulk.active()) {
                // decided from memory from now on: the writer's thread takes the connection
                sources.remember();
                transaction.writer().activate();
            }
        }
        if (indexesOff) {
            bulk.dropIndexes();
        }
        if (keysOff) {
            foreignKeys.takeOff();
        }
    }

    /** A durable commit was made: the planner's statistics, if the boards written have doubled. */
    void committed() {
        statistics.committed();
    }

    /**
     * The run's end, after its last durable commit: the bulk load finished (indexes built
     * again, groups counted, solutions carried, the duplicates of the sources whose board became
     * the first of its Unique-Id when a source was replaced counted one fewer) and the foreign
     * keys put back.
     *
     * @return the solutions the bulk load carried at its end
     */
    int finish() {
        handBack();
        int carried = bulk.finish();
        List<Long> nowFirst = bulk.nowFirst();
        if (!nowFirst.isEmpty()) {
            catalog.handle().useTransaction(h -> catalog.dao(CollectionDao.class).oneDuplicateFewer(nowFirst));
        }
        foreignKeys.putBack();
        return carried;
    }

    /** After a failure: puts back what it can; what it cannot, the next open repairs. */
    void abandon(RuntimeException failure) {
        try {
            handBack();
            bulk.finish();
            foreignKeys.putBack();
        } catch (RuntimeException f) {
            failure.addSuppressed(f); // the next open repairs what a bulk load left (BulkRestore.repair)
        }
    }

    /** The connection back to the importing thread, the sources asked of the catalog again. */
    private void handBack() {
        sources.forget();
        transaction.writer().deactivate();
    }
}
