package org.sokodb.catalog.near;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.ImportTurns;
import org.sokodb.catalog.near.listing.ListingGroups;
import org.sokodb.near.PackedLevels;

/**
 * The packed levels grouped by their count of open squares and of squares the man reaches
 * ({@code packed_group}, migration V11; docs/similar.md): an answer reads only the groups its
 * level and threshold admit ({@link org.sokodb.near.PackedScan#groups}), and the runs not
 * grouped yet whole from {@code level_packed}.
 */
final class PackedGroups {
    /** Runs grouped in one transaction. */
    private static final int RUNS_AT_ONCE = 16;
    /** A group's rows lie at {@code group << KEY_BITS} plus the run's key. */
    private static final int KEY_BITS = 40;

    private PackedGroups() {
    }

    /**
     * The packed levels an answer reads, as values of {@link PackedLevels.Run#bytes}, the keys of
     * every packed run, and per value the keys of the listing's groups ({@link ListingGroups})
     * that hold its levels: a group's own key (a group of the listing has the key of the same
     * group of packed levels), every group of the run for a run read whole.
     */
    record Read(List<byte[]> runs, long[] runKeys, List<long[]> listingKeys) {
    }

    /**
     * The levels of the groups {@code admitted} marks, of every grouped run, and every level of
     * the runs not grouped yet; the keys of all packed runs, in order.
     */
    static Read read(NearDuplicateDao dao, boolean[] admitted) {
        return read(dao, (through, runs) -> {
            for (int g = 0; g < admitted.length; g++) {
                if (!admitted[g]) {
                    continue;
                }
                int to = g;
                while (to + 1 < admitted.length && admitted[to + 1]) {
                    to++;
                }
                groups(dao, g, to + 1, through, runs);
                g = to;
            }
        });
    }

    /**
     * As {@link #read(NearDuplicateDao, boolean[])}, the groups taken one at a time from below
     * while {@code ahead} reads others into the cache from above ({@link ReadAhead}); those
     * read after, from the cache. The same levels in the same order.
     */
    static Read read(NearDuplicateDao dao, boolean[] admitted, ReadAhead ahead) {
        return read(dao, (through, runs) -> {
            for (int g = ahead.fromBelow(); g >= 0; g = ahead.fromBelow()) {
                groups(dao, g, g + 1, through, runs);
            }
            for (int g : ahead.takenAbove()) {
                groups(dao, g, g + 1, through, runs);
            }
        });
    }

    /**
     * The keys of every packed run, the levels {@code grouped} adds from the runs grouped up
     * to a point (given it and the list to add to; not called when no run is grouped), then
     * every level of the runs not grouped yet.
     */
    private static Read read(NearDuplicateDao dao, BiConsumer<Long, Values> grouped) {
        long through = dao.groupedThrough();
        List<Long> keys = new ArrayList<>();
        for (long key : dao.groupedRuns()) {
            // a run grouped since through was read is read whole below
            if (key <= through) {
                keys.add(key);
            }
        }
        Values values = new Values(new ArrayList<>(), new ArrayList<>());
        if (through > 0) {
            grouped.accept(through, values);
        }
        for (NearDuplicateDao.PackedRun run : dao.packedAfter(through)) {
            keys.add(run.lastLevelId());
            values.runs().add(run.packed());
            values.listingKeys().add(ListingGroups.allKeys(run.lastLevelId()));
        }
        return new Read(values.runs(), keys.stream().mapToLong(Long::longValue).toArray(), values.listingKeys());
    }

    /** Adds the levels of groups {@code from} up to, not including, {@code to} of the runs grouped up to {@code through}. */
    private static void groups(NearDuplicateDao dao, int from, int to, long through, Values values) {
        for (NearDuplicateDao.PackedGroup group : dao.packedGroups(first(from), first(to))) {
            if ((group.groupKey() & (1L << KEY_BITS) - 1) <= through) {
                values.runs().add(group.packed());
                values.listingKeys().add(new long[] {group.groupKey()});
            }
        }
    }

    /** The values read so far, and the listing's keys of each. */
    private record Values(List<byte[]> runs, List<long[]> listingKeys) {
    }

    /** The first key of group {@code g}'s rows. */
    static long first(int g) {
        return (long) g << KEY_BITS;
    }

    /**
     * Writes the groups of a packed run and notes it grouped: in the transaction that writes the
     * run when every run before it is grouped ({@link NearIndex}, so that an import does not read
     * its runs back), else by {@link #fill}.
     */
    static void write(NearDuplicateDao dao, long lastLevelId, byte[] packed) {
        List<Long> keys = new ArrayList<>();
        List<byte[]> values = new ArrayList<>();
        for (Map.Entry<Integer, byte[]> g : PackedLevels.groups(packed).entrySet()) {
            keys.add((long) g.getKey() << KEY_BITS | lastLevelId);
            values.add(g.getValue());
        }
        if (!keys.isEmpty()) {
            dao.insertGroups(keys, values);
        }
        dao.insertGrouped(lastLevelId);
    }

    /**
     * Groups every packed run not grouped yet, {@link #RUNS_AT_ONCE} a transaction, each taking
     * the writers' turn before it reads how far the grouping goes (as the packed fill does).
     * With nothing to do it takes no turn. Returns the runs grouped.
     */
    static long fill(Catalog catalog, IndexProgress progress) {
        NearDuplicateDao dao = catalog.dao(NearDuplicateDao.class);
        long[] state = catalog.work("reading the similarity index",
                () -> new long[] {dao.groupedThrough(), dao.indexedThrough()});
        if (state[0] >= state[1]) {
            return 0;
        }
        long total = catalog.work("counting levels to group", () -> dao.countAfter(state[0]));
        ImportTurns turns = new ImportTurns(catalog, (where, message) -> { });
        long runs = 0;
        long done = 0;
        while (true) {
            long[] grouped = catalog.work("grouping the similarity index", () -> catalog.handle().inTransaction(h -> {
                turns.take("the similarity index's groups");
                List<NearDuplicateDao.PackedRun> now = dao.packedAfter(dao.groupedThrough(), RUNS_AT_ONCE);
                long levels = 0;
                for (NearDuplicateDao.PackedRun run : now) {
                    write(dao, run.lastLevelId(), run.packed());
                    levels = run.lastLevelId();
                }
                return new long[] {now.size(), levels};
            }));
            if (grouped[0] == 0) {
                return runs;
            }
            runs += grouped[0];
            done = grouped[1];
            progress.report("similarity groups", Math.min(done - state[0], total), total);
        }
    }
}
