package org.sokodb.near;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The pairs {@link PackedPairs} has found, as sorted runs that share no pair (one a band),
 * so that adding a band's pairs copies nothing already held: merging them into one array
 * every band held the old pairs and the merged ones at once, twice the pairs' memory.
 */
final class PairRuns {
    private final List<long[]> runs = new ArrayList<>();

    /** Adds a sorted run of pairs none of the runs holds. */
    void add(long[] run) {
        if (run.length > 0) {
            runs.add(run);
        }
    }

    /**
     * Keeps, at the front of {@code pairs}, those of its first {@code n} (sorted, without
     * repeats) that no run holds, in order; returns how many.
     */
    int removeKnown(long[] pairs, int n) {
        for (long[] run : runs) {
            n = n * 24L < run.length ? removeBySearch(pairs, n, run) : removeByWalk(pairs, n, run);
        }
        return n;
    }

    private static int removeByWalk(long[] pairs, int n, long[] run) {
        int kept = 0;
        int r = 0;
        for (int p = 0; p < n; p++) {
            long pair = pairs[p];
            while (r < run.length && run[r] < pair) {
                r++;
            }
            if (r == run.length || run[r] != pair) {
                pairs[kept++] = pair;
            }
        }
        return kept;
    }

    private static int removeBySearch(long[] pairs, int n, long[] run) {
        int kept = 0;
        for (int p = 0; p < n; p++) {
            if (Arrays.binarySearch(run, pairs[p]) < 0) {
                pairs[kept++] = pairs[p];
            }
        }
        return kept;
    }

    /** Every pair, sorted; the runs are let go. */
    long[] all() {
        long[] all = new long[runs.stream().mapToInt(r -> r.length).sum()];
        int n = 0;
        for (int k = 0; k < runs.size(); k++) {
            long[] run = runs.set(k, null);
            System.arraycopy(run, 0, all, n, run.length);
            n += run.length;
        }
        runs.clear();
        Arrays.parallelSort(all);
        return all;
    }
}
