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
 * keeps its grid (and has no planes: all zero).
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
            // a grid not cropped (none Grid.of makes) is kept whole, as one too large to pack
            dims[i] = Packed.of(g).filter(p -> cropped(g, p.plane(0) | p.plane(1) | p.plane(2))).map(p -> {
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
     * Level {@code i}'s window as orientation {@code s} reads it, copied to {@code into} from
     * {@code at}: the three planes of the kept orientation {@code s} is, or is flipped from
     * ({@link #GATHERED} longs). That is all {@link #place} needs, so that a bucket's levels are
     * read from memory in one tight loop, one place each (the reads independent of each other,
     * so that many are on their way at once), before any is placed.
     */
    void gather(int i, int s, long[] into, int at) {
        int from = STRIDE * i + 3 * KEPT[s];
        into[at] = planes[from];
        into[at + 1] = planes[from + 1];
        into[at + 2] = planes[from + 2];
    }

    /** Longs {@link #gather} copies a level. */
    static final int GATHERED = 3;

    /** Whether the level whose window {@link #gather} copied from {@code at} packs: a level too large to pack has no planes. */
    static boolean gatheredFits(long[] gathered, int at) {
        return (gathered[at] | gathered[at + 1] | gathered[at + 2]) != 0;
    }

    /**
     * The window {@link #gather} copied from {@code from} (of a level that packs), turned by
     * orientation {@code s} and moved by ({@code dx}, {@code dy}), written at entry {@code e} of
     * a bucket: its planes 0–2, the open squares the move took out of the window, the turned
     * width and height. The size and the open squares are read off the planes: a level is kept
     * only when its grid is cropped to its open squares ({@link #cropped}), so that they span
     * the window's rows and columns from the first to the grid's last but the ring.
     */
    static void place(long[] gathered, int from, int s, int dx, int dy, long[] into, int[] lost, int[] width,
            int[] height, int e) {
        long p0 = gathered[from];
        long p1 = gathered[from + 1];
        long p2 = gathered[from + 2];
        long open = p0 | p1 | p2;
        int rows = rows(open);
        if (FLIPPED[s]) {
            int below = 8 * (8 - rows);
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
        lost[e] = Long.bitCount(open) - Long.bitCount(p0 | p1 | p2);
        // a flip upside down keeps the width and the height
        width[e] = columns(open) + 2;
        height[e] = rows + 2;
    }

    /** The window's rows from the first to the last that has an open square. */
    private static int rows(long open) {
        return (71 - Long.numberOfLeadingZeros(open)) >>> 3;
    }

    /** The window's columns from the first to the last that has an open square. */
    private static int columns(long open) {
        long c = open | open >>> 32;
        c |= c >>> 16;
        c |= c >>> 8;
        return 32 - Integer.numberOfLeadingZeros((int) (c & 0xFF));
    }

    /**
     * Whether a grid is cropped to its open squares with one ring of wall, as {@link Grid#of}
     * makes every level's: its window's open squares {@code open} span it from the first row
     * and column to the grid's last but the ring. {@link #place} reads the size off the planes.
     */
    private static boolean cropped(Grid g, long open) {
        return open != 0 && rows(open) == g.height() - 2 && columns(open) == g.width() - 2
                && Long.numberOfTrailingZeros(open) < 8 && (open & 0x0101010101010101L) != 0;
    }
}
