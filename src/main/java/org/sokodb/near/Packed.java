package org.sokodb.near;

import java.util.Optional;

import org.sokodb.board.Symmetry;

/**
 * A small level packed for fast comparison (docs/similar.md): a {@link Grid} at most
 * {@link #SIDE} × {@link #SIDE} (a Boxoban level) has all its open squares in the 8 × 8
 * <b>window</b> inside its outer ring, columns and rows 1 to 8. In each of its 8
 * orientations, anchored at the top-left corner, the window is kept as three bit-planes of 64
 * bits (square (i, j) of the window, grid square (i + 1, j + 1), is bit {@code 8j + i}; bit k
 * of the category is in plane k, so wall is 0 in all three).
 *
 * <p><b>The count at a placement</b> ({@link #differing}): the second grid B, turned by S and
 * moved by (dx, dy), over the first grid A. Every square of the plane is in A's window or not:
 * <ul>
 * <li>in A's window, A's category is in A's planes; B's is in B's planes moved by (dx, dy)
 * where that lands inside B's window, and elsewhere B has wall there (B's squares outside its
 * window are its ring or outside it) — which is what the planes moved with zero fill say. So
 * {@code popcount((a0^b0)|(a1^b1)|(a2^b2))} counts exactly the squares of A's window that
 * differ;</li>
 * <li>outside A's window A has wall, so a square differs exactly where B is open: B's open
 * squares less those that landed in A's window.</li>
 * </ul>
 * Squares outside the common box are wall in both and never differ, so the sum is the count
 * the measure makes over the common box ({@link Similarity}): exact, and in particular never
 * above it — the filter can only throw out placements that cannot reach the threshold.
 * {@code PackedTest} checks it against {@link Similarity}'s own count at every placement of
 * real Boxoban pairs. Callers still confirm a pair that passes with {@link Similarity}.
 */
public final class Packed {
    /** The largest grid side that packs: a ring around an 8 × 8 window. */
    public static final int SIDE = 10;
    private static final long ALL_COLUMNS = 0x0101010101010101L;
    /** {@code FROM[k]}: the window columns k to 7; {@code BELOW[k]}: columns 0 to k − 1. */
    private static final long[] FROM = new long[9];
    private static final long[] BELOW = new long[9];

    static {
        for (int k = 0; k <= 8; k++) {
            FROM[k] = ((0xFFL << k) & 0xFFL) * ALL_COLUMNS;
            BELOW[k] = ((1L << k) - 1) * ALL_COLUMNS;
        }
    }

    /** Per orientation (Symmetry order): planes 0, 1, 2 and the open squares. */
    private final long[] planes;
    /** Per orientation: width and height of the turned grid. */
    private final byte[] sizes;
    private final int open;
    /** Squares of each category in the window (index 0: open squares). */
    private final byte[] counts;
    /** The largest common box any placement with another packed level can have: 11 × 11. */
    private static final int MAX_AREA = (SIDE + 1) * (SIDE + 1);

    private Packed(long[] planes, byte[] sizes, int open) {
        this.planes = planes;
        this.sizes = sizes;
        this.open = open;
        this.counts = new byte[7];
        for (int i = 0; i < 64; i++) {
            int c = (int) ((planes[0] >>> i & 1) | (planes[1] >>> i & 1) << 1 | (planes[2] >>> i & 1) << 2);
            if (c != 0) {
                counts[0]++;
                counts[c]++;
            }
        }
    }

    /**
     * A lower bound on the squares that differ at every placement, from the category counts
     * alone: a square that differs moves one square from one category to another, so it
     * changes at most two of the seven counts (wall, which the open count stands for since
     * the common box is the same for both, and the six open categories) by one each. So at
     * least half the sum of the count differences differ, wherever {@code b} is laid.
     */
    static int countBound(Packed a, Packed b) {
        int moved = 0;
        for (int c = 0; c < 7; c++) {
            moved += Math.abs(a.counts[c] - b.counts[c]);
        }
        return (moved + 1) / 2;
    }

    /** Whether a grid packs: at most {@link #SIDE} squares each way, ring included. */
    public static boolean fits(Grid g) {
        return g.width() <= SIDE && g.height() <= SIDE;
    }

    /**
     * What the similarity index stores of a level ({@link PackedLevels.Run}): the size and the
     * three planes of the window as the grid stands.
     */
    public record Window(int width, int height, long p0, long p1, long p2) { }

    /**
     * The grid's {@link Window} as it stands, when it {@link #fits}: the planes {@link #of}
     * makes for orientation {@code IDENTITY}, without the other seven and the counts, which
     * only a comparison needs (filling the index of the Boxoban zip packs 1.5 million levels).
     */
    public static Optional<Window> windowOf(Grid g) {
        if (!fits(g)) {
            return Optional.empty();
        }
        int w = g.width();
        int h = g.height();
        long p0 = 0;
        long p1 = 0;
        long p2 = 0;
        for (int y = 1; y < h - 1; y++) {
            for (int x = 1; x < w - 1; x++) {
                int c = g.at(x, y);
                long bit = 1L << (8 * (y - 1) + x - 1);
                p0 |= (c & 1) != 0 ? bit : 0;
                p1 |= (c & 2) != 0 ? bit : 0;
                p2 |= (c & 4) != 0 ? bit : 0;
            }
        }
        return Optional.of(new Window(w, h, p0, p1, p2));
    }

    /** The grid packed in its 8 orientations, when it {@link #fits}. */
    public static Optional<Packed> of(Grid g) {
        if (!fits(g)) {
            return Optional.empty();
        }
        int w = g.width();
        int h = g.height();
        long[] planes = new long[8 * 4];
        byte[] sizes = new byte[16];
        for (Symmetry s : Symmetry.values()) {
            int o = s.ordinal();
            sizes[2 * o] = (byte) s.width(w, h);
            sizes[2 * o + 1] = (byte) s.height(w, h);
            for (int y = 1; y < h - 1; y++) {
                for (int x = 1; x < w - 1; x++) {
                    int c = g.at(x, y);
                    if (c != Grid.WALL) {
                        long bit = 1L << (8 * (s.y(x, y, w, h) - 1) + s.x(x, y, w, h) - 1);
                        for (int k = 0; k < 3; k++) {
                            if ((c >> k & 1) != 0) {
                                planes[4 * o + k] |= bit;
                            }
                        }
                        planes[4 * o + 3] |= bit;
                    }
                }
            }
        }
        return Optional.of(new Packed(planes, sizes, g.open()));
    }

    /**
     * The grid again from its size and the three planes of its window as it stands: the
     * window is every square inside the ring, and the ring is wall, so nothing is lost
     * ({@code PackedTest} checks the round trip on real levels).
     */
    static Grid grid(int width, int height, long p0, long p1, long p2) {
        byte[] cells = new byte[width * height];
        for (int y = 1; y < height - 1; y++) {
            for (int x = 1; x < width - 1; x++) {
                int bit = 8 * (y - 1) + x - 1;
                cells[y * width + x] = (byte) ((p0 >>> bit & 1) | (p1 >>> bit & 1) << 1 | (p2 >>> bit & 1) << 2);
            }
        }
        return Grid.of(width, height, cells);
    }

    /** Plane {@code k} of the grid as it stands (identity orientation); {@link #windowOf} makes all three and the size alone. */
    public long plane(int k) {
        return planes[k];
    }

    public int width() {
        return sizes[0];
    }

    public int height() {
        return sizes[1];
    }

    /**
     * The most squares that may differ on a common box of {@code area} squares at
     * {@code slack} = (100 − threshold) / 100: rounded generously (the exact measure decides
     * the pairs that pass), so that no placement the measure accepts is thrown out.
     */
    static int allowed(int area, double slack) {
        return (int) Math.floor(area * slack + 1e-6);
    }

    /**
     * The window's bits moved by ({@code dx}, {@code dy}) squares: bit (i, j) goes to
     * (i + dx, j + dy), bits leaving the window are dropped and zeros (wall) come in. Rows are
     * shifts by 8 bits; columns are shifts by one bit with the columns that wrapped masked off.
     */
    static long move(long p, int dx, int dy) {
        if (dx >= 8 || dx <= -8 || dy >= 8 || dy <= -8) {
            return 0;
        }
        if (dx > 0) {
            p = (p << dx) & FROM[dx];
        } else if (dx < 0) {
            p = (p >>> -dx) & BELOW[8 + dx];
        }
        if (dy > 0) {
            p <<= 8 * dy;
        } else if (dy < 0) {
            p >>>= -8 * dy;
        }
        return p;
    }

    /** {@link #move} by rows only. */
    private static long rows(long p, int dy) {
        return dy >= 8 || dy <= -8 ? 0 : dy >= 0 ? p << 8 * dy : p >>> -8 * dy;
    }

    /**
     * The squares that differ when {@code b} turned by {@code s} lies over {@code a} with its
     * top-left corner at ({@code dx}, {@code dy}): the count of {@link Similarity} at that
     * placement (see the class comment for why).
     */
    public static int differing(Packed a, Packed b, Symmetry s, int dx, int dy) {
        int o = 4 * s.ordinal();
        long[] bp = b.planes;
        long d = (a.planes[0] ^ move(bp[o], dx, dy)) | (a.planes[1] ^ move(bp[o + 1], dx, dy))
                | (a.planes[2] ^ move(bp[o + 2], dx, dy));
        return Long.bitCount(d) + b.open - Long.bitCount(move(bp[o + 3], dx, dy));
    }

    /** The 8 orientations' four planes (0–2 and the open squares), 32 longs from {@code at}, Symmetry order. */
    void copyPlanes(long[] into, int at) {
        System.arraycopy(planes, 0, into, at, planes.length);
    }

    /**
     * The planes 0–2 of the four orientations without a mirror (Symmetry order), 12 longs from
     * {@code at}: what {@link PackedWindows} keeps.
     */
    void copyKeptPlanes(long[] into, int at) {
        for (int o = 0; o < 4; o++) {
            System.arraycopy(planes, 4 * o, into, at + 3 * o, 3);
        }
    }

    /** The open squares. */
    int open() {
        return open;
    }

    /**
     * Whether some placement of the measure ({@link Similarity}: 8 orientations, every
     * alignment within one square of flush) reaches {@code threshold} percent: the measure's
     * own answer, since the count is exact at every placement and the test at the end is
     * {@link Match#reaches}'s. A placement is passed over early only when its count is above
     * what the threshold allows on its common box.
     */
    public static boolean reaches(Packed a, Packed b, double threshold) {
        // both grids lie in an 11 × 11 box at any placement tried (flush, or one square beyond)
        if (countBound(a, b) > allowed(MAX_AREA, (100.0 - threshold) / 100.0)) {
            return false;
        }
        return reaches(a.planes, 0, a.sizes[0], a.sizes[1], b.planes, 0, 4, b.sizes[0], b.sizes[1], b.open, threshold);
    }

    /**
     * {@link #reaches(Packed, Packed, double)} on planes kept elsewhere: the first level's
     * planes 0–2 as it stands from {@code at}, the second's 8 orientations in Symmetry order
     * from {@code bt}, {@code stride} longs apart (planes 0–2 first: 4 in the layout of
     * {@link #copyPlanes}, 3 without the open squares, which are the squares of any category),
     * with each grid's width and height as it stands and the second's open squares.
     */
    static boolean reaches(long[] first, int at, int aw, int ah, long[] second, int bt, int stride, int bw0, int bh0,
            int bOpen, double threshold) {
        double slack = (100.0 - threshold) / 100.0;
        long a0 = first[at];
        long a1 = first[at + 1];
        long a2 = first[at + 2];
        int aOpen = Long.bitCount(a0 | a1 | a2);
        int gap = Math.abs(aOpen - bOpen);
        for (Symmetry s : TURNS) {
            int o = s.ordinal();
            int bw = s.width(bw0, bh0);
            int bh = s.height(bw0, bh0);
            int dw = aw - bw;
            int dh = ah - bh;
            // a column move once per dx; each row offset is then a plain shift by 8 bits a row
            for (int dx = Math.min(0, dw) - 1, xEnd = Math.max(0, dw) + 1; dx <= xEnd; dx++) {
                int width = Math.max(aw, dx + bw) - Math.min(0, dx);
                int p = bt + stride * o;
                long m0 = move(second[p], dx, 0);
                long m1 = move(second[p + 1], dx, 0);
                long m2 = move(second[p + 2], dx, 0);
                long m3 = m0 | m1 | m2;
                for (int dy = Math.min(0, dh) - 1, yEnd = Math.max(0, dh) + 1; dy <= yEnd; dy++) {
                    int area = width * (Math.max(ah, dy + bh) - Math.min(0, dy));
                    int allowed = allowed(area, slack);
                    if (gap > allowed) {
                        continue;
                    }
                    int diff = Long.bitCount((a0 ^ rows(m0, dy)) | (a1 ^ rows(m1, dy)) | (a2 ^ rows(m2, dy)));
                    if (diff > allowed) {
                        continue;
                    }
                    diff += bOpen - Long.bitCount(rows(m3, dy));
                    if (diff <= allowed && (area - diff) * 100.0 >= threshold * area) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static final Symmetry[] TURNS = Symmetry.values();
}
