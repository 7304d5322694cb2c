package org.sokodb.near;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.sokodb.board.Symmetry;

/**
 * The packed windows of many levels side by side, for {@link PackedPairs} (docs/similar.md):
 * 12 longs a level, so that reading an entry of a bucket costs one trip to memory and a
 * catalog of 1.5 M levels takes 144 MB.
 *
 * <p>Of a level's 8 orientations ({@link Packed}) only the four without a mirror are kept,
 * three planes each: the open squares are the squares of any category ({@code p0 | p1 | p2},
 * wall being 0 in all three), and each mirrored orientation is a kept one flipped upside down
 * ({@link #FLIPPED}): its rows in reverse order, which is {@link Long#reverseBytes} moved up to
 * the window's top row. {@code PackedWindowsTest} checks every orientation against
 * {@link Packed}'s own on real levels.
 *
 * <p>Levels are added in batches ({@link #addAll}, on every core); a level too large to pack
 * keeps its grid.
 */
public final class PackedWindows {
    /** Longs a level: 4 orientations × 3 planes. */
    static final int STRIDE = 12;
    /** Memory a level takes here, in bytes (planes and size). */
    public static final int BYTES_PER_LEVEL = 8 * STRIDE + 4;
    private static final Symmetry[] TURNS = Symmetry.values();
    /**
     * Per orientation: the kept orientation it is, or is that one flipped upside down
     * ({@code Symmetry.MIRROR_ROTATE_180} after it, which turns (x, y) into (x, h − 1 − y)).
     */
    private static final int[] KEPT = new int[8];
    private static final boolean[] FLIPPED = new boolean[8];

    static {
        for (Symmetry s : TURNS) {
            if (!s.mirrored()) {
                KEPT[s.ordinal()] = s.ordinal();
                Symmetry flipped = Symmetry.MIRROR_ROTATE_180.after(s);
                KEPT[flipped.ordinal()] = s.ordinal();
                FLIPPED[flipped.ordinal()] = true;
            }
        }
    }

    private long[] planes;
    /** Width, height and open squares of each level as it stands; −1 for a level too large to pack. */
    private int[] dims;
    /** The grids of the levels too large to pack. */
    private final Map<Integer, Grid> large = new HashMap<>();
    private int count;

    /** Space for {@code expected} levels (it grows past that). */
    public PackedWindows(int expected) {
        planes = new long[STRIDE * Math.max(1, expected)];
        dims = new int[Math.max(1, expected)];
    }

    /** Packs the windows of the given grids (every core), as the next levels. */
    public void addAll(List<Grid> grids) {
        int from = count;
        int n = grids.size();
        if (from + n > dims.length) {
            int capacity = Math.max(from + n, dims.length + dims.length / 2);
            planes = Arrays.copyOf(planes, STRIDE * capacity);
            dims = Arrays.copyOf(dims, capacity);
        }
        IntStream.range(0, n).parallel().forEach(k -> {
            Grid g = grids.get(k);
            int i = from + k;
            dims[i] = Packed.of(g).map(p -> {
                p.copyKeptPlanes(planes, STRIDE * i);
                return g.width() | g.height() << 8 | p.open() << 16;
            }).orElse(-1);
        });
        for (int k = 0; k < n; k++) {
            if (dims[from + k] < 0) {
                large.put(from + k, grids.get(k));
            }
        }
        count += n;
    }

    public int size() {
        return count;
    }

    boolean fits(int i) {
        return dims[i] >= 0;
    }

    /** The grid of a level too large to pack. */
    Grid large(int i) {
        return large.get(i);
    }

    /** The grid of any level: kept, or rebuilt from its planes. */
    Grid grid(int i) {
        int d = dims[i];
        return d < 0 ? large.get(i) : Packed.grid(d & 0xFF, d >>> 8 & 0xFF, planes[STRIDE * i],
                planes[STRIDE * i + 1], planes[STRIDE * i + 2]);
    }

    /**
     * Plane {@code k} (0–2) of level {@code i} turned by orientation {@code s}, anchored at
     * the top-left corner, as {@link Packed} keeps it.
     */
    long plane(int i, int s, int k) {
        long p = planes[STRIDE * i + 3 * KEPT[s] + k];
        if (!FLIPPED[s]) {
            return p;
        }
        int d = dims[i];
        int rows = TURNS[KEPT[s]].height(d & 0xFF, d >>> 8 & 0xFF) - 2;
        return Long.reverseBytes(p) >>> 8 * (8 - rows);
    }

    /**
     * Whether levels {@code i} and {@code j} are at least {@code threshold} percent alike:
     * the measure's answer, from the planes when both pack ({@link Packed#reaches}: the
     * measure's own count at each of its placements, and its test), else the measure's.
     */
    boolean reaches(int i, int j, double threshold) {
        if (!fits(i) || !fits(j)) {
            return Similarity.reaches(grid(i), grid(j).orientations(), threshold);
        }
        long[] first = {plane(i, 0, 0), plane(i, 0, 1), plane(i, 0, 2)};
        long[] second = new long[24];
        for (int s = 0; s < 8; s++) {
            for (int k = 0; k < 3; k++) {
                second[3 * s + k] = plane(j, s, k);
            }
        }
        int a = dims[i];
        int b = dims[j];
        return Packed.reaches(first, 0, a & 0xFF, a >>> 8 & 0xFF, second, 0, 3, b & 0xFF, b >>> 8 & 0xFF,
                b >>> 16, threshold);
    }

    /**
     * Level {@code i} turned by {@code s} and moved by ({@code dx}, {@code dy}), written at
     * entry {@code e} of a bucket: its planes 0–2, the open squares the move took out of the
     * window, the turned width and height.
     */
    void placeInto(int i, int s, int dx, int dy, long[] into, int[] lost, int[] width, int[] height, int e) {
        // plane() three times over, with the size and the flip read once
        int d = dims[i];
        int w = d & 0xFF;
        int h = d >>> 8 & 0xFF;
        int at = STRIDE * i + 3 * KEPT[s];
        long p0 = planes[at];
        long p1 = planes[at + 1];
        long p2 = planes[at + 2];
        if (FLIPPED[s]) {
            int below = 8 * (10 - TURNS[KEPT[s]].height(w, h));
            p0 = Long.reverseBytes(p0) >>> below;
            p1 = Long.reverseBytes(p1) >>> below;
            p2 = Long.reverseBytes(p2) >>> below;
        }
        p0 = Packed.move(p0, dx, dy);
        p1 = Packed.move(p1, dx, dy);
        p2 = Packed.move(p2, dx, dy);
        into[3 * e] = p0;
        into[3 * e + 1] = p1;
        into[3 * e + 2] = p2;
        lost[e] = (d >>> 16) - Long.bitCount(p0 | p1 | p2);
        width[e] = TURNS[s].width(w, h);
        height[e] = TURNS[s].height(w, h);
    }
}
