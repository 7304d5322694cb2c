package org.sokodb.catalog.imports.bulk;

import java.util.ArrayList;
import java.util.List;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.near.listing.ListingDao;
import org.sokodb.tables.LongMap;

/**
 * Levels that share an Exact-Id, made one again before the repair of an interrupted bulk load
 * puts the Exact-Id constraint back ({@link BulkRestore#repair}).
 *
 * <p>While a bulk load runs, nothing but its in-memory map keeps a level from being stored
 * twice. A catalog found holding two rows of one Exact-Id (the crash harness met one after a
 * series of kills) could never take the constraint back: every later open failed on it, and
 * the catalog was lost to its user. The two rows are the same level — the Exact-Id is the
 * MD5 of the normalised board, and the boards are compared too — so the later row's boards
 * and the solutions the first lacks are moved to the first row (the level as it was first
 * imported), and the later row is removed. Two rows whose boards differ (an MD5-prefix
 * collision) are left as they are: the constraint then still fails, and says which.
 */
final class ExactIdTwins {
    /** Level keys read per query, as {@link BulkLoad} reads them. */
    private static final int KEY_SLICE = 100_000;

    private ExactIdTwins() {
    }

    /**
     * Merges every later level row of an Exact-Id into its first; call in a transaction,
     * before the Exact-Id constraint is added.
     *
     * @return how many level rows were merged away
     */
    static int merge(Catalog catalog) {
        BulkIndexDao indexes = catalog.dao(BulkIndexDao.class);
        LevelDao levels = catalog.dao(LevelDao.class);
        long count = levels.count();
        LongMap first = new LongMap((int) Math.min(Integer.MAX_VALUE / 2, count * 2));
        List<long[]> twins = new ArrayList<>();
        long after = 0;
        for (List<BulkIndexDao.LevelKeys> slice = indexes.keysAfter(after, KEY_SLICE); !slice.isEmpty();
                slice = indexes.keysAfter(after, KEY_SLICE)) {
            for (BulkIndexDao.LevelKeys k : slice) {
                long exact = k.exactId();
                long seen = first.getOrDefault(exact, -1);
                if (seen < 0) {
                    first.put(exact, k.id());
                } else {
                    twins.add(new long[] {k.id(), seen});
                }
            }
            after = slice.get(slice.size() - 1).id();
        }
        int merged = 0;
        for (long[] t : twins) {
            long twin = t[0];
            long kept = t[1];
            if (indexes.sameLevel(twin, kept) == 0) {
                continue;
            }
            catalog.dao(ListingDao.class).forgetListingsFrom(Math.min(twin, kept));
            indexes.moveBoards(twin, kept);
            indexes.moveSolutions(twin, kept);
            levels.deleteIfUnused(List.of(twin));
            merged++;
        }
        return merged;
    }
}
