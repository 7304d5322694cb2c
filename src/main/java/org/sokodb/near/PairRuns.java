package org.sokodb.near;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * The pairs {@link PackedPairs} has found, as sorted runs that share no pair (one a band),
 * so that adding a band's pairs copies nothing already held: merging them into one array
 * every band held the old pairs and the merged ones at once, twice the pairs' memory. The
 * runs are kept in the heap, or on disk ({@link Spill}: one file a run) where the heap has no
 * room for them; either way they are walked in order, so the disk is read, never searched.
 */
final class PairRuns implements AutoCloseable {
    private final List<long[]> runs = new ArrayList<>();
    private final Spill spill;
    /** Runs on disk (files 0 to this). */
    private int spilled;

    /** Runs in the heap. */
    PairRuns() {
        this.spill = null;
    }

    /** Runs on disk, at most {@code mostRuns} of them. */
    PairRuns(int mostRuns) {
        this.spill = new Spill(mostRuns);
    }

    /** Adds a sorted run of pairs none of the runs holds. */
    void add(long[] run) {
        if (run.length == 0) {
            return;
        }
        if (spill == null) {
            runs.add(run);
        } else {
            spill.append(spilled++, run, 0, run.length);
        }
    }

    /**
     * Keeps, at the front of {@code pairs}, those of its first {@code n} (sorted, without
     * repeats) that no run holds, in order; returns how many.
     */
    int removeKnown(long[] pairs, int n) {
        if (spill != null) {
            for (int f = 0; f < spilled; f++) {
                n = removeByWalk(pairs, n, spill.reader(f));
            }
            return n;
        }
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

    private static int removeByWalk(long[] pairs, int n, Spill.Reader run) {
        int kept = 0;
        boolean more = run.hasNext();
        long at = more ? run.next() : 0;
        for (int p = 0; p < n; p++) {
            long pair = pairs[p];
            while (more && at < pair) {
                more = run.hasNext();
                at = more ? run.next() : 0;
            }
            if (!more || at != pair) {
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

    /** Every pair, sorted (the runs merged); in the heap, the runs are let go. */
    long[] all() {
        if (spill != null) {
            long total = 0;
            for (int f = 0; f < spilled; f++) {
                total += spill.size(f);
            }
            long[] all = new long[Math.toIntExact(total)];
            int[] n = {0};
            inOrder(p -> all[n[0]++] = p);
            return all;
        }
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

    /** Hands every pair to {@code out} in order, the runs merged (they share no pair). */
    void inOrder(LongConsumer out) {
        if (spill == null) {
            for (long p : all()) {
                out.accept(p);
            }
            return;
        }
        Spill.Reader[] readers = new Spill.Reader[spilled];
        long[] heads = new long[spilled];
        int live = 0;
        for (int f = 0; f < spilled; f++) {
            Spill.Reader r = spill.reader(f);
            if (r.hasNext()) {
                heads[live] = r.next();
                readers[live++] = r;
            }
        }
        // at most one run a band (24): the least head is found by looking at each
        while (live > 0) {
            int least = 0;
            for (int k = 1; k < live; k++) {
                if (heads[k] < heads[least]) {
                    least = k;
                }
            }
            out.accept(heads[least]);
            if (readers[least].hasNext()) {
                heads[least] = readers[least].next();
            } else {
                live--;
                readers[least] = readers[live];
                heads[least] = heads[live];
            }
        }
    }

    /** Lets the files go. */
    @Override
    public void close() {
        if (spill != null) {
            spill.close();
        }
    }
}
