package org.sokodb.catalog.near;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.sokodb.catalog.near.listing.ListingDao;
import org.sokodb.catalog.near.listing.ListingRun;
import org.sokodb.catalog.near.listing.Listings;

/**
 * How many boards each level of an answer has, from the listing's counts ({@code listing_counts},
 * a few bytes a level) rather than from the listing itself: what the level page needs to count
 * the near copies it does not draw and to know which levels its first rows come from, so that it
 * reads the rows of those levels only.
 */
final class PageCounts {
    /** A level of the answer with what orders it: how alike (most first), its block, its row id. */
    record Ranked(long levelId, double similarity, int block) {
        static final Comparator<Ranked> ORDER = Comparator.comparingDouble(Ranked::similarity).reversed()
                .thenComparingInt(Ranked::block).thenComparingLong(Ranked::levelId);
    }

    private final Map<Long, Long> boards;
    private final long total;

    private PageCounts(Map<Long, Long> boards) {
        this.boards = boards;
        this.total = boards.values().stream().mapToLong(Long::longValue).sum();
    }

    /**
     * The counts of these levels' boards, when the listing holds every board of them: each
     * level in a listed run, no board after {@code listing_through}, none taken away since the
     * last fill. Otherwise empty (the rows are then read whole, {@link Listings#boardsOf}).
     */
    static Optional<PageCounts> of(ListingDao dao, Set<Long> levels, long[] runKeys) {
        Optional<Long> through = dao.through();
        if (through.isEmpty() || through.get() < dao.lastBoard() || !dao.goneLevels().isEmpty()) {
            return Optional.empty();
        }
        Set<Long> runs = new HashSet<>();
        for (long level : levels) {
            int at = Arrays.binarySearch(runKeys, level);
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
        Map<Long, Long> boards = new HashMap<>();
        for (ListingDao.Counts c : counts) {
            ListingRun.readCounts(c.counts(), (level, n) -> {
                if (levels.contains(level)) {
                    boards.put(level, n);
                }
            });
        }
        return Optional.of(new PageCounts(boards));
    }

    /** The number of boards of the answer. */
    long total() {
        return total;
    }

    /**
     * The levels the first {@code limit} rows can come from, given the answer's levels in its
     * order: whole runs of levels equally alike and of one block (whose boards the answer
     * orders by board, across levels) until they hold {@code limit} boards. At most
     * {@code limit} levels and one block more.
     */
    Set<Long> levelsShown(List<Ranked> order, int limit) {
        Set<Long> shown = new HashSet<>();
        long taken = 0;
        for (int i = 0; i < order.size() && taken < limit;) {
            Ranked first = order.get(i);
            List<Long> tied = new ArrayList<>();
            for (; i < order.size() && order.get(i).similarity() == first.similarity()
                    && order.get(i).block() == first.block(); i++) {
                tied.add(order.get(i).levelId());
            }
            for (long level : tied) {
                taken += boards.getOrDefault(level, 0L);
            }
            shown.addAll(tied);
        }
        return shown;
    }
}
