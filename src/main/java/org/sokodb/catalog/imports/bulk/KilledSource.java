package org.sokodb.catalog.imports.bulk;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.duplicates.DuplicateGroupDao;

/**
 * What H2 keeps of a source a kill stopped, though its recovery rolled the rest of it back,
 * removed when the catalog is next opened (catalog.md, crash safety). H2 rolls back an
 * unfinished transaction by its undo log as the file holds it; the crash harness found files
 * whose newest store held rows of that transaction that the stored undo log did not list:
 * the boards of the source being written, above the newest source row (which was rolled
 * back), and levels above the newest level a board refers to. No source
 * printed as imported can own such a row: its source row and its levels were committed and on
 * the disk before it was printed. Boards go first, with the duplicate groups of the levels
 * they named counted again, then the levels that no board and no solution refers to any more.
 * One read, and no write, on a catalog in order.
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
        if (left.boards() > 0) {
            catalog.handle().useTransaction(h -> {
                KilledSourceDao killed = h.attach(KilledSourceDao.class);
                String[] groups = killed.groupsOfBoards().toArray(String[]::new);
                killed.forgetBoards();
                if (groups.length > 0) {
                    DuplicateGroupDao counts = h.attach(DuplicateGroupDao.class);
                    counts.forget(groups);
                    counts.recount(groups);
                }
            });
        }
        catalog.dao(BulkIndexDao.class).forgetLevelsAfterTheLastBoard();
    }
}
