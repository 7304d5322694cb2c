package org.sokodb.similar;

import java.util.Arrays;

import org.sokodb.board.Symmetry;

/**
 * Locality-sensitive keys for finding similar levels without comparing every pair
 * (docs/similar.md): MinHash over the level's open squares, banded.
 *
 * <p>A grid's features are its open (non-wall) squares as (column, row, category), the grid
 * anchored at its top-left corner. Two levels that differ in few squares share most
 * features, so their minimum hash values agree with probability equal to the Jaccard
 * similarity of the feature sets; {@code rows} minima make one band key, and two levels that
 * share any band key become a candidate pair, checked with the exact {@link Similarity}.
 *
 * <p>Orientation and alignment are handled by keying one level under several placements:
 * a level whose best match needs another orientation or a shift is keyed under those too
 * ({@link #probeKeys}). Every key carries its band number, so keys of different bands never
 * meet.
 */
public final class Sketch {
    /** The bands and rows the catalog stores (measured in docs/similar.md). */
    public static final Sketch DEFAULT = new Sketch(16, 4);

    private final int bands;
    private final int rows;
    private final long[] seeds;

    public Sketch(int bands, int rows) {
        this.bands = bands;
        this.rows = rows;
        seeds = new long[bands * rows];
        long z = 0x5DEECE66DL;
        for (int i = 0; i < seeds.length; i++) {
            z = mix(z + 0x9E3779B97F4A7C15L);
            seeds[i] = z;
        }
    }

    public int bands() {
        return bands;
    }

    /** The band keys of a grid as it stands, anchored at its top-left corner. */
    public long[] keys(Grid g) {
        return keys(g, 0, 0);
    }

    /** The band keys of a grid moved by ({@code dx}, {@code dy}) squares. */
    public long[] keys(Grid g, int dx, int dy) {
        long[] minima = new long[seeds.length];
        Arrays.fill(minima, Long.MAX_VALUE);
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                int c = g.at(x, y);
                if (c == Grid.WALL) {
                    continue;
                }
                long feature = mix(((long) (y + dy + 512) << 32 | (long) (x + dx + 512) << 16 | c) * 0xD6E8FEB86659FD93L);
                for (int i = 0; i < seeds.length; i++) {
                    long h = mix(feature ^ seeds[i]);
                    if (h < minima[i]) {
                        minima[i] = h;
                    }
                }
            }
        }
        long[] keys = new long[bands];
        for (int b = 0; b < bands; b++) {
            long k = b + 1;
            for (int r = 0; r < rows; r++) {
                k = mix(k * 0x9E3779B97F4A7C15L ^ minima[b * rows + r]);
            }
            keys[b] = k;
        }
        return keys;
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
     * The keys to look up for one level against levels stored under {@link #keys(Grid)}: every
     * orientation, moved by up to one square each way (so levels a row or column larger, or
     * drawn one square over, are found too). Sorted, without repeats.
     */
    public long[] probeKeys(Grid g) {
        long[] out = new long[8 * 9 * bands];
        int n = 0;
        for (Symmetry s : Symmetry.values()) {
            Grid t = g.transform(s);
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
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
