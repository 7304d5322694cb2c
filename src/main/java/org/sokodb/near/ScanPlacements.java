package org.sokodb.near;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReferenceArray;

import org.sokodb.board.Symmetry;

/**
 * The measure's best placement of a stored packed level over the level asked about, counted
 * on the block tables of a {@link PackedScan}: what {@link Similarity#atLeast} answers for the
 * pair, without rebuilding the stored grid or turning it 8 ways.
 *
 * <p>{@link Similarity} lays the stored grid B, turned by S, over the level asked about A, in
 * Symmetry order and, within an orientation, at the alignments nearest flush first; of equally
 * alike placements the first in that order wins, and it is printed (the transform and the
 * offset). The scan counts the other way round: A turned by U under B as it stands. Turning the
 * whole common box by S⁻¹ takes the first picture to the second (U = S⁻¹, the box keeps its
 * area and every square its category), so each placement of the measure is one of the scan's,
 * found by turning the two rectangles in the box. Per stored size, the measure's placements are
 * listed once in the measure's order with their block in the scan's tables
 * ({@link #order}); a stored level's best is then one pass over them, three XORs and a popcount
 * each, kept or passed over by the measure's own rule (below the threshold's margin, strictly
 * more alike than the best so far). {@code ScanPlacementsTest} checks the answers against
 * {@link Similarity#atLeast} on real pairs.
 */
final class ScanPlacements {
    private final PackedScan scan;
    private final int width;
    private final int height;
    /** Per size byte ({@code (width − 1) << 4 | (height − 1)}), made on first need: answers are scanned on every core. */
    private final AtomicReferenceArray<Order> orders = new AtomicReferenceArray<>(256);

    ScanPlacements(PackedScan scan, int width, int height) {
        this.scan = scan;
        this.width = width;
        this.height = height;
    }

    /**
     * The measure's placements of a stored grid of one size, in its order: per placement the
     * scan's block (planes 0–2 of A turned, and A's open squares outside the block: four longs),
     * the common box's area, and the placement as the measure prints it.
     */
    private record Order(long[] blocks, int[] areas, Symmetry[] turns, int[] dxs, int[] dys) {
    }

    /**
     * Per area of a common box, the most squares that may differ there at {@code threshold}:
     * the measure's own margin ({@link Similarity}'s rounding), worked out once per answer
     * rather than once per placement. Every box of a stored grid (at most {@link Packed#SIDE}
     * each way) over the level asked about is at most one square wider than the wider of the
     * two, and as much taller.
     */
    int[] margin(double threshold) {
        int[] margin = new int[(Math.max(width, Packed.SIDE) + 1) * (Math.max(height, Packed.SIDE) + 1) + 1];
        for (int area = 0; area < margin.length; area++) {
            margin[area] = area;
            if (threshold >= 0) {
                margin[area] = Math.min(area, (int) Math.floor(area * (100.0 - threshold) / 100.0 + 1e-9));
            }
        }
        return margin;
    }

    /**
     * The best placement of the stored level ({@code w} × {@code h}, window planes
     * {@code b0 b1 b2} as it stands), if it reaches {@code threshold} percent, whose
     * {@link #margin} is {@code margin}: equal to {@link Similarity#atLeast} on the two grids.
     */
    Optional<Match> best(int w, int h, long b0, long b1, long b2, double threshold, int[] margin) {
        Order o = order(w, h);
        long[] blocks = o.blocks();
        int[] areas = o.areas();
        int best = -1;
        int bestAgreeing = 0;
        int bestArea = 1;
        for (int p = 0; p < areas.length; p++) {
            int at = 4 * p;
            int differing = Long.bitCount((blocks[at] ^ b0) | (blocks[at + 1] ^ b1) | (blocks[at + 2] ^ b2))
                    + (int) blocks[at + 3];
            int area = areas[p];
            // within the measure's margin on this box, then strictly more alike than the best so far
            if (differing > margin[area]) {
                continue;
            }
            int agreeing = area - differing;
            if (best < 0 || (long) agreeing * bestArea > (long) bestAgreeing * area) {
                best = p;
                bestAgreeing = agreeing;
                bestArea = area;
            }
        }
        if (best < 0) {
            return Optional.empty();
        }
        Match m = new Match(bestAgreeing, bestArea, o.turns()[best], o.dxs()[best], o.dys()[best]);
        return m.reaches(threshold) ? Optional.of(m) : Optional.empty();
    }

    private Order order(int w, int h) {
        int key = (w - 1) << 4 | (h - 1);
        Order o = orders.get(key);
        if (o == null) {
            orders.compareAndSet(key, null, order(w, h, width, height));
            o = orders.get(key);
        }
        return o;
    }

    private Order order(int w, int h, int aw, int ah) {
        int n = 0;
        for (Symmetry s : Symmetry.values()) {
            n += Similarity.offsets(aw - s.width(w, h), ah - s.height(w, h)).length;
        }
        long[] blocks = new long[4 * n];
        int[] areas = new int[n];
        Symmetry[] turns = new Symmetry[n];
        int[] dxs = new int[n];
        int[] dys = new int[n];
        int p = 0;
        for (Symmetry s : Symmetry.values()) {
            int bw = s.width(w, h);
            int bh = s.height(w, h);
            Symmetry back = s.inverse();
            for (int[] offset : Similarity.offsets(aw - bw, ah - bh)) {
                int dx = offset[0];
                int dy = offset[1];
                // the common box in A's frame, and both rectangles in it
                int x0 = Math.min(0, dx);
                int y0 = Math.min(0, dy);
                int boxW = Math.max(aw, dx + bw) - x0;
                int boxH = Math.max(ah, dy + bh) - y0;
                // the whole box turned back by S⁻¹: B stands as stored, A is turned by U = S⁻¹
                int[] a = corner(back, -x0, -y0, aw, ah, boxW, boxH);
                int[] b = corner(back, dx - x0, dy - y0, bw, bh, boxW, boxH);
                System.arraycopy(scan.block(back.ordinal(), b[0] - a[0], b[1] - a[1]), 0, blocks, 4 * p, 4);
                areas[p] = boxW * boxH;
                turns[p] = s;
                dxs[p] = dx;
                dys[p] = dy;
                p++;
            }
        }
        return new Order(blocks, areas, turns, dxs, dys);
    }

    /** The top-left corner of the rectangle at ({@code x}, {@code y}), {@code w} × {@code h}, once the box is turned by {@code t}. */
    private static int[] corner(Symmetry t, int x, int y, int w, int h, int boxW, int boxH) {
        int x1 = x + w - 1;
        int y1 = y + h - 1;
        return new int[] {Math.min(t.x(x, y, boxW, boxH), t.x(x1, y1, boxW, boxH)),
            Math.min(t.y(x, y, boxW, boxH), t.y(x1, y1, boxW, boxH))};
    }
}
