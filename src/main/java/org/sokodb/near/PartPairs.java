package org.sokodb.near;

import java.util.Arrays;

/**
 * The pairs one part of a band finds in {@link PackedPairs}, with its counts: the candidates of
 * each of its buckets counted at the placement their keys met in, and those that pass kept
 * (sorted and deduplicated as the list grows; the band's are sorted together at its end).
 */
final class PartPairs {
    private static final int[][] SHIFTS = BandEntries.SHIFTS;

    /** Candidates met: pairs of entries of two levels in a bucket, one of them not moved. */
    long candidates;
    /** Candidates that reached the threshold at their placement. */
    long passed;
    private long[] data = new long[64];
    private int size;

    // a bucket's entries as placed
    private int[] level = new int[0];
    /** The entry's move. */
    private int[] dx = new int[0];
    private int[] dy = new int[0];
    /** Planes 0–2 of entry e at 3e. */
    private long[] planes = new long[0];
    /** Open squares the move took out of the window. */
    private int[] lost = new int[0];
    private int[] width = new int[0];
    private int[] height = new int[0];
    /** Whether the entry's level packs. */
    private boolean[] fits = new boolean[0];

    /** Empties the pairs and the counts, for the next part; the space stays. */
    PartPairs clear() {
        candidates = 0;
        passed = 0;
        size = 0;
        return this;
    }

    /**
     * The candidates of one bucket, {@code entries[start..end)}, whose windows {@link PackedWindows#gather}
     * copied to {@code gathered} (at {@link PackedWindows#GATHERED} times an entry's place). Each
     * entry's level is first placed as its key saw it (orientation turned, moved by its move), so
     * the pairs, which grow with the square of the bucket, are counted in the cache from a few
     * registers: two entries met in orientation S of A moved by m and S' of B moved by m', the
     * placement of S'(B) over S(A) at m' − m, and its count is
     * {@code popcount((a0^b0)|(a1^b1)|(a2^b2))} of the placed planes plus the open squares
     * either move took out of the window (one of the moves is none): {@link Packed}'s exact
     * count for that placement, whichever of the two is moved (the measure is symmetric).
     * {@code allowed[area]}: the most squares that may differ on a common box of that area.
     */
    void bucket(long[] entries, int start, int end, int idBits, long idMask, long[] gathered, int[] allowed) {
        int n = end - start;
        ensure(n);
        // the plain entries first: two moved entries never pair, so only the plain ones lead
        int placed = 0;
        int leading = 0;
        boolean allPacked = true;
        for (int pass = 0; pass < 2; pass++) {
            for (int p = start; p < end; p++) {
                int t = (int) (entries[p] >>> idBits & 7);
                if ((t == 0) != (pass == 0)) {
                    continue;
                }
                int e = placed++;
                level[e] = (int) (entries[p] & idMask);
                dx[e] = SHIFTS[t][0];
                dy[e] = SHIFTS[t][1];
                fits[e] = PackedWindows.gatheredFits(gathered, PackedWindows.GATHERED * p);
                if (fits[e]) {
                    PackedWindows.place(gathered, PackedWindows.GATHERED * p, (int) (entries[p] >>> idBits + 3 & 7), SHIFTS[t][0],
                            SHIFTS[t][1], planes, lost, width, height, e);
                } else {
                    allPacked = false;
                }
            }
            if (pass == 0) {
                leading = placed;
            }
        }
        if (allPacked) {
            leadInTwos(n, leading, allowed);
        } else {
            leadOneByOne(n, leading, allowed);
        }
    }

    /**
     * The candidates of a bucket whose levels all pack, two leading entries against each entry
     * after them at once: the entry's planes are read once for both, and the two counts are
     * independent of each other. The same candidates as {@link #leadOneByOne}: each leading
     * entry with every entry after it.
     */
    private void leadInTwos(int n, int leading, int[] allowed) {
        // in locals, which the calls of consider cannot change, so the loop reads them once
        long[] planes = this.planes;
        int[] level = this.level;
        int mostAllowed = allowed[allowed.length - 1];
        int e = 0;
        for (; e + 1 < leading; e += 2) {
            int f = e + 1;
            int i = level[e];
            int i2 = level[f];
            long a0 = planes[3 * e];
            long a1 = planes[3 * e + 1];
            long a2 = planes[3 * e + 2];
            long b0 = planes[3 * f];
            long b1 = planes[3 * f + 1];
            long b2 = planes[3 * f + 2];
            if (i != i2) {
                candidates++;
                int differ = Long.bitCount((a0 ^ b0) | (a1 ^ b1) | (a2 ^ b2));
                if (differ <= mostAllowed) {
                    consider(e, f, differ, allowed);
                }
            }
            for (f = e + 2; f < n; f++) {
                int j = level[f];
                long c0 = planes[3 * f];
                long c1 = planes[3 * f + 1];
                long c2 = planes[3 * f + 2];
                if (i != j) {
                    candidates++;
                    int differ = Long.bitCount((a0 ^ c0) | (a1 ^ c1) | (a2 ^ c2));
                    if (differ <= mostAllowed) {
                        consider(e, f, differ, allowed);
                    }
                }
                if (i2 != j) {
                    candidates++;
                    int differ = Long.bitCount((b0 ^ c0) | (b1 ^ c1) | (b2 ^ c2));
                    if (differ <= mostAllowed) {
                        consider(e + 1, f, differ, allowed);
                    }
                }
            }
        }
        if (e < leading) {
            leadOne(e, n, allowed);
        }
    }

    /** The candidates of a bucket with a level too large to pack: each leading entry in turn. */
    private void leadOneByOne(int n, int leading, int[] allowed) {
        for (int e = 0; e < leading; e++) {
            leadOne(e, n, allowed);
        }
    }

    /** Leading entry {@code e} against every entry after it. */
    private void leadOne(int e, int n, int[] allowed) {
        long[] planes = this.planes;
        int[] level = this.level;
        boolean[] fits = this.fits;
        int mostAllowed = allowed[allowed.length - 1];
        int i = level[e];
        long a0 = planes[3 * e];
        long a1 = planes[3 * e + 1];
        long a2 = planes[3 * e + 2];
        for (int f = e + 1; f < n; f++) {
            int j = level[f];
            if (i == j) {
                continue;
            }
            candidates++;
            if (!fits[e] || !fits[f]) {
                // measured at the end of the band, once however often the two meet
                add(Math.min(i, j), Math.max(i, j));
                continue;
            }
            int differ = Long.bitCount((a0 ^ planes[3 * f]) | (a1 ^ planes[3 * f + 1]) | (a2 ^ planes[3 * f + 2]));
            if (differ <= mostAllowed) {
                // at most what the largest common box allows: most candidates end before this, their box not read
                consider(e, f, differ, allowed);
            }
        }
    }

    /** Keeps the pair of leading entry {@code e} and entry {@code f} when its {@code differ} squares are within what its common box allows. */
    private void consider(int e, int f, int differ, int[] allowed) {
        // the leading entry is not moved: f's move is the placement's
        int x = dx[f];
        int y = dy[f];
        int margin = allowed[(Math.max(width[e], x + width[f]) - Math.min(0, x))
                * (Math.max(height[e], y + height[f]) - Math.min(0, y))] - lost[f];
        if (differ <= margin) {
            passed++;
            int i = level[e];
            int j = level[f];
            add(Math.min(i, j), Math.max(i, j));
        }
    }

    private void ensure(int n) {
        if (level.length < n) {
            level = new int[n];
            dx = new int[n];
            dy = new int[n];
            planes = new long[3 * n];
            lost = new int[n];
            width = new int[n];
            height = new int[n];
            fits = new boolean[n];
        }
    }

    private void add(int i, int j) {
        if (size == data.length) {
            Arrays.sort(data, 0, size);
            size = PackedPairs.unique(data, size);
            if (size > data.length / 2) {
                data = Arrays.copyOf(data, data.length * 2);
            }
        }
        data[size++] = (long) i << 32 | j;
    }

    /** The pairs kept, in no order, a pair perhaps more than once. */
    long[] toArray() {
        return Arrays.copyOf(data, size);
    }
}
