package org.sokodb.near;

import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongPredicate;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

import org.sokodb.board.Symmetry;

/**
 * All pairs of levels that share a band key in some placement (docs/similar.md): the
 * candidates of a catalog-wide similarity search, without comparing every pair.
 *
 * <p>Each level is keyed in all 8 orientations, anchored at the top-left corner, and again
 * moved by one square in each of {@link #SHIFTS}. Keying both sides in every orientation
 * finds a pair whose best placement is flush at any corner: some orientation S brings that
 * corner to the top left for both (S·T of one against S of the other, eight chances per band
 * instead of one). The moved keys, met only by keys not moved, find the pairs whose best
 * placement is one square beyond flush (about 4 % of the Boxoban pairs at 90 %): a move of
 * one level by (−1, 0) is a move of the other by (1, 0), so half the eight neighbours suffice.
 *
 * <p>Works one band at a time, so memory stays at 40 entries per level. A bucket of more than
 * {@link #MAX_BUCKET} entries is skipped (a key that common says nothing; such levels still
 * meet through their other bands).
 */
public final class CandidatePairs {
    public static final int MAX_BUCKET = 2000;
    /** The moves keyed besides the plain placement (index 0). */
    static final int[][] SHIFTS = {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {1, -1}};
    private static final int PER_LEVEL = 8 * SHIFTS.length;
    /** Candidates held before they are checked (32 MiB). */
    private static final int PENDING = 1 << 22;

    private CandidatePairs() {
    }

    /**
     * Every candidate pair.
     *
     * @return the candidate pairs as {@code (long) i << 32 | j} with {@code i < j} (positions
     *     in {@code grids}), sorted, without repeats
     */
    public static long[] find(List<Grid> grids, Sketch sketch) {
        PairBuffer all = new PairBuffer(Integer.MAX_VALUE, null);
        scan(grids, sketch, all);
        return all.toArray();
    }

    /**
     * The candidate pairs that pass {@code check} (called on every core), as {@link #find}
     * returns them. Candidates are checked as they come, a few million at a time, so memory
     * holds the pairs that pass, not every candidate (over a million levels there are billions).
     */
    public static long[] alike(List<Grid> grids, Sketch sketch, LongPredicate check) {
        Checked checked = new Checked(check);
        PairBuffer pending = new PairBuffer(PENDING, checked::take);
        scan(grids, sketch, pending);
        checked.take(pending.drain());
        return checked.pairs;
    }

    private static void scan(List<Grid> grids, Sketch sketch, PairBuffer pairs) {
        int count = grids.size();
        int idBits = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, count - 1)));
        int low = idBits + 3;
        long idMask = (1L << idBits) - 1;
        long[] entries = new long[count * PER_LEVEL];
        Symmetry[] all = Symmetry.values();
        for (int b = 0; b < sketch.bands(); b++) {
            int band = b;
            IntStream.range(0, count).parallel().forEach(i -> {
                Grid g = grids.get(i);
                int at = i * PER_LEVEL;
                for (Symmetry s : all) {
                    for (int t = 0; t < SHIFTS.length; t++) {
                        long key = sketch.key(g, s, SHIFTS[t][0], SHIFTS[t][1], band);
                        entries[at++] = key << low | (long) t << idBits | i;
                    }
                }
            });
            Arrays.parallelSort(entries);
            int start = 0;
            while (start < entries.length) {
                int end = start + 1;
                while (end < entries.length && (entries[end] >>> low) == (entries[start] >>> low)) {
                    end++;
                }
                if (end - start > 1 && end - start <= MAX_BUCKET) {
                    pairBucket(entries, start, end, idBits, idMask, pairs);
                }
                start = end;
            }
            pairs.compact();
        }
    }

    /** Pairs the levels of one bucket: two plain placements, or a moved one with a plain one. */
    private static void pairBucket(long[] entries, int start, int end, int idBits, long idMask, PairBuffer pairs) {
        for (int p = start; p < end; p++) {
            int i = (int) (entries[p] & idMask);
            boolean movedI = ((entries[p] >>> idBits) & 7) != 0;
            for (int q = p + 1; q < end; q++) {
                int j = (int) (entries[q] & idMask);
                if (i != j && !(movedI && ((entries[q] >>> idBits) & 7) != 0)) {
                    pairs.add(Math.min(i, j), Math.max(i, j));
                }
            }
        }
    }

    /** The pairs that passed the check so far, sorted; a pair met again in another band is not checked again. */
    private static final class Checked {
        private final LongPredicate check;
        private long[] pairs = new long[0];

        Checked(LongPredicate check) {
            this.check = check;
        }

        void take(long[] sorted) {
            long[] passed = LongStream.of(sorted).parallel()
                    .filter(p -> Arrays.binarySearch(pairs, p) < 0 && check.test(p)).toArray();
            long[] merged = new long[pairs.length + passed.length];
            int i = 0;
            int j = 0;
            int n = 0;
            while (i < pairs.length || j < passed.length) {
                merged[n++] = j == passed.length || (i < pairs.length && pairs[i] < passed[j]) ? pairs[i++] : passed[j++];
            }
            pairs = merged;
        }
    }

    /**
     * A growing array of packed pairs, sorted and deduplicated now and then to bound memory;
     * past {@code limit} pairs it hands them over (sorted, without repeats) and starts again.
     */
    private static final class PairBuffer {
        private final int limit;
        private final Consumer<long[]> full;
        private long[] data = new long[1024];
        private int size;
        private int compacted;

        PairBuffer(int limit, Consumer<long[]> full) {
            this.limit = limit;
            this.full = full;
        }

        void add(int i, int j) {
            if (size == data.length) {
                compact();
                if (full != null && size >= limit / 2) {
                    full.accept(drain());
                } else if (size > data.length / 2) {
                    data = Arrays.copyOf(data, data.length * 2);
                }
            }
            data[size++] = (long) i << 32 | j;
        }

        void compact() {
            if (size == compacted) {
                return;
            }
            Arrays.parallelSort(data, 0, size);
            size = PackedPairs.unique(data, size);
            compacted = size;
        }

        /** The pairs held, sorted and without repeats, and an empty buffer. */
        long[] drain() {
            long[] out = toArray();
            size = 0;
            compacted = 0;
            return out;
        }

        long[] toArray() {
            compact();
            return Arrays.copyOf(data, size);
        }
    }
}
