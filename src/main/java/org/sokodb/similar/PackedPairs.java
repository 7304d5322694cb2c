package org.sokodb.similar;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

import org.sokodb.board.Symmetry;

/**
 * The catalog-wide search, {@code dups --similar P} (docs/similar.md): the band keys of
 * {@link CandidatePairs} (8 orientations, plain and moved by one square), but a candidate is
 * checked only at the placement its keys met in, on the packed windows ({@link Packed}): a
 * few popcounts, where checking every placement costs 72 of them and the exact measure
 * thousands of operations.
 *
 * <p>Two levels meet in a bucket when orientation S of one, moved by m, shows the band's
 * squares as orientation S' of the other, moved by m' (one of the moves is none): that is
 * the picture of S'(B) laid over S(A) at m' − m, within one square of flush, so a placement
 * the measure tries (turning the whole picture changes neither count nor box). If the pair
 * reaches the threshold there, it is a pair; the measure confirms it once. A pair is lost only
 * when its keys never meet at a placement good enough, where {@link CandidatePairs} would
 * still find it through a chance meeting elsewhere: {@code bench/SimilarRecall} measures the
 * difference. Levels too large to pack are checked at every placement with
 * {@link Similarity}, as before.
 */
public final class PackedPairs {
    /** What a search did: the pairs found, the candidates met and those that passed the packed check. */
    public record Found(long[] pairs, long candidates, long passed) {
    }

    private static final int[][] SHIFTS = CandidatePairs.SHIFTS;
    private static final int PER_LEVEL = 8 * SHIFTS.length;
    /** Parts of the sorted keys worked on in parallel. */
    private static final int PARTS = 256;

    private PackedPairs() {
    }

    /** Every pair of {@code grids} at least {@code threshold} percent alike that the keys find, as {@link CandidatePairs#find} gives them. */
    public static Found alike(List<Grid> grids, Sketch sketch, double threshold) {
        int count = grids.size();
        Packed[] packed = grids.parallelStream().map(g -> Packed.of(g).orElse(null)).toArray(Packed[]::new);
        int idBits = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, count - 1)));
        int low = idBits + 6;
        long idMask = (1L << idBits) - 1;
        long[] entries = new long[count * PER_LEVEL];
        LongAdder candidates = new LongAdder();
        LongAdder passed = new LongAdder();
        long[] pairs = new long[0];
        for (int b = 0; b < sketch.bands(); b++) {
            int band = b;
            IntStream.range(0, count).parallel().forEach(i -> {
                Grid g = grids.get(i);
                int at = i * PER_LEVEL;
                for (Symmetry s : Symmetry.values()) {
                    for (int t = 0; t < SHIFTS.length; t++) {
                        long key = sketch.key(g, s, SHIFTS[t][0], SHIFTS[t][1], band);
                        entries[at++] = key << low | (long) s.ordinal() << idBits + 3 | (long) t << idBits | i;
                    }
                }
            });
            Arrays.parallelSort(entries);
            // parts of the sorted keys, each starting where a bucket starts
            int[] starts = new int[PARTS + 1];
            for (int k = 1; k < PARTS; k++) {
                int at = Math.max(starts[k - 1], (int) ((long) entries.length * k / PARTS));
                while (at > 0 && at < entries.length && (entries[at] >>> low) == (entries[at - 1] >>> low)) {
                    at++;
                }
                starts[k] = at;
            }
            starts[PARTS] = entries.length;
            long[][] found = new long[PARTS][];
            IntStream.range(0, PARTS).parallel().forEach(k -> {
                Pairs out = new Pairs();
                int start = starts[k];
                while (start < starts[k + 1]) {
                    int end = start + 1;
                    while (end < entries.length && (entries[end] >>> low) == (entries[start] >>> low)) {
                        end++;
                    }
                    if (end - start > 1 && end - start <= CandidatePairs.MAX_BUCKET) {
                        bucket(entries, start, end, idBits, idMask, grids, packed, threshold, out);
                    }
                    start = end;
                }
                candidates.add(out.candidates);
                passed.add(out.passed);
                found[k] = out.toArray();
            });
            pairs = merge(pairs, found, grids, threshold);
        }
        return new Found(pairs, candidates.sum(), passed.sum());
    }

    private static void bucket(long[] entries, int start, int end, int idBits, long idMask, List<Grid> grids,
            Packed[] packed, double threshold, Pairs out) {
        for (int p = start; p < end; p++) {
            int i = (int) (entries[p] & idMask);
            int ti = (int) (entries[p] >>> idBits & 7);
            int si = (int) (entries[p] >>> idBits + 3 & 7);
            for (int q = p + 1; q < end; q++) {
                int j = (int) (entries[q] & idMask);
                int tj = (int) (entries[q] >>> idBits & 7);
                if (i == j || (ti != 0 && tj != 0)) {
                    continue;
                }
                out.candidates++;
                if (packed[i] == null || packed[j] == null) {
                    if (Similarity.reaches(grids.get(i), grids.get(j).orientations(), threshold)) {
                        out.add(Math.min(i, j), Math.max(i, j));
                    }
                    continue;
                }
                int sj = (int) (entries[q] >>> idBits + 3 & 7);
                if (Packed.placementReaches(packed[i], si, packed[j], sj,
                        SHIFTS[tj][0] - SHIFTS[ti][0], SHIFTS[tj][1] - SHIFTS[ti][1], threshold)) {
                    out.passed++;
                    out.add(Math.min(i, j), Math.max(i, j));
                }
            }
        }
    }

    /** Adds the pairs of one band not found before, each confirmed once by the exact measure. */
    private static long[] merge(long[] pairs, long[][] found, List<Grid> grids, double threshold) {
        long[] all = new long[Arrays.stream(found).mapToInt(f -> f.length).sum()];
        int n = 0;
        for (long[] f : found) {
            System.arraycopy(f, 0, all, n, f.length);
            n += f.length;
        }
        Arrays.parallelSort(all);
        int unique = 0;
        for (int p = 0; p < all.length; p++) {
            if (unique == 0 || all[p] != all[unique - 1]) {
                all[unique++] = all[p];
            }
        }
        long[] fresh = LongStream.of(Arrays.copyOf(all, unique)).parallel()
                .filter(p -> Arrays.binarySearch(pairs, p) < 0)
                .filter(p -> Similarity.reaches(grids.get((int) (p >>> 32)), grids.get((int) p).orientations(), threshold))
                .toArray();
        long[] merged = new long[pairs.length + fresh.length];
        System.arraycopy(pairs, 0, merged, 0, pairs.length);
        System.arraycopy(fresh, 0, merged, pairs.length, fresh.length);
        Arrays.parallelSort(merged);
        return merged;
    }

    /** The pairs one part found, with its counts; sorted and deduplicated as it grows. */
    private static final class Pairs {
        long candidates;
        long passed;
        private long[] data = new long[64];
        private int size;

        void add(int i, int j) {
            if (size == data.length) {
                Arrays.sort(data, 0, size);
                int n = 0;
                for (int p = 0; p < size; p++) {
                    if (n == 0 || data[p] != data[n - 1]) {
                        data[n++] = data[p];
                    }
                }
                size = n;
                if (size > data.length / 2) {
                    data = Arrays.copyOf(data, data.length * 2);
                }
            }
            data[size++] = (long) i << 32 | j;
        }

        long[] toArray() {
            return Arrays.copyOf(data, size);
        }
    }
}
