package org.sokodb.near;

import java.util.Arrays;
import java.util.stream.IntStream;

import org.sokodb.board.Symmetry;

/**
 * One band's entries of {@link PackedPairs}, laid out by their top {@link #PART_BITS} bits in
 * parts that are each worked on alone: all at once when they fit in {@code capacity} entries,
 * otherwise spilled: one pass over every level's keys writes each entry to the file of its
 * slice (consecutive parts, about {@code capacity} entries each; {@link Spill}), and the
 * slices are read back one at a time. A part holds the same entries either way and is sorted
 * before use, so the pairs found do not depend on the slicing: only the memory (a slice's
 * entries instead of the band's, 40 a level) and the disk do. That is what lets
 * {@code dups --similar} work on a catalog whose band does not fit in the heap
 * (docs/similar.md#memory).
 */
final class BandEntries implements AutoCloseable {
    /** Parts of the keys, by their top bits. */
    static final int PART_BITS = 10;
    static final int PARTS = 1 << PART_BITS;
    static final int[][] SHIFTS = CandidatePairs.SHIFTS;
    /** Entries a level has in a band: 8 orientations, each plain and moved. */
    static final int PER_LEVEL = 8 * SHIFTS.length;
    private static final Symmetry[] TURNS = Symmetry.values();

    /** Works on the parts {@code from} to {@code to} (exclusive); part k is {@code entries[starts[k]..starts[k + 1])}. */
    interface Slice {
        void work(long[] entries, int[] starts, int from, int to);
    }

    /** The most slices a band is spilled in (each a file open while it is worked on). */
    static final int MOST_SLICES = 256;
    /** Levels whose entries one task of the spilling pass makes at once. */
    private static final int CHUNK = 1024;
    /** Each thread's space for a chunk's entries, as made and as sorted by slice. */
    private static final ThreadLocal<long[][]> SCRATCH = ThreadLocal.withInitial(
            () -> new long[][] {new long[CHUNK * PER_LEVEL], new long[CHUNK * PER_LEVEL]});

    private final PackedWindows packed;
    private final Sketch sketch;
    private final int count;
    private final boolean whole;
    /** Bits of a level's number in an entry, below the move (3 bits) and the orientation (3 bits). */
    final int idBits;
    private long[] entries;
    /** The files of the slices, when the band does not fit. */
    private final Spill spill;
    /** The slice of each part, and the first part of each slice (with {@code PARTS} at the end). */
    private final int[] sliceOf = new int[PARTS];
    private final int[] firstPart;
    private long passes;
    private long slices;

    BandEntries(PackedWindows packed, Sketch sketch, long capacity) {
        this.packed = packed;
        this.sketch = sketch;
        this.count = packed.size();
        this.idBits = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, count - 1)));
        long all = (long) count * PER_LEVEL;
        long space = Math.max(1, capacity);
        this.whole = space >= all;
        this.entries = new long[(int) Math.min(all, space)];
        // slices of a ninth less than the space, so that one a little above its share still fits
        int files = whole ? 0 : (int) Math.min(MOST_SLICES, Math.max(2, (all + space - space / 9 - 1) / (space - space / 9)));
        this.firstPart = new int[files + 1];
        for (int f = 0; f <= files; f++) {
            firstPart[f] = (int) ((long) f * PARTS / Math.max(1, files));
        }
        for (int f = 0; f < files; f++) {
            Arrays.fill(sliceOf, firstPart[f], firstPart[f + 1], f);
        }
        this.spill = whole ? null : new Spill(files);
    }

    /** Passes over the levels' keys made so far: one a band. */
    long passes() {
        return passes;
    }

    /** Slices worked on so far (one a band when it fits). */
    long slices() {
        return slices;
    }

    /** Lets the entries go, and their files. */
    @Override
    public void close() {
        entries = new long[0];
        if (spill != null) {
            spill.close();
        }
    }

    /** Hands band {@code band}'s entries to {@code work}, all parts at once or slice after slice. */
    void band(int band, Slice work) {
        int low = idBits + 6;
        if (whole) {
            IntStream.range(0, count).parallel().forEach(i -> {
                int at = i * PER_LEVEL;
                for (int s = 0; s < 8; s++) {
                    for (int t = 0; t < SHIFTS.length; t++) {
                        entries[at++] = entry(i, s, t, band, low);
                    }
                }
            });
            passes++;
            slices++;
            work.work(entries, partition(entries), 0, PARTS);
            return;
        }
        // one pass over the levels' keys writes each entry to its slice's file; each slice is
        // then read back whole and laid out by part, as the band is when it fits
        for (int f = 0; f < spill.files(); f++) {
            spill.clear(f);
        }
        passes++;
        IntStream.range(0, (count + CHUNK - 1) / CHUNK).parallel().forEach(c -> spillChunk(c, band, low));
        for (int f = 0; f < spill.files(); f++) {
            long size = spill.size(f);
            if (size > entries.length) {
                // the keys are mixed, so a slice holds about its share; one that does not fit still must
                entries = new long[(int) size];
            }
            int n = spill.readAll(f, entries);
            slices++;
            work.work(entries, partition(entries, n), firstPart[f], firstPart[f + 1]);
        }
    }

    /** Levels {@code CHUNK * c} on: their entries of the band, each slice's block appended to its file. */
    private void spillChunk(int c, int band, int low) {
        long[][] scratch = SCRATCH.get();
        long[] made = scratch[0];
        long[] bySlice = scratch[1];
        int n = 0;
        for (int i = c * CHUNK, end = Math.min(count, i + CHUNK); i < end; i++) {
            for (int s = 0; s < 8; s++) {
                for (int t = 0; t < SHIFTS.length; t++) {
                    made[n++] = entry(i, s, t, band, low);
                }
            }
        }
        int slices = spill.files();
        int[] at = new int[slices + 1];
        for (int k = 0; k < n; k++) {
            at[sliceOf[part(made[k])] + 1]++;
        }
        for (int f = 0; f < slices; f++) {
            at[f + 1] += at[f];
        }
        int[] next = Arrays.copyOf(at, slices);
        for (int k = 0; k < n; k++) {
            bySlice[next[sliceOf[part(made[k])]]++] = made[k];
        }
        for (int f = 0; f < slices; f++) {
            if (at[f + 1] > at[f]) {
                spill.append(f, bySlice, at[f], at[f + 1]);
            }
        }
    }

    private static int part(long entry) {
        return (int) (entry >>> 64 - PART_BITS);
    }

    /** Level {@code i}'s key in orientation {@code s} moved by move {@code t}, with the three as its low bits. */
    private long entry(int i, int s, int t, int band, int low) {
        int dx = SHIFTS[t][0];
        int dy = SHIFTS[t][1];
        long key = packed.fits(i)
                ? sketch.key(Packed.move(packed.plane(i, s, 0), dx, dy), Packed.move(packed.plane(i, s, 1), dx, dy),
                        Packed.move(packed.plane(i, s, 2), dx, dy), band)
                : sketch.key(packed.large(i), TURNS[s], dx, dy, band);
        return key << low | (long) s << idBits + 3 | (long) t << idBits | i;
    }

    /** Entries a piece of a part holds, about, when {@link #sort} splits it before sorting. */
    private static final int PIECE = 32;
    /** The most bits {@link #sort} splits a part by. */
    private static final int MOST_PIECE_BITS = 12;

    /**
     * Sorts {@code entries[from..to)}, one part (its top {@link #PART_BITS} bits the same):
     * split in place by the next bits into pieces of about {@link #PIECE} entries, as
     * {@link #partition} splits the band, and each piece sorted. The same order as one sort
     * of the part, with fewer comparisons: about 40 % less of a part's sort (docs/performance.md).
     */
    static void sort(long[] entries, int from, int to) {
        int bits = Math.min(MOST_PIECE_BITS, 31 - Integer.numberOfLeadingZeros(Math.max(1, (to - from) / PIECE)));
        if (bits == 0) {
            Arrays.sort(entries, from, to);
            return;
        }
        int[] starts = split(entries, from, to, 64 - PART_BITS - bits, bits);
        for (int k = 0; k < 1 << bits; k++) {
            if (starts[k + 1] - starts[k] > 1) {
                Arrays.sort(entries, starts[k], starts[k + 1]);
            }
        }
    }

    /**
     * Orders {@code entries[from..to)} in place by the {@code bits} bits above bit
     * {@code shift} (one cycle of swaps a misplaced entry, as an in-place radix sort does a
     * digit) and returns where each piece starts, the end last.
     */
    private static int[] split(long[] entries, int from, int to, int shift, int bits) {
        int pieces = 1 << bits;
        int mask = pieces - 1;
        int[] starts = new int[pieces + 1];
        for (int k = from; k < to; k++) {
            starts[(int) (entries[k] >>> shift & mask) + 1]++;
        }
        starts[0] = from;
        for (int k = 0; k < pieces; k++) {
            starts[k + 1] += starts[k];
        }
        int[] next = Arrays.copyOf(starts, pieces);
        for (int k = 0; k < pieces; k++) {
            int end = starts[k + 1];
            while (next[k] < end) {
                long e = entries[next[k]];
                int d = (int) (e >>> shift & mask);
                while (d != k) {
                    long displaced = entries[next[d]];
                    entries[next[d]++] = e;
                    e = displaced;
                    d = (int) (e >>> shift & mask);
                }
                entries[next[k]++] = e;
            }
        }
        return starts;
    }

    /**
     * Orders {@code entries} by their top {@link #PART_BITS} bits in place (one cycle of swaps
     * a misplaced entry, as an in-place radix sort does its first digit) and returns where each
     * part starts, with the end at {@code PARTS}: no second array of every entry.
     */
    static int[] partition(long[] entries) {
        return partition(entries, entries.length);
    }

    /** The same for the first {@code n} entries. */
    static int[] partition(long[] entries, int n) {
        int[] starts = new int[PARTS + 1];
        for (int k = 0; k < n; k++) {
            starts[part(entries[k]) + 1]++;
        }
        for (int k = 0; k < PARTS; k++) {
            starts[k + 1] += starts[k];
        }
        int[] next = Arrays.copyOf(starts, PARTS);
        for (int k = 0; k < PARTS; k++) {
            int end = starts[k + 1];
            while (next[k] < end) {
                long e = entries[next[k]];
                int d = part(e);
                while (d != k) {
                    long displaced = entries[next[d]];
                    entries[next[d]++] = e;
                    e = displaced;
                    d = part(e);
                }
                entries[next[k]++] = e;
            }
        }
        return starts;
    }
}
