package org.sokodb.catalog.imports.bulk;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.LevelDao;
import org.sokodb.tables.LongMap;

/**
 * Every duplicate group of the catalog counted afresh in one pass over its boards, for the
 * end of a bulk load that grew most of the groups (a second corpus of known levels grows one
 * group per board) and for the repair of a killed one.
 *
 * <p>Counting the grown groups a slice at a time looked each one up through the Unique-Id
 * index and inserted it at a random place of {@code duplicate_group}'s key: a third of the
 * time of a second corpus. Here the boards are read in row id order (no sort, no index), in slices, each
 * group is tallied in primitive maps keyed by the Unique-Id's 64 bits (≈ 100 MB for 1.5
 * million Unique-Ids), and the groups go back in key order, which appends to the table's
 * B-tree instead of splitting it at random. H2's own {@code GROUP BY} over the same join
 * would hold every group with a set of its sources in the heap.
 *
 * <p>A group's sources are told apart by counting the changes of source along the boards:
 * exact only when row ids grow with the source (each source's boards are written after its
 * collection row, in one go). The pass checks that and gives up, changing nothing, when it
 * finds otherwise; the caller then counts the groups with SQL.
 */
public final class GroupCensus {
    /**
     * Boards read per query. Not one streamed query: H2 (2.3.232, 2.4.240 and 2.5.252) lets go of the store version
     * a query reads when the query returns, not when its last row is read, so a streamed
     * (lazy) result can meet a page whose chunk H2 has compacted away and dropped meanwhile
     * ("Chunk N not found"). Each query here is whole before the next begins.
     */
    private static final int SLICE = 100_000;
    /** Groups inserted per JDBC batch. */
    private static final int BATCH = 10_000;

    private GroupCensus() {
    }

    /**
     * Replaces every row of {@code duplicate_group}; call inside a transaction.
     *
     * @return false when the boards' sources do not follow their row ids (nothing changed)
     */
    public static boolean recountAll(Catalog catalog) {
        return recountAll(catalog, SLICE, () -> { });
    }

    /**
     * As above, with each of the catalog's {@code levels} Unique-Ids from {@code rows} (the end
     * of a bulk load), so that only the boards are read, not each board's level. False also
     * when a board's level is not in {@code rows}.
     */
    public static boolean recountAll(Catalog catalog, LevelRows rows, long levels) {
        BulkIndexDao dao = catalog.dao(BulkIndexDao.class);
        Tally tally = new Tally(levels);
        long after = 0;
        for (List<BulkIndexDao.LevelBoard> boards = dao.levelBoardsAfter(after, SLICE); !boards.isEmpty();
                boards = dao.levelBoardsAfter(after, SLICE)) {
            for (BulkIndexDao.LevelBoard b : boards) {
                if (!rows.has(b.levelId()) || !tally.add(b.id(), b.collectionId(), rows.uniqueId(b.levelId()))) {
                    return false;
                }
            }
            after = boards.get(boards.size() - 1).id();
        }
        tally.store(dao);
        return true;
    }

    /**
     * As {@link #recountAll(Catalog)}, reading the boards {@code slice} at a time and running
     * {@code afterSlice} after each slice (tests: what H2 may do between two queries).
     */
    public static boolean recountAll(Catalog catalog, int slice, Runnable afterSlice) {
        BulkIndexDao dao = catalog.dao(BulkIndexDao.class);
        Tally tally = new Tally(catalog.dao(LevelDao.class).count());
        long after = 0;
        for (List<BulkIndexDao.BoardKey> boards = dao.boardsAfter(after, slice); !boards.isEmpty();
                boards = dao.boardsAfter(after, slice)) {
            for (BulkIndexDao.BoardKey b : boards) {
                if (!tally.add(b.id(), b.collectionId(), HexIds.key(b.uniqueId()))) {
                    return false;
                }
            }
            after = boards.get(boards.size() - 1).id();
            afterSlice.run();
        }
        tally.store(dao);
        return true;
    }

    /** The groups as the boards are read in row id order, keyed by the Unique-Id's 64 bits. */
    private static final class Tally {
        private final LongMap counts;      // members << 32 | sources
        private final LongMap firstSeen;   // the smallest board row id
        private final LongMap lastSource;
        private long previousSource = Long.MIN_VALUE;

        Tally(long levels) {
            int expected = (int) Math.min(Integer.MAX_VALUE / 4, Math.max(16, levels));
            counts = new LongMap(expected);
            firstSeen = new LongMap(expected);
            lastSource = new LongMap(expected);
        }

        /** Board {@code board} of source {@code source} is a level of Unique-Id {@code key}; false when sources go back. */
        boolean add(long board, long source, long key) {
            if (source < previousSource) {
                return false;
            }
            previousSource = source;
            long count = counts.getOrDefault(key, 0);
            if (count == 0) {
                firstSeen.put(key, board);
                counts.put(key, (1L << 32) | 1);
            } else {
                boolean newSource = lastSource.getOrDefault(key, -1) != source;
                counts.put(key, count + (1L << 32) + (newSource ? 1 : 0));
            }
            lastSource.put(key, source);
            return true;
        }

        /** Replaces the rows of {@code duplicate_group} with the groups of more than one board, in key order. */
        void store(BulkIndexDao dao) {
            dao.forgetAllGroups();
            List<BulkIndexDao.Group> batch = new ArrayList<>(BATCH);
            for (long key : inIdOrder(counts.keys())) {
                long count = counts.getOrDefault(key, 0);
                int members = (int) (count >>> 32);
                if (members > 1) {
                    batch.add(new BulkIndexDao.Group(HexIds.spellingOfKey(key), members, (int) count,
                            firstSeen.getOrDefault(key, 0)));
                    if (batch.size() == BATCH) {
                        dao.insertGroups(batch);
                        batch.clear();
                    }
                }
            }
            if (!batch.isEmpty()) {
                dao.insertGroups(batch);
            }
        }
    }

    /** The keys in the order of their 16-hex-digit form (unsigned order). */
    private static long[] inIdOrder(long[] keys) {
        for (int i = 0; i < keys.length; i++) {
            keys[i] ^= Long.MIN_VALUE;
        }
        Arrays.sort(keys);
        for (int i = 0; i < keys.length; i++) {
            keys[i] ^= Long.MIN_VALUE;
        }
        return keys;
    }
}
