package org.sokodb.near;

import java.util.Arrays;

import org.sokodb.board.Symmetry;

/**
 * Locality-sensitive keys for finding similar levels without comparing every pair
 * (docs/similar.md): squares sampled at fixed places, banded.
 *
 * <p>The grid is anchored at its top-left corner. A band samples {@code rows} places of the
 * window inside the outer ring (columns and rows 1 to {@link #WINDOW}), and its key is the
 * categories found there (wall outside the grid). Two levels that differ in d of the window's
 * squares share a band's key with probability about (1 − d / window)<sup>rows</sup>; levels
 * that merely look alike (the same outer wall, much open floor) differ in a third or more of
 * the window, so a long band separates them where a short one cannot. Sampling the window
 * and not the whole grid leaves out the outer ring, which every level has and which says
 * nothing. Two levels that share any band key become a candidate pair, checked with the
 * exact {@link Similarity}: the keys never add a false pair, they can only miss one.
 *
 * <p>Orientation and alignment are handled by keying one level under several placements
 * ({@link #orientationKeys}, {@link #probeKeys}). Every key carries its band number, so keys
 * of different bands never meet.
 */
public final class Sketch {
    /** The window sampled: columns and rows 1 to 8, the inside of a Boxoban level. */
    public static final int WINDOW = 8;
    /**
     * The bands and rows the catalog stores for {@code similar}, every level in its 8
     * orientations ({@link #orientationKeys}: 40 keys a level; measured in docs/similar.md).
     */
    public static final Sketch DEFAULT = new Sketch(5, 11);
    /** The bands and rows of the catalog-wide search, {@code dups --similar} (measured in docs/similar.md). */
    public static final Sketch PAIRS = new Sketch(24, 16);

    private final int bands;
    private final int rows;
    /** Per band, {@code rows} places as {@code y << 8 | x}. */
    private final int[] places;
    /**
     * For {@link #key(long, long, long, int)}, when a band's squares fit in one long before
     * it is mixed (fewer than 21): per band, row of the window and byte of that row, the
     * categories' lowest bits of the band's squares in that row where the byte has a bit, each
     * at its square's place in the key ({@code (band * WINDOW + row) * 256 + byte}); null otherwise.
     */
    private final long[] rowBits;

    public Sketch(int bands, int rows) {
        if (rows > WINDOW * WINDOW) {
            throw new IllegalArgumentException("a band samples at most " + WINDOW * WINDOW + " squares");
        }
        this.bands = bands;
        this.rows = rows;
        this.places = new int[bands * rows];
        int[] window = new int[WINDOW * WINDOW];
        long z = 0x5DEECE66DL;
        for (int b = 0; b < bands; b++) {
            for (int i = 0; i < window.length; i++) {
                window[i] = (i / WINDOW + 1) << 8 | (i % WINDOW + 1);
            }
            // a partial Fisher-Yates shuffle: distinct places within a band
            for (int r = 0; r < rows; r++) {
                z = mix(z + 0x9E3779B97F4A7C15L);
                int pick = r + (int) Long.remainderUnsigned(z, window.length - r);
                int t = window[r];
                window[r] = window[pick];
                window[pick] = t;
                places[b * rows + r] = window[r];
            }
        }
        this.rowBits = rows < 21 ? rowBits() : null;
    }

    private long[] rowBits() {
        long[] bits = new long[bands * WINDOW * 256];
        for (int b = 0; b < bands; b++) {
            for (int r = 0; r < rows; r++) {
                int p = places[b * rows + r];
                int row = (p >> 8) - 1;
                int column = (p & 0xFF) - 1;
                for (int v = 0; v < 256; v++) {
                    if ((v >>> column & 1) != 0) {
                        bits[(b * WINDOW + row) * 256 + v] |= 1L << 3 * (rows - 1 - r);
                    }
                }
            }
        }
        return bits;
    }

    public int bands() {
        return bands;
    }

    /** Squares a band samples. */
    int rows() {
        return rows;
    }

    /** Where square {@code r} of band {@code band} is sampled: {@code y << 8 | x}, window columns and rows 1 to {@link #WINDOW}. */
    int place(int band, int r) {
        return places[band * rows + r];
    }

    /**
     * Band {@code band}'s key of the categories sampled, {@code k}: 3 bits a square in the
     * order they are sampled, the first highest (fewer than 21 squares), as
     * {@link #key(long, long, long, int)} mixes them.
     */
    long finish(long k, int band) {
        return mix(((long) band + 1) << 3 * rows ^ k ^ (long) band << 59);
    }

    /** The band keys of a grid as it stands, anchored at its top-left corner. */
    public long[] keys(Grid g) {
        return keys(g, 0, 0);
    }

    /** The band keys of a grid moved by ({@code dx}, {@code dy}) squares. */
    public long[] keys(Grid g, int dx, int dy) {
        long[] keys = new long[bands];
        for (int b = 0; b < bands; b++) {
            keys[b] = key(g, Symmetry.IDENTITY, dx, dy, b);
        }
        return keys;
    }

    /**
     * The key of one band for the grid turned by {@code s} (anchored at the turned grid's
     * top-left corner) and moved by ({@code dx}, {@code dy}): the same as
     * {@code keys(g.transform(s), dx, dy)[band]} without building the turned grid.
     */
    public long key(Grid g, Symmetry s, int dx, int dy, int band) {
        Symmetry back = s.inverse();
        int w = s.width(g.width(), g.height());
        int h = s.height(g.width(), g.height());
        long k = band + 1;
        for (int r = 0; r < rows; r++) {
            int p = places[band * rows + r];
            int x = (p & 0xFF) - dx;
            int y = (p >> 8) - dy;
            byte c = x < 0 || y < 0 || x >= w || y >= h ? Grid.WALL
                    : g.at(back.x(x, y, w, h), back.y(x, y, w, h));
            // 3 bits a square: 21 squares fill a long, then it is mixed in
            k = k << 3 | c;
            if (r % 21 == 20) {
                k = mix(k);
            }
        }
        return mix(k ^ (long) band << 59);
    }

    /**
     * The same key from a packed window ({@link Packed}: three planes, the turn and the move
     * already made): a sampled place (x, y) of the window is bit {@code 8(y − 1) + x − 1},
     * and where the grid has wall or nothing the planes have zeros, so the categories, and
     * the key, are those {@link #key} reads square by square ({@code PackedPairsTest}).
     */
    long key(long p0, long p1, long p2, int band) {
        if (rowBits != null) {
            // the squares' categories, three bits each in the order they are sampled, a row of
            // the window at a time (each plane's byte of that row looked up): the loop below
            // with fewer than 21 squares, in a third of its steps
            long k = 0;
            for (int row = 0, at = band * WINDOW * 256; row < WINDOW; row++, at += 256) {
                int shift = 8 * row;
                k |= rowBits[at + (int) (p0 >>> shift & 0xFF)] | rowBits[at + (int) (p1 >>> shift & 0xFF)] << 1
                        | rowBits[at + (int) (p2 >>> shift & 0xFF)] << 2;
            }
            return finish(k, band);
        }
        long k = band + 1;
        for (int r = 0; r < rows; r++) {
            int p = places[band * rows + r];
            int bit = 8 * ((p >> 8) - 1) + (p & 0xFF) - 1;
            long c = (p0 >>> bit & 1) | (p1 >>> bit & 1) << 1 | (p2 >>> bit & 1) << 2;
            k = k << 3 | c;
            if (r % 21 == 20) {
                k = mix(k);
            }
        }
        return mix(k ^ (long) band << 59);
    }

    /** The keys of all 8 orientations, each anchored at its own top-left corner (8 × bands). */
    public long[] orientationKeys(Grid g) {
        long[] out = new long[8 * bands];
        for (Symmetry s : Symmetry.values()) {
            System.arraycopy(keys(g.transform(s)), 0, out, s.ordinal() * bands, bands);
        }
        return out;
    }

    /**
     * The keys to look up for one level against levels stored under {@link #orientationKeys}:
     * every orientation, moved by up to one square each way. A stored level whose best
     * placement is flush at a corner is met with the orientation that brings that corner to
     * the top left for both (and so through all 8 orientations: eight chances a band); one a
     * square beyond flush, with the move. Sorted, without repeats.
     */
    public long[] probeKeys(Grid g) {
        return probeKeys(g, 1);
    }

    /** As {@link #probeKeys(Grid)}, moved by up to {@code reach} squares each way. */
    public long[] probeKeys(Grid g, int reach) {
        int side = 2 * reach + 1;
        long[] out = new long[8 * side * side * bands];
        int n = 0;
        for (Symmetry s : Symmetry.values()) {
            Grid t = g.transform(s);
            for (int dy = -reach; dy <= reach; dy++) {
                for (int dx = -reach; dx <= reach; dx++) {
                    for (long k : keys(t, dx, dy)) {
                        out[n++] = k;
                    }
                }
            }
        }
        return Arrays.stream(out).sorted().distinct().toArray();
    }

    /** A strong 64-bit mixer (the finaliser of SplitMix64). */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
