package org.sokodb.near;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.stream.IntStream;

import org.sokodb.board.Symmetry;

/**
 * One band's entries of {@link PackedPairs}, laid out by their top {@link #PART_BITS} bits in
 * parts that are each worked on alone: all at once when they fit in {@code capacity} entries,
 * otherwise in slices of consecutive parts, one more pass over every level's keys a slice.
 * A part holds the same entries either way and is sorted before use, so the pairs found do
 * not depend on the slicing: only the memory (a slice's entries instead of the band's, 40 a
 * level) and the key passes do. That is what lets {@code dups --similar} work on a catalog
 * whose band does not fit in the heap (docs/similar.md#memory).
 */
final class BandEntries {
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

    private final PackedWindows packed;
    private final Sketch sketch;
    private final int count;
    private final boolean whole;
    /** Bits of a level's number in an entry, below the move (3 bits) and the orientation (3 bits). */
    final int idBits;
    private long[] entries;
    private long passes;
    private long slices;

    BandEntries(PackedWindows packed, Sketch sketch, long capacity) {
        this.packed = packed;
        this.sketch = sketch;
        this.count = packed.size();
        this.idBits = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, count - 1)));
        long all = (long) count * PER_LEVEL;
        this.whole = capacity >= all;
        this.entries = new long[(int) Math.min(all, Math.max(1, capacity))];
    }

    /** Passes over the levels' keys made so far: one a band when its entries fit, one more a slice otherwise. */
    long passes() {
        return passes;
    }

    /** Slices worked on so far (one a band when it fits). */
    long slices() {
        return slices;
    }

    /** Lets the entries go. */
    void release() {
        entries = new long[0];
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
        AtomicIntegerArray sizes = new AtomicIntegerArray(PARTS);
        eachEntry(band, low, 0, PARTS, e -> sizes.incrementAndGet(part(e)));
        passes++;
        int[] starts = new int[PARTS + 1];
        for (int from = 0; from < PARTS;) {
            int to = from;
            long size = 0;
            // at least one part, even one larger than the capacity: a part cannot be split
            while (to < PARTS && (to == from || size + sizes.get(to) <= entries.length)) {
                size += sizes.get(to++);
            }
            if (size > entries.length) {
                entries = new long[(int) size];
            }
            Arrays.fill(starts, 0);
            AtomicIntegerArray next = new AtomicIntegerArray(PARTS);
            for (int k = from; k < to; k++) {
                starts[k + 1] = starts[k] + sizes.get(k);
                next.set(k, starts[k]);
            }
            for (int k = to; k < PARTS; k++) {
                starts[k + 1] = starts[k];
            }
            long[] slice = entries;
            eachEntry(band, low, from, to, e -> slice[next.getAndIncrement(part(e))] = e);
            passes++;
            slices++;
            work.work(slice, starts, from, to);
            from = to;
        }
    }

    private interface EntrySink {
        void accept(long entry);
    }

    /** Every entry of the band whose part is in {@code from} to {@code to}, from every core. */
    private void eachEntry(int band, int low, int from, int to, EntrySink sink) {
        IntStream.range(0, count).parallel().forEach(i -> {
            for (int s = 0; s < 8; s++) {
                for (int t = 0; t < SHIFTS.length; t++) {
                    long e = entry(i, s, t, band, low);
                    int k = part(e);
                    if (k >= from && k < to) {
                        sink.accept(e);
                    }
                }
            }
        });
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

    /**
     * Orders {@code entries} by their top {@link #PART_BITS} bits in place (one cycle of swaps
     * a misplaced entry, as an in-place radix sort does its first digit) and returns where each
     * part starts, with the end at {@code PARTS}: no second array of every entry.
     */
    static int[] partition(long[] entries) {
        int[] starts = new int[PARTS + 1];
        for (long e : entries) {
            starts[part(e) + 1]++;
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
