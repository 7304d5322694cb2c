package org.sokodb.near;

import java.util.Arrays;

/**
 * A band's entries (or a slice's) by part, as {@link BandEntries} lays them out: part
 * {@code k} is {@code entries[starts[r][k]..starts[r][k + 1])} of each run {@code r}, the
 * runs one after the other. A band laid out in the heap is one run per group of levels (each
 * group's entries made once and laid out by part in the group's own place), a slice read back
 * from disk one run. A part's entries are the same set however many runs hold them, and are
 * sorted before use ({@link #sorted}; no two entries are equal), so the layout changes
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

    /** The most bits of the key below the part's that {@link #sorted} splits a part by: 8,192 pieces. */
    static final int MOST_PIECE_BITS = 13;

    /**
     * Part {@code k}'s entries sorted, at the front of {@code into} or of a larger array when it
     * is too small: the one they are in. They are written from the runs straight to their piece,
     * by the next bits of the key below the part's (as many bits as the part has entries to a
     * power of two, at most {@link #MOST_PIECE_BITS}: one or two entries a piece, a few on the
     * Boxoban zip), and each piece of more than one entry is then sorted. The keys are mixed, so
     * the pieces hold about as many each, and the order is that of one sort of the part: the
     * entries of a part share their sign bit, so the pieces in order of their bits are in the
     * order of the longs. {@code pieces} is space for the pieces' counts:
     * 2<sup>{@link #MOST_PIECE_BITS}</sup> + 1 ints. Sorting the part in place in pieces of about
     * 32 entries took 22 % of the search's samples on 99,295 Boxoban levels (docs/similar.md).
     */
    long[] sorted(int k, long[] into, int[] pieces) {
        int size = size(k);
        int bits = Math.min(MOST_PIECE_BITS, 31 - Integer.numberOfLeadingZeros(Math.max(1, size)));
        if (bits == 0) {
            return copy(k, into);
        }
        long[] out = into.length >= size ? into : new long[Math.max(size, into.length + into.length / 2)];
        int shift = 64 - BandEntries.PART_BITS - bits;
        int mask = (1 << bits) - 1;
        Arrays.fill(pieces, 0, mask + 1, 0);
        for (int[] run : starts) {
            for (int p = run[k], end = run[k + 1]; p < end; p++) {
                pieces[(int) (entries[p] >>> shift) & mask]++;
            }
        }
        // where each piece begins, then, as its entries are written, where it ends
        for (int d = 0, next = 0; d <= mask; d++) {
            int n = pieces[d];
            pieces[d] = next;
            next += n;
        }
        for (int[] run : starts) {
            for (int p = run[k], end = run[k + 1]; p < end; p++) {
                long e = entries[p];
                out[pieces[(int) (e >>> shift) & mask]++] = e;
            }
        }
        for (int d = 0, begin = 0; d <= mask; d++) {
            int end = pieces[d];
            if (end - begin > 1) {
                sort(out, begin, end);
            }
            begin = end;
        }
        return out;
    }

    /** Sorts {@code a[from..to)}: by insertion when it is a few entries, as most pieces are. */
    private static void sort(long[] a, int from, int to) {
        if (to - from > 16) {
            Arrays.sort(a, from, to);
            return;
        }
        for (int p = from + 1; p < to; p++) {
            long e = a[p];
            int q = p - 1;
            while (q >= from && a[q] > e) {
                a[q + 1] = a[q];
                q--;
            }
            a[q + 1] = e;
        }
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
