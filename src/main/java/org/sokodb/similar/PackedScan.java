package org.sokodb.similar;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

import org.sokodb.board.Symmetry;

/**
 * {@code similar ID} without an index (docs/similar.md): the level asked about against every
 * stored level that {@link Packed#fits}, each kept as its three window planes in the
 * orientation it was stored in ({@link PackedLevels}). The level asked about may be of any
 * size.
 *
 * <p>The measure tries the second grid in 8 orientations over the first; turning the whole
 * picture by the inverse changes no count, area or flushness, so the same placements are the
 * 8 orientations U of the level asked about under the stored grid B as it stands, at every
 * alignment within one square of flush. For each U and each alignment (dx, dy) of B, the
 * 8 × 8 block of U that B's window covers is cut out once per query. Then, as in
 * {@link Packed}: inside B's window the squares that differ are
 * {@code popcount((u0^b0)|(u1^b1)|(u2^b2))}, and outside it B is wall, so U's open squares
 * outside the block all differ. The sum is the measure's count, exact; {@code PackedTest}
 * checks it at every placement of real pairs. Levels that pass are confirmed by
 * {@link Similarity}.
 */
public final class PackedScan {
    private static final int MIN = 3;
    private final int open;
    /** Per orientation: its size, the first offsets and the span of the block table. */
    private final int[] widths = new int[8];
    private final int[] heights = new int[8];
    private final int[] xFrom = new int[8];
    private final int[] yFrom = new int[8];
    private final int[] span = new int[8];
    /** Per orientation and offset: 3 planes and the open squares outside the block. */
    private final long[][] blocks = new long[8][];
    /** Placements counted so far, one per level and placement (for the measurements in docs/similar.md). */
    private final java.util.concurrent.atomic.LongAdder tried = new java.util.concurrent.atomic.LongAdder();

    public PackedScan(Grid level) {
        this.open = level.open();
        for (Symmetry s : Symmetry.values()) {
            int u = s.ordinal();
            Grid g = level.transform(s);
            widths[u] = g.width();
            heights[u] = g.height();
            // every offset any stored size (3 to 10 each way) may ask for
            xFrom[u] = Math.min(0, g.width() - Packed.SIDE) - 1;
            yFrom[u] = Math.min(0, g.height() - Packed.SIDE) - 1;
            int xTo = Math.max(0, g.width() - MIN) + 1;
            int yTo = Math.max(0, g.height() - MIN) + 1;
            span[u] = xTo - xFrom[u] + 1;
            long[] table = new long[4 * span[u] * (yTo - yFrom[u] + 1)];
            for (int dy = yFrom[u]; dy <= yTo; dy++) {
                for (int dx = xFrom[u]; dx <= xTo; dx++) {
                    int at = 4 * ((dy - yFrom[u]) * span[u] + dx - xFrom[u]);
                    int inside = 0;
                    for (int j = 0; j < 8; j++) {
                        for (int i = 0; i < 8; i++) {
                            int c = g.at(dx + 1 + i, dy + 1 + j);
                            if (c != Grid.WALL) {
                                inside++;
                                for (int k = 0; k < 3; k++) {
                                    if ((c >> k & 1) != 0) {
                                        table[at + k] |= 1L << (8 * j + i);
                                    }
                                }
                            }
                        }
                    }
                    table[at + 3] = open - inside;
                }
            }
            blocks[u] = table;
        }
    }

    /**
     * The squares that differ when the stored grid (planes {@code b0 b1 b2}, {@code w} × {@code h})
     * lies over orientation {@code u} of the level asked about at ({@code dx}, {@code dy}).
     */
    int differing(long b0, long b1, long b2, int u, int dx, int dy) {
        long[] t = blocks[u];
        int at = 4 * ((dy - yFrom[u]) * span[u] + dx - xFrom[u]);
        return Long.bitCount((t[at] ^ b0) | (t[at + 1] ^ b1) | (t[at + 2] ^ b2)) + (int) t[at + 3];
    }

    /** The placements counted by the scans so far, one per stored level and placement. */
    public long placementsTried() {
        return tried.sum();
    }

    /** Whether the stored grid reaches {@code threshold} percent at some placement. */
    public boolean reaches(long b0, long b1, long b2, int w, int h, double threshold) {
        double slack = (100.0 - threshold) / 100.0;
        int gap = Math.abs(open - Long.bitCount(b0 | b1 | b2));
        for (int u = 0; u < 8; u++) {
            int uw = widths[u];
            int uh = heights[u];
            int dw = uw - w;
            int dh = uh - h;
            long[] t = blocks[u];
            for (int dy = Math.min(0, dh) - 1, yEnd = Math.max(0, dh) + 1; dy <= yEnd; dy++) {
                int height = Math.max(uh, dy + h) - Math.min(0, dy);
                int row = (dy - yFrom[u]) * span[u] - xFrom[u];
                for (int dx = Math.min(0, dw) - 1, xEnd = Math.max(0, dw) + 1; dx <= xEnd; dx++) {
                    int allowed = Packed.allowed((Math.max(uw, dx + w) - Math.min(0, dx)) * height, slack);
                    if (gap > allowed) {
                        continue;
                    }
                    int at = 4 * (row + dx);
                    if (Long.bitCount((t[at] ^ b0) | (t[at + 1] ^ b1) | (t[at + 2] ^ b2)) + (int) t[at + 3] <= allowed) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * The row ids of the levels that reach {@code threshold} percent at some placement, in
     * increasing order. Levels of one size share their placements and allowances, so for
     * each size, orientation and alignment the block and the allowance are fixed and the
     * inner loop is three xors, two ors and a popcount per level.
     */
    public long[] reaching(PackedLevels levels, double threshold) {
        double slack = (100.0 - threshold) / 100.0;
        return Arrays.stream(levels.sizes()).flatMapToLong(size -> LongStream.of(reaching(size, slack)))
                .sorted().toArray();
    }

    /**
     * The same over stored runs of levels ({@link PackedLevels.Run#bytes}), each read and
     * scanned on its own, on every core: the whole catalog is never held decoded at once.
     */
    public long[] reaching(List<byte[]> runs, double threshold) {
        return runs.parallelStream().flatMapToLong(run -> {
            PackedLevels levels = new PackedLevels();
            levels.read(run);
            return LongStream.of(reaching(levels, threshold));
        }).sorted().toArray();
    }

    private long[] reaching(PackedLevels.Size size, double slack) {
        int w = size.width;
        int h = size.height;
        long[] planes = size.planes;
        int n = size.n;
        boolean[] hit = new boolean[n];
        for (int u = 0; u < 8; u++) {
            int uw = widths[u];
            int uh = heights[u];
            int dw = uw - w;
            int dh = uh - h;
            long[] t = blocks[u];
            for (int dy = Math.min(0, dh) - 1, yEnd = Math.max(0, dh) + 1; dy <= yEnd; dy++) {
                int height = Math.max(uh, dy + h) - Math.min(0, dy);
                for (int dx = Math.min(0, dw) - 1, xEnd = Math.max(0, dw) + 1; dx <= xEnd; dx++) {
                    int allowed = Packed.allowed((Math.max(uw, dx + w) - Math.min(0, dx)) * height, slack);
                    int at = 4 * ((dy - yFrom[u]) * span[u] + dx - xFrom[u]);
                    // the open squares outside the block differ whatever the level
                    int room = allowed - (int) t[at + 3];
                    if (room < 0) {
                        continue;
                    }
                    long t0 = t[at];
                    long t1 = t[at + 1];
                    long t2 = t[at + 2];
                    tried.add(n);
                    for (int k = 0; k < n; k++) {
                        int d = Long.bitCount((t0 ^ planes[3 * k]) | (t1 ^ planes[3 * k + 1]) | (t2 ^ planes[3 * k + 2]));
                        hit[k] |= d <= room;
                    }
                }
            }
        }
        return IntStream.range(0, n).filter(k -> hit[k]).mapToLong(k -> size.ids[k]).toArray();
    }
}
