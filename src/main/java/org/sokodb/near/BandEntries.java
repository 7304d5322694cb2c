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

    /** Works on the parts {@code from} to {@code to} (exclusive) of {@code parts}. */
    interface Slice {
        void work(BandParts parts, int from, int to);
    }

    /** The most slices a band is spilled in (each a file open while it is worked on). */
    static final int MOST_SLICES = 256;
    /** Levels whose entries one task of the spilling pass makes at once. */
    private static final int CHUNK = 1024;
    /**
     * Levels whose entries one task makes at once and lays out by part in their own place
     * when the band fits (a run of {@link BandParts}): 2.6 MB of entries, made once.
     */
    private static final int GROUP = 8192;
    /** Each thread's space for a group's entries as made. */
    private static final ThreadLocal<long[]> GROUP_SCRATCH = ThreadLocal.withInitial(() -> new long[GROUP * PER_LEVEL]);
    /** Each thread's space for a chunk's entries, as made and as sorted by slice. */
    private static final ThreadLocal<long[][]> SCRATCH = ThreadLocal.withInitial(
            () -> new long[][] {new long[CHUNK * PER_LEVEL], new long[CHUNK * PER_LEVEL]});

    private final PackedWindows packed;
    private final Sketch sketch;
    /** The keys of a packed level's orientation at its five moves at once, when the sketch's bands take it. */
    private final MovedKeys moved;
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
        this.moved = MovedKeys.fits(sketch) ? new MovedKeys(sketch) : null;
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
            passes++;
            slices++;
            work.work(laidOut(band, low), 0, PARTS);
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
            slices++;
            work.work(new BandParts(entries, new int[][] {readLaidOut(f, (int) size)}), firstPart[f], firstPart[f + 1]);
        }
    }

    /**
     * The band's entries laid out by part in {@link #entries}, on every core: a group of
     * {@link #GROUP} levels a task, whose entries are made once into the thread's space, counted
     * by part and written by part into the group's own place of {@link #entries} (where its
     * levels' entries begin), each part's share of the group one after the other. A part is then
     * the group's shares in group order ({@link BandParts}), gathered when it is worked on. Before
     * this the keys were made twice, to count each part's entries first and write each where its
     * part begins in one array: the keys were a quarter of the samples of {@code dups --similar 90}
     * (docs/similar.md).
     */
    private BandParts laidOut(int band, int low) {
        int groups = (count + GROUP - 1) / GROUP;
        int[][] starts = new int[groups][];
        long[] into = entries;
        IntStream.range(0, groups).parallel().forEach(g -> {
            long[] made = GROUP_SCRATCH.get();
            int n = 0;
            for (int i = g * GROUP, end = Math.min(count, i + GROUP); i < end; i++) {
                levelEntries(i, band, low, made, n);
                n += PER_LEVEL;
            }
            int[] at = new int[PARTS + 1];
            for (int k = 0; k < n; k++) {
                at[part(made[k]) + 1]++;
            }
            at[0] = g * GROUP * PER_LEVEL;
            for (int k = 0; k < PARTS; k++) {
                at[k + 1] += at[k];
            }
            int[] next = Arrays.copyOf(at, PARTS);
            for (int k = 0; k < n; k++) {
                into[next[part(made[k])]++] = made[k];
            }
            starts[g] = at;
        });
        return new BandParts(into, starts);
    }

    /** Longs of a slice's file one task reads at once when {@link #readLaidOut} lays it out. */
    private static final int READ_BLOCK = 1 << 15;
    /** Each thread's space for a block of a slice's file. */
    private static final ThreadLocal<long[]> BLOCK = ThreadLocal.withInitial(() -> new long[READ_BLOCK]);

    /**
     * Slice {@code f}'s {@code n} entries laid out by part in {@link #entries}, on every core,
     * as {@link #laidOut} does the whole band: its file is read twice, a block per task, first
     * to count each block's entries in each part, then to write each where its block's share
     * of its part begins.
     */
    private int[] readLaidOut(int f, int n) {
        int blocks = (n + READ_BLOCK - 1) / READ_BLOCK;
        int[] at = new int[blocks * PARTS];
        IntStream.range(0, blocks).parallel().forEach(b -> {
            long[] block = readBlock(f, b, n);
            int base = b * PARTS;
            for (int k = 0, size = Math.min(READ_BLOCK, n - b * READ_BLOCK); k < size; k++) {
                at[base + part(block[k])]++;
            }
        });
        int[] starts = places(at, blocks);
        long[] into = entries;
        IntStream.range(0, blocks).parallel().forEach(b -> {
            long[] block = readBlock(f, b, n);
            int base = b * PARTS;
            for (int k = 0, size = Math.min(READ_BLOCK, n - b * READ_BLOCK); k < size; k++) {
                into[at[base + part(block[k])]++] = block[k];
            }
        });
        return starts;
    }

    /** Block {@code b} of slice {@code f}'s {@code n} entries, at the front of this thread's space. */
    private long[] readBlock(int f, int b, int n) {
        long[] block = BLOCK.get();
        int from = b * READ_BLOCK;
        int size = Math.min(READ_BLOCK, n - from);
        Spill.Reader r = spill.reader(f, from, size);
        for (int k = 0; k < size;) {
            k += r.next(block, k, size - k);
        }
        return block;
    }

    /**
     * Turns {@code at}, each block's count of entries in each part ({@code at[b * PARTS + k]}),
     * into where each block's entries of each part begin, the blocks' shares of a part one
     * after the other in block order; returns where each part begins, with the end at {@code PARTS}.
     */
    static int[] places(int[] at, int blocks) {
        int[] starts = new int[PARTS + 1];
        int next = 0;
        for (int k = 0; k < PARTS; k++) {
            starts[k] = next;
            for (int b = 0; b < blocks; b++) {
                int n = at[b * PARTS + k];
                at[b * PARTS + k] = next;
                next += n;
            }
        }
        starts[PARTS] = next;
        return starts;
    }

    /** Levels {@code CHUNK * c} on: their entries of the band, each slice's block appended to its file. */
    private void spillChunk(int c, int band, int low) {
        long[][] scratch = SCRATCH.get();
        long[] made = scratch[0];
        long[] bySlice = scratch[1];
        int n = 0;
        for (int i = c * CHUNK, end = Math.min(count, i + CHUNK); i < end; i++) {
            levelEntries(i, band, low, made, n);
            n += PER_LEVEL;
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

    /**
     * Level {@code i}'s {@link #PER_LEVEL} entries of the band into {@code out} from {@code at}: its key in
     * each orientation (in order) moved by each move (in order), with the three as its low
     * bits. A packed level's planes are turned once an orientation, and keyed at its five moves
     * at once ({@link MovedKeys}).
     */
    private void levelEntries(int i, int band, int low, long[] out, int at) {
        int n = at;
        boolean fits = packed.fits(i);
        if (fits && moved != null) {
            for (int s = 0; s < 8; s++) {
                moved.keys(packed.plane(i, s, 0), packed.plane(i, s, 1), packed.plane(i, s, 2), band, out, n);
                for (int t = 0; t < SHIFTS.length; t++, n++) {
                    out[n] = out[n] << low | (long) s << idBits + 3 | (long) t << idBits | i;
                }
            }
            return;
        }
        for (int s = 0; s < 8; s++) {
            long p0 = fits ? packed.plane(i, s, 0) : 0;
            long p1 = fits ? packed.plane(i, s, 1) : 0;
            long p2 = fits ? packed.plane(i, s, 2) : 0;
            for (int t = 0; t < SHIFTS.length; t++) {
                int dx = SHIFTS[t][0];
                int dy = SHIFTS[t][1];
                long key = fits
                        ? sketch.key(Packed.move(p0, dx, dy), Packed.move(p1, dx, dy), Packed.move(p2, dx, dy), band)
                        : sketch.key(packed.large(i), TURNS[s], dx, dy, band);
                out[n++] = key << low | (long) s << idBits + 3 | (long) t << idBits | i;
            }
        }
    }
}
