package org.sokodb.catalog.near.listing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.LongPredicate;

import org.sokodb.near.PackedLevels;

/**
 * The listing of a run split by group (table {@code listing_group}, migration 19; docs/similar.md,
 * "The listing"): the levels of each group of the run's packed levels ({@link PackedLevels#group},
 * as {@code packed_group} keys them), and those too large to pack in group
 * {@link PackedLevels#GROUPS}, each as a value of {@link ListingRun}'s form. An answer of
 * {@code similar} reads only the groups that hold its levels. A run so split has an empty value in
 * {@code level_listing} (every value {@link ListingRun#of} writes has a byte at least); a run
 * written before migration 19 keeps its whole value there, and is read as it is.
 */
public final class ListingGroups {
    /** A group's rows lie at the group times 2<sup>{@value}</sup> plus the run's key, as in {@code packed_group}. */
    static final int KEY_BITS = 40;
    private static final long RUN_BITS = (1L << KEY_BITS) - 1;
    /** The group of the levels too large to pack. */
    public static final int LARGE = PackedLevels.GROUPS;

    private ListingGroups() {
    }

    /** The key of group {@code group}'s part of the run {@code lastLevelId}. */
    public static long key(int group, long lastLevelId) {
        return (long) group << KEY_BITS | lastLevelId;
    }

    /** The run a key of {@code listing_group} belongs to: its last level. */
    static long run(long key) {
        return key & RUN_BITS;
    }

    /** Whether a stored run's value is split by group (empty) rather than whole. */
    static boolean split(ListingDao.Run run) {
        return run.listing().length == 0;
    }

    /**
     * Writes {@code boards} (every board of the run, by level, then as imported) split by the
     * groups of the run's packed levels, and an empty value for the run itself; or the whole
     * value when the run has no packed levels stored ({@code level_packed}).
     */
    static void insert(ListingDao dao, long lastLevelId, long firstLevelId, List<ListingRun.Board> boards) {
        Optional<byte[]> packed = dao.packedRun(lastLevelId);
        if (packed.isEmpty()) {
            dao.insertListing(lastLevelId, firstLevelId, ListingRun.of(boards));
            return;
        }
        PackedLevels.Grouped grouped = PackedLevels.grouped(packed.get());
        Map<Integer, List<ListingRun.Board>> byGroup = new TreeMap<>();
        int group = -1;
        long level = Long.MIN_VALUE;
        for (ListingRun.Board b : boards) {
            if (b.levelId() != level) {
                level = b.levelId();
                int g = grouped.groupOf(level);
                group = g < 0 ? LARGE : g;
            }
            byGroup.computeIfAbsent(group, k -> new ArrayList<>()).add(b);
        }
        List<Long> keys = new ArrayList<>(byGroup.size());
        List<byte[]> values = new ArrayList<>(byGroup.size());
        byGroup.forEach((g, part) -> {
            keys.add(key(g, lastLevelId));
            values.add(ListingRun.of(part));
        });
        if (!keys.isEmpty()) {
            dao.insertGroups(keys, values);
        }
        dao.insertListing(lastLevelId, firstLevelId, new byte[0]);
    }

    /** Drops the groups of the runs whose last level is {@code first} to {@code last}. */
    static void forget(ListingDao dao, long first, long last) {
        long from = Math.max(0, first);
        long to = Math.min(RUN_BITS, last);
        if (from > to) {
            return;
        }
        List<Long> froms = new ArrayList<>();
        List<Long> tos = new ArrayList<>();
        for (int g = 0; g <= LARGE; g++) {
            froms.add(key(g, from));
            tos.add(key(g, to));
        }
        dao.forgetGroups(froms, tos);
    }

    /** Every key a split run's groups may have: what is read of a run when any of its levels may be wanted. */
    public static long[] allKeys(long lastLevelId) {
        long[] keys = new long[LARGE + 1];
        for (int g = 0; g <= LARGE; g++) {
            keys[g] = key(g, lastLevelId);
        }
        return keys;
    }

    /** Hands every board of {@code run} that {@code wanted} keeps to {@code out}: from its value, or from its groups when it is split. */
    static void read(ListingDao dao, ListingDao.Run run, LongPredicate wanted, Consumer<ListingRun.Board> out) {
        if (!split(run)) {
            ListingRun.read(run.listing(), wanted, out);
            return;
        }
        long[] keys = allKeys(run.lastLevelId());
        Long[] boxed = new Long[keys.length];
        for (int i = 0; i < keys.length; i++) {
            boxed[i] = keys[i];
        }
        for (ListingDao.Group g : dao.groups(boxed)) {
            ListingRun.read(g.listing(), wanted, out);
        }
    }

    /** Every board of {@code run}, by level, then as imported (its value's order), whole or split. */
    public static List<ListingRun.Board> boards(ListingDao dao, ListingDao.Run run) {
        List<ListingRun.Board> all = new ArrayList<>();
        read(dao, run, level -> true, all::add);
        all.sort((a, b) -> a.levelId() != b.levelId() ? Long.compare(a.levelId(), b.levelId())
                : Long.compare(a.boardId(), b.boardId()));
        return all;
    }
}
