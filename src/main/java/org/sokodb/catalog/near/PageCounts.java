package org.sokodb.catalog.near;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.sokodb.catalog.near.listing.ListingDao;
import org.sokodb.catalog.near.listing.ListingRun;
import org.sokodb.catalog.near.listing.Listings;

/**
 * How many boards each level of an answer has, from the listing's counts ({@code listing_counts},
 * a few bytes a level) rather than from the listing itself: what the level page needs to count
 * the near copies it does not draw and to know which levels its first rows come from, so that it
 * reads the rows of those levels only. Held as one int a level, beside the answer's own arrays
 * ({@link AnswerLevels}): an answer may hold nearly every level of the catalog (1.49 M Boxoban
 * levels at 60 %), and a map of boxed ids and counts of that size, with the answer's order as a
 * list of records, took more than the server's 256 MiB heap.
 */
final class PageCounts {
    private final AnswerLevels levels;
    /** The boards of the answer's level at each place of {@link AnswerLevels#id}. */
    private final int[] boards;
    private final long total;

    private PageCounts(AnswerLevels levels, int[] boards) {
        this.levels = levels;
        this.boards = boards;
        this.total = Arrays.stream(boards).asLongStream().sum();
    }

    /**
     * The counts of these levels' boards, when the listing holds every board of them: each
     * level in a listed run, no board after {@code listing_through}, none taken away since the
     * last fill. Otherwise empty (the rows are then read whole, {@link Listings#boardsOf}).
     */
    static Optional<PageCounts> of(ListingDao dao, AnswerLevels levels, long[] runKeys) {
        Optional<Long> through = dao.through();
        if (through.isEmpty() || through.get() < dao.lastBoard() || !dao.goneLevels().isEmpty()) {
            return Optional.empty();
        }
        Set<Long> runs = new HashSet<>();
        for (int i = 0; i < levels.size(); i++) {
            int at = Arrays.binarySearch(runKeys, levels.id(i));
            at = at < 0 ? -at - 1 : at;
            if (at == runKeys.length) {
                return Optional.empty();
            }
            runs.add(runKeys[at]);
        }
        List<ListingDao.Counts> counts = dao.counts(runs.toArray(Long[]::new));
        if (counts.size() < runs.size()) {
            return Optional.empty();
        }
        int[] boards = new int[levels.size()];
        for (ListingDao.Counts c : counts) {
            ListingRun.readCounts(c.counts(), (level, n) -> {
                int at = levels.indexOf(level);
                if (at >= 0) {
                    boards[at] = Math.toIntExact(n);
                }
            });
        }
        return Optional.of(new PageCounts(levels, boards));
    }

    /** The number of boards of the answer. */
    long total() {
        return total;
    }

    /**
     * The levels the first {@code limit} rows can come from, in the answer's order
     * ({@link AnswerLevels#ranked}): whole runs of levels equally alike and of one block (whose
     * boards the answer orders by board, across levels) until they hold {@code limit} boards.
     * At most {@code limit} levels and one block more.
     */
    Set<Long> levelsShown(int limit) {
        long[] order = levels.ranked();
        Set<Long> shown = new HashSet<>();
        long taken = 0;
        for (int i = 0; i < order.length && taken < limit;) {
            long alike = order[i] >>> 32;
            int block = (int) order[i] / AnswerLevels.BLOCK;
            for (; i < order.length && order[i] >>> 32 == alike && (int) order[i] / AnswerLevels.BLOCK == block; i++) {
                int at = (int) order[i];
                taken += boards[at];
                shown.add(levels.id(at));
            }
        }
        return shown;
    }
}
