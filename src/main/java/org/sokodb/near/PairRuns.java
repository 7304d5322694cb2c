package org.sokodb.near;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongConsumer;
import java.util.function.LongPredicate;
import java.util.stream.LongStream;

/**
 * The pairs {@link PackedPairs} has found, as sorted runs that share no pair (one a band),
 * so that adding a band's pairs copies nothing already held: merging them into one array
 * every band held the old pairs and the merged ones at once, twice the pairs' memory. The
 * runs are kept in the heap, or on disk ({@link Spill}: one file a run) where the heap has no
 * space for them; either way they are walked in order, so the disk is read, never searched.
 */
final class PairRuns implements AutoCloseable {
    /** Pairs confirmed at once when a band's run is written to disk. */
    private static final int BATCH = 1 << 16;

    private final List<long[]> runs = new ArrayList<>();
    private final Spill spill;
    /** Runs on disk (files 0 to this). */
    private int spilled;
    /** On disk: the band being searched, as sorted parts of its pairs, one a slice (their lengths). */
    private final Spill band;
    private final List<Long> bandParts = new ArrayList<>();

    /** Runs in the heap. */
    PairRuns() {
        this.spill = null;
        this.band = null;
    }

    /** Runs on disk, at most {@code mostRuns} of them. */
    PairRuns(int mostRuns) {
        this.spill = new Spill(mostRuns);
        this.band = new Spill(1);
    }

    /** Whether the runs are on disk. */
    boolean onDisk() {
        return spill != null;
    }

    /**
     * On disk: adds the pairs one slice of the band found (sorted, without repeats) to the
     * band's pairs, which {@link #endBand} merges into the band's run.
     */
    void addToBand(long[] pairs, int n) {
        if (n > 0) {
            band.append(0, pairs, 0, n);
            bandParts.add((long) n);
        }
    }

    /**
     * On disk: the band's pairs that no run holds and that {@code confirmed} keeps become the
     * band's run: its slices' pairs merged in order (a pair found in two slices once), walked
     * beside the runs before it, and confirmed a batch at a time on every core.
     */
    void endBand(LongPredicate confirmed) {
        List<Spill.Reader> parts = new ArrayList<>();
        long from = 0;
        for (long n : bandParts) {
            parts.add(band.reader(0, from, n));
            from += n;
        }
        Spill.Reader[] known = new Spill.Reader[spilled];
        long[] knownAt = new long[spilled];
        for (int f = 0; f < spilled; f++) {
            known[f] = spill.reader(f);
            knownAt[f] = known[f].hasNext() ? known[f].next() : Long.MAX_VALUE;
        }
        int run = spilled;
        long[] batch = new long[BATCH];
        int[] n = {0};
        long[] last = {-1};
        merge(parts, p -> {
            if (p == last[0]) {
                return;
            }
            last[0] = p;
            for (int f = 0; f < known.length; f++) {
                while (knownAt[f] < p) {
                    knownAt[f] = known[f].hasNext() ? known[f].next() : Long.MAX_VALUE;
                }
                if (knownAt[f] == p) {
                    return;
                }
            }
            batch[n[0]++] = p;
            if (n[0] == BATCH) {
                confirm(run, batch, n[0], confirmed);
                n[0] = 0;
            }
        });
        confirm(run, batch, n[0], confirmed);
        spilled++;
        band.clear(0);
        bandParts.clear();
    }

    private void confirm(int run, long[] batch, int n, LongPredicate confirmed) {
        long[] kept = LongStream.of(Arrays.copyOf(batch, n)).parallel().filter(confirmed).toArray();
        spill.append(run, kept, 0, kept.length);
    }

    /** Hands the sorted runs' longs to {@code out} in order (repeats as they come), by a heap of their heads. */
    private static void merge(List<Spill.Reader> runs, LongConsumer out) {
        int live = 0;
        Spill.Reader[] readers = new Spill.Reader[runs.size()];
        long[] heads = new long[runs.size()];
        for (Spill.Reader r : runs) {
            if (r.hasNext()) {
                heads[live] = r.next();
                readers[live++] = r;
            }
        }
        for (int k = live / 2 - 1; k >= 0; k--) {
            down(heads, readers, k, live);
        }
        while (live > 0) {
            out.accept(heads[0]);
            if (readers[0].hasNext()) {
                heads[0] = readers[0].next();
            } else {
                live--;
                heads[0] = heads[live];
                readers[0] = readers[live];
            }
            down(heads, readers, 0, live);
        }
    }

    /** Moves the head at {@code k} down the heap of the first {@code n} to its place. */
    private static void down(long[] heads, Spill.Reader[] readers, int k, int n) {
        while (true) {
            int least = k;
            int a = 2 * k + 1;
            int b = a + 1;
            if (a < n && heads[a] < heads[least]) {
                least = a;
            }
            if (b < n && heads[b] < heads[least]) {
                least = b;
            }
            if (least == k) {
                return;
            }
            long h = heads[k];
            heads[k] = heads[least];
            heads[least] = h;
            Spill.Reader r = readers[k];
            readers[k] = readers[least];
            readers[least] = r;
            k = least;
        }
    }

    /** In the heap: adds a sorted run of pairs none of the runs holds. */
    void add(long[] run) {
        if (run.length == 0) {
            return;
        }
        runs.add(run);
    }

    /**
     * In the heap: keeps, at the front of {@code pairs}, those of its first {@code n} (sorted, without
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
        List<Spill.Reader> readers = new ArrayList<>();
        for (int f = 0; f < spilled; f++) {
            readers.add(spill.reader(f));
        }
        merge(readers, out);
    }

    /** Lets the files go. */
    @Override
    public void close() {
        if (spill != null) {
            spill.close();
            band.close();
        }
    }
}
