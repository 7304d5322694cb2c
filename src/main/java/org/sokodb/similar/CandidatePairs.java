package org.sokodb.similar;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

/**
 * All pairs of levels that share a band key in some orientation (docs/similar.md): the
 * candidates of a catalog-wide similarity search, without comparing every pair.
 *
 * <p>Works one band at a time so memory stays at 8 keys per level: each level is keyed in all
 * 8 orientations, the keys are sorted, and levels with equal keys pair up. Keying both sides
 * in every orientation means a pair related by a transform T is found through every
 * orientation S (S·T of one against S of the other), eight chances per band instead of one.
 * A bucket of more than {@link #MAX_BUCKET} levels is skipped (a key that common says
 * nothing; such levels still meet through their other bands).
 */
public final class CandidatePairs {
    public static final int MAX_BUCKET = 2000;

    private CandidatePairs() {
    }

    /**
     * @param grids the levels, by position (they are fetched once per band, so this may compute them)
     * @return the candidate pairs as {@code (long) i << 32 | j} with {@code i < j}, sorted, without repeats
     */
    public static long[] find(int count, IntFunction<Grid> grids, Sketch sketch) {
        long[][] keys = new long[count][];
        for (int i = 0; i < count; i++) {
            keys[i] = sketch.orientationKeys(grids.apply(i));
        }
        return find(Arrays.asList(keys), sketch.bands());
    }

    /** From precomputed {@link Sketch#orientationKeys} (8 × bands per level). */
    public static long[] find(List<long[]> orientationKeys, int bands) {
        int count = orientationKeys.size();
        int idBits = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, count - 1)));
        long idMask = (1L << idBits) - 1;
        PairBuffer pairs = new PairBuffer();
        long[] entries = new long[count * 8];
        for (int b = 0; b < bands; b++) {
            int n = 0;
            for (int i = 0; i < count; i++) {
                long[] k = orientationKeys.get(i);
                for (int o = 0; o < 8; o++) {
                    entries[n++] = (k[o * bands + b] << idBits) | i;
                }
            }
            Arrays.parallelSort(entries, 0, n);
            int start = 0;
            while (start < n) {
                int end = start + 1;
                while (end < n && (entries[end] >>> idBits) == (entries[start] >>> idBits)) {
                    end++;
                }
                if (end - start > 1 && end - start <= MAX_BUCKET) {
                    for (int p = start; p < end; p++) {
                        int i = (int) (entries[p] & idMask);
                        for (int q = p + 1; q < end; q++) {
                            int j = (int) (entries[q] & idMask);
                            if (i != j) {
                                pairs.add(Math.min(i, j), Math.max(i, j));
                            }
                        }
                    }
                }
                start = end;
            }
            pairs.compact();
        }
        return pairs.toArray();
    }

    /** A growing array of packed pairs, sorted and deduplicated now and then to bound memory. */
    private static final class PairBuffer {
        private long[] data = new long[1024];
        private int size;
        private int compacted;

        void add(int i, int j) {
            if (size == data.length) {
                compact();
                if (size > data.length / 2) {
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
            int n = 0;
            for (int p = 0; p < size; p++) {
                if (n == 0 || data[p] != data[n - 1]) {
                    data[n++] = data[p];
                }
            }
            size = n;
            compacted = n;
        }

        long[] toArray() {
            compact();
            return Arrays.copyOf(data, size);
        }
    }
}
