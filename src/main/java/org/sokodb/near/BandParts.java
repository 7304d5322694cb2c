package org.sokodb.near;

/**
 * A band's entries (or a slice's) by part, as {@link BandEntries} lays them out: part
 * {@code k} is {@code entries[starts[r][k]..starts[r][k + 1])} of each run {@code r}, the
 * runs one after the other. A band laid out in the heap is one run per group of levels (each
 * group's entries made once and laid out by part in the group's own place), a slice read back
 * from disk one run. A part's entries are the same set however many runs hold them, and are
 * sorted before use ({@link BandEntries#sort}; no two entries are equal), so the layout changes
 * nothing that is found.
 */
final class BandParts {
    private final long[] entries;
    private final int[][] starts;

    /** Part {@code k} of run {@code r} is {@code entries[starts[r][k]..starts[r][k + 1])}. */
    BandParts(long[] entries, int[][] starts) {
        this.entries = entries;
        this.starts = starts;
    }

    /** Entries of part {@code k}. */
    int size(int k) {
        int n = 0;
        for (int[] run : starts) {
            n += run[k + 1] - run[k];
        }
        return n;
    }

    /** Part {@code k}'s entries at the front of {@code into}, or of a larger array when it is too small: the one they are in. */
    long[] copy(int k, long[] into) {
        int size = size(k);
        long[] out = into.length >= size ? into : new long[Math.max(size, into.length + into.length / 2)];
        int n = 0;
        for (int[] run : starts) {
            int length = run[k + 1] - run[k];
            System.arraycopy(entries, run[k], out, n, length);
            n += length;
        }
        return out;
    }
}
