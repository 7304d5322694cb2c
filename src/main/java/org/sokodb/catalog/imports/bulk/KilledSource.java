package org.sokodb.catalog.imports.bulk;

import java.util.List;

import org.jdbi.v3.core.Handle;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.duplicates.DuplicateGroupDao;

/**
 * What H2 keeps of a source a kill stopped, though its recovery rolled the rest of it back,
 * removed when the catalog is next opened (catalog.md, crash safety). H2 rolls back an
 * unfinished transaction by its undo log as the file holds it; the crash harness found files
 * whose newest store held rows of that transaction that the stored undo log did not list:
 * the boards of the source being written, whose source row was rolled back, and levels above
 * the newest level a board refers to. Should the source row of the source being written outlive
 * it too (its undo record lost with those after it), it still says it has no board
 * ({@link KilledSourceDao#UNFINISHED}): it goes with its boards. A build without this repair
 * may have imported more sources since: the boards are then between two sources, not above the
 * newest, and are found there too ({@link KilledSourceDao#gaps}). No source printed as imported
 * can own such a row: its source row and its levels were committed and on the disk before it
 * was printed. Sources and boards go first, with the duplicate groups of the levels they named
 * counted again and those levels removed when nothing else refers to them, then the levels above
 * the newest one a board refers to that no solution refers to. One read, and no write, on a
 * catalog in order.
 */
final class KilledSource {
    private KilledSource() {
    }

    /** Removes what a killed source left; asks one question and writes nothing when it left nothing. */
    static void forget(Catalog catalog) {
        KilledSourceDao.Left left = catalog.dao(KilledSourceDao.class).left();
        if (left.none()) {
            return;
        }
        if (left.unfinished() > 0) {
            for (long source : catalog.dao(KilledSourceDao.class).unfinished()) {
                catalog.handle().useTransaction(h -> forget(h, source, source + 1, true));
            }
        }
        if (left.boards() > 0) {
            for (KilledSourceDao.Gap gap : catalog.dao(KilledSourceDao.class).gaps()) {
                catalog.handle().useTransaction(h -> forget(h, gap.lo(), gap.hi(), false));
            }
        }
        catalog.dao(BulkIndexDao.class).forgetLevelsAfterTheLastBoard();
    }

    /**
     * Removes the boards of sources {@code [from, to)} (and those source rows, with {@code sources}),
     * counts the groups of their levels again and removes the levels nothing refers to any more.
     */
    private static void forget(Handle h, long from, long to, boolean sources) {
        KilledSourceDao killed = h.attach(KilledSourceDao.class);
        String[] groups = killed.groupsOf(from, to).toArray(String[]::new);
        List<Long> levels = killed.levelsOf(from, to);
        killed.forgetBoards(from, to);
        if (sources) {
            killed.forgetSources(from, to);
        }
        if (groups.length > 0) {
            DuplicateGroupDao counts = h.attach(DuplicateGroupDao.class);
            counts.forget(groups);
            counts.recount(groups);
        }
        if (!levels.isEmpty()) {
            h.attach(LevelDao.class).deleteIfUnused(levels);
        }
    }
}
