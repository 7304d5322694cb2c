package org.sokodb.near;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReferenceArray;

import org.sokodb.board.Symmetry;

/**
 * The similarity of two levels (docs/similar.md): the second grid is laid over the first in
 * each of the 8 orientations and at each alignment within one square of flush; the
 * score of a placement is the share of squares of the common bounding box (the smallest
 * rectangle holding both grids) whose categories agree, squares outside a grid counting as
 * wall. The similarity is the best score.
 *
 * <p>Alignments: with {@code d} the difference of the widths (first minus transformed
 * second), the second grid's left edge goes to every column from {@code min(0, d) - 1} to
 * {@code max(0, d) + 1}; rows likewise. So a grid one row or column larger still lines up
 * with either edge flush, and equal grids may also be tried one square apart. The measure
 * is symmetric and does not change when both levels are turned by the same symmetry.
 */
public final class Similarity {
    private Similarity() {
    }

    /** The best placement of {@code second} over {@code first}. */
    public static Match compare(Grid first, Grid second) {
        return best(first, second.orientations(), -1).orElseThrow();
    }

    /**
     * The best placement, if it reaches {@code threshold} percent; stops scanning a
     * placement as soon as it cannot reach it, so most unlike pairs cost little.
     *
     * @param orientations the eight orientations of the second grid ({@link Grid#orientations()})
     */
    public static Optional<Match> atLeast(Grid first, Grid[] orientations, double threshold) {
        return best(first, orientations, threshold).filter(m -> m.reaches(threshold));
    }

    /**
     * Whether some placement reaches {@code threshold} percent: {@link #atLeast} without the
     * search for the best one, so it stops at the first placement that reaches it.
     */
    public static boolean reaches(Grid first, Grid[] orientations, double threshold) {
        return search(first, orientations, threshold, true).isPresent();
    }

    private static Optional<Match> best(Grid a, Grid[] orientations, double threshold) {
        return search(a, orientations, threshold, false);
    }

    private static Optional<Match> search(Grid a, Grid[] orientations, double threshold, boolean anyWillDo) {
        Match best = null;
        for (Symmetry s : Symmetry.values()) {
            Grid b = orientations[s.ordinal()];
            int dw = a.width() - b.width();
            int dh = a.height() - b.height();
            int xFrom = Math.min(0, dw) - 1;
            int yFrom = Math.min(0, dh) - 1;
            // lower bounds per column offset and per row offset (Profiles), computed on first need
            int[] columnBound = new int[Math.abs(dw) + 3];
            int[] rowBound = new int[Math.abs(dh) + 3];
            Arrays.fill(columnBound, -1);
            Arrays.fill(rowBound, -1);
            for (int[] offset : offsets(dw, dh)) {
                int dx = offset[0];
                int dy = offset[1];
                int area = (Math.max(a.width(), dx + b.width()) - Math.min(0, dx))
                        * (Math.max(a.height(), dy + b.height()) - Math.min(0, dy));
                // the most differing squares a placement may have and still beat what we hold
                int allowed = area;
                if (threshold >= 0) {
                    allowed = Math.min(allowed, (int) Math.floor(area * (100.0 - threshold) / 100.0 + 1e-9));
                }
                if (best != null) {
                    // a placement must agree on more squares, relative to its area, than the best so far
                    allowed = Math.min(allowed, area - (int) Math.floor((double) best.agreeing() * area / best.area()) - 1);
                    allowed = Math.max(allowed, -1);
                }
                if (threshold >= 0 || best != null) {
                    if (rowBound[dy - yFrom] < 0) {
                        rowBound[dy - yFrom] = Profiles.rows(a, b, dy);
                    }
                    if (rowBound[dy - yFrom] > allowed) {
                        continue;
                    }
                    if (columnBound[dx - xFrom] < 0) {
                        columnBound[dx - xFrom] = Profiles.columns(a, b, dx);
                    }
                    if (columnBound[dx - xFrom] > allowed) {
                        continue;
                    }
                }
                int differing = differing(a, b, dx, dy, allowed);
                if (differing <= allowed) {
                    Match m = new Match(area - differing, area, s, dx, dy);
                    if (best == null || (long) m.agreeing() * best.area() > (long) best.agreeing() * m.area()) {
                        best = m;
                    }
                    if (anyWillDo && threshold >= 0 && best.reaches(threshold)) {
                        return Optional.of(best);
                    }
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * The size differences cached, each way: a published set's levels differ by up to some 40
     * squares in width or height (Microban II's reach 47 wide and 41 tall), and a pair beyond
     * the cache builds and sorts its offsets again for every orientation.
     */
    private static final int CACHED = 64;
    private static final OffsetCache OFFSETS = new OffsetCache();

    /** Offsets nearest flush first, so that ties keep the plainest placement (cached: every pair asks). */
    static int[][] offsets(int dw, int dh) {
        if (Math.abs(dw) > CACHED || Math.abs(dh) > CACHED) {
            return computeOffsets(dw, dh);
        }
        return OFFSETS.get(dw, dh);
    }

    /**
     * The offsets of every size difference up to {@link #CACHED}, each computed once and
     * published whole to every thread (the parallel streams of {@code dups --similar} ask at
     * once): an array set through an {@link AtomicReferenceArray} is seen with its contents.
     */
    static final class OffsetCache {
        private final AtomicReferenceArray<int[][]> cache = new AtomicReferenceArray<>((2 * CACHED + 1) * (2 * CACHED + 1));

        int[][] get(int dw, int dh) {
            int key = (dw + CACHED) * (2 * CACHED + 1) + dh + CACHED;
            int[][] o = cache.get(key);
            if (o == null) {
                cache.compareAndSet(key, null, computeOffsets(dw, dh));
                o = cache.get(key);
            }
            return o;
        }
    }

    static int[][] computeOffsets(int dw, int dh) {
        List<int[]> out = new ArrayList<>();
        for (int dy = Math.min(0, dh) - 1; dy <= Math.max(0, dh) + 1; dy++) {
            for (int dx = Math.min(0, dw) - 1; dx <= Math.max(0, dw) + 1; dx++) {
                out.add(new int[] {dx, dy});
            }
        }
        out.sort((p, q) -> Integer.compare(slack(p[0], dw) + slack(p[1], dh), slack(q[0], dw) + slack(q[1], dh)));
        return out.toArray(new int[0][]);
    }

    private static int slack(int offset, int difference) {
        return offset < Math.min(0, difference) || offset > Math.max(0, difference) ? 1 : 0;
    }

    /**
     * Squares of the common box whose categories differ; returns early, with a count above
     * {@code allowed}, once that is certain.
     */
    static int differing(Grid a, Grid b, int dx, int dy, int allowed) {
        if (a.planes() != null && b.planes() != null
                && Math.max(a.width(), dx + b.width()) - Math.min(0, dx) <= 64) {
            return differingByRows(a, b, dx, dy, allowed);
        }
        return differingBySquares(a, b, dx, dy, allowed);
    }

    /**
     * The same count a row at a time on bitmasks: in a row, the squares that differ are those
     * open in either grid less those open in both with the same category.
     */
    static int differingByRows(Grid a, Grid b, int dx, int dy, int allowed) {
        long[] pa = a.planes();
        long[] pb = b.planes();
        int ah = a.height();
        int bh = b.height();
        int sa = Math.max(0, -dx);
        int sb = Math.max(0, dx);
        int diff = 0;
        for (int y = Math.min(0, dy), end = Math.max(ah, dy + bh); y < end; y++) {
            int yb = y - dy;
            boolean inA = y >= 0 && y < ah;
            boolean inB = yb >= 0 && yb < bh;
            if (inA && inB) {
                int agree = 0;
                for (int c = 1; c < 7; c++) {
                    agree += Long.bitCount((pa[c * ah + y] << sa) & (pb[c * bh + yb] << sb));
                }
                diff += Long.bitCount((pa[y] << sa) | (pb[yb] << sb)) - agree;
            } else if (inA) {
                diff += Long.bitCount(pa[y]);
            } else if (inB) {
                diff += Long.bitCount(pb[yb]);
            }
            if (diff > allowed) {
                return diff;
            }
        }
        return diff;
    }

    /** The count square by square, for grids too wide for the row bitmasks. */
    static int differingBySquares(Grid a, Grid b, int dx, int dy, int allowed) {
        int diff = 0;
        int bInside = 0;
        int aw = a.width();
        int ah = a.height();
        for (int y = 0; y < ah; y++) {
            for (int x = 0; x < aw; x++) {
                byte cb = b.at(x - dx, y - dy);
                if (a.at(x, y) != cb) {
                    diff++;
                }
                if (cb != Grid.WALL) {
                    bInside++;
                }
            }
            if (diff > allowed) {
                return diff;
            }
        }
        // the second grid's open squares outside the first meet wall there
        return diff + b.open() - bInside;
    }

    /** The squares that differ at a placement, as (x, y) in the first grid's frame (may be negative). */
    public static List<int[]> differingSquares(Grid a, Grid second, Match m) {
        Grid b = second.transform(m.transform());
        List<int[]> out = new ArrayList<>();
        int x0 = Math.min(0, m.dx());
        int y0 = Math.min(0, m.dy());
        int x1 = Math.max(a.width(), m.dx() + b.width());
        int y1 = Math.max(a.height(), m.dy() + b.height());
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                if (a.at(x, y) != b.at(x - m.dx(), y - m.dy())) {
                    out.add(new int[] {x, y});
                }
            }
        }
        return out;
    }
}
