package org.sokodb.near;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;

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
 * checks it at every placement of real pairs. A level that passes gets the measure's best
 * placement from the same tables ({@link #matchesByRun}, {@link ScanPlacements}), or its grid
 * rebuilt from the planes ({@link #hits}, {@link Packed#grid}).
 *
 * <p>The scan takes each stored level once and tries its placements while its planes are in
 * registers (one pass over the stored planes, not one per placement), and only those its
 * count of open squares leaves possible (each size's placements, made when a scan first meets it).
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
    /** The best placement of each find, on these tables. */
    private final ScanPlacements best;
    /** Placements counted so far, one per level and placement (for the measurements in docs/similar.md). */
    private final LongAdder tried = new LongAdder();

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
        this.best = new ScanPlacements(this, level.width(), level.height());
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

    /**
     * The block of orientation {@code u} of the level asked about that a stored window at
     * ({@code dx}, {@code dy}) covers: planes 0–2 and the open squares outside it.
     */
    long[] block(int u, int dx, int dy) {
        int at = 4 * ((dy - yFrom[u]) * span[u] + dx - xFrom[u]);
        return Arrays.copyOfRange(blocks[u], at, at + 4);
    }

    /** The placements counted by the scans so far, one per stored level and placement. */
    public long placementsTried() {
        return tried.sum();
    }

    /** A stored level that reaches the threshold, with its grid (rebuilt from the planes: exact). */
    public record Hit(long levelId, Grid grid) {
    }

    /**
     * The row ids of the levels that reach {@code threshold} percent at some placement, in
     * increasing order.
     */
    public long[] reaching(PackedLevels levels, double threshold) {
        BySize bySize = new BySize(threshold);
        return Arrays.stream(levels.sizes()).flatMapToLong(size -> Arrays.stream(reaching(size, bySize)).mapToLong(k -> size.ids[k]))
                .sorted().toArray();
    }

    /** The row ids of {@link #hits} alone. */
    public long[] reaching(List<byte[]> runs, double threshold) {
        return hits(runs, threshold).stream().mapToLong(Hit::levelId).toArray();
    }

    /**
     * The levels of stored runs ({@link PackedLevels.Run#bytes}) that reach {@code threshold}
     * percent at some placement, in increasing id order. Each run is read and scanned on its
     * own, on every core: the whole catalog is never held decoded at once.
     */
    public List<Hit> hits(List<byte[]> runs, double threshold) {
        BySize bySize = new BySize(threshold);
        return runs.parallelStream().flatMap(run -> {
            PackedLevels levels = new PackedLevels();
            levels.read(run);
            return Arrays.stream(levels.sizes()).flatMap(size -> withGrids(size, reaching(size, bySize)).stream());
        }).sorted(Comparator.comparingLong(Hit::levelId)).toList();
    }

    /** A stored level that reaches the threshold, with its best placement: {@link Similarity#atLeast}'s answer for it. */
    public record Found(long levelId, Match match) {
    }

    /**
     * The levels of stored runs that reach {@code threshold} percent, each with its best
     * placement counted on this scan's tables ({@link ScanPlacements}), not on grids rebuilt
     * and turned: each run scanned on its own, on every core, its finds handed to
     * {@code take} on the thread that scanned it, and what {@code take} makes of them returned
     * in the runs' order.
     */
    public <T> List<T> matchesByRun(List<byte[]> runs, double threshold, Function<List<Found>, T> take) {
        BySize bySize = new BySize(threshold);
        int[] margin = best.margin(threshold);
        ThreadLocal<PackedLevels> reused = ThreadLocal.withInitial(PackedLevels::new);
        return runs.parallelStream().map(run -> {
            PackedLevels levels = reused.get();
            levels.clear();
            levels.read(run);
            List<Found> found = new ArrayList<>();
            for (PackedLevels.Size size : levels.sizes()) {
                long[] planes = size.planes;
                for (int k : reaching(size, bySize)) {
                    best.best(size.width, size.height, planes[3 * k], planes[3 * k + 1], planes[3 * k + 2], threshold, margin)
                            .ifPresent(m -> found.add(new Found(size.ids[k], m)));
                }
            }
            return take.apply(found);
        }).toList();
    }

    /**
     * The placements of a stored grid of each size for one threshold, each size's made when a
     * scan first meets a stored level of that size: a catalog's runs hold a few of the 64 sizes,
     * and an answer asks once per threshold (two threads may make the same size's: either is right).
     */
    private final class BySize {
        private final double slack;
        private final AtomicReferenceArray<Placements> sizes = new AtomicReferenceArray<>(256);

        BySize(double threshold) {
            this.slack = (100.0 - threshold) / 100.0;
        }

        /** The placements of a stored grid of {@code w} × {@code h}. */
        Placements of(int w, int h) {
            int at = (w - 1) << 4 | (h - 1);
            Placements p = sizes.get(at);
            if (p == null) {
                p = new Placements(candidates(w, h, slack));
                sizes.set(at, p);
            }
            return p;
        }
    }

    /**
     * Which groups of stored levels ({@link PackedLevels#group}) may hold a level that reaches
     * {@code threshold}: an answer reads only those. Inside the stored window, sort its squares
     * and the block's into three kinds — wall, squares the man reaches, other open squares; a
     * square that differs in kind differs, and each such square changes two of the three counts
     * by one, so at a placement at least (|Δwall| + |Δreached| + |Δother|) / 2 squares differ,
     * Δwall being −Δopen. A group none of whose (open, reached) counts is within the margin of any
     * placement of any stored size holds no level of the answer. The scan after it is exact.
     */
    public boolean[] groups(double threshold) {
        double slack = (100.0 - threshold) / 100.0;
        boolean[] groups = new boolean[PackedLevels.GROUPS];
        // the same (open, reached, margin) from many sizes and placements is looked at once
        Set<Long> seen = new HashSet<>();
        for (int w = MIN; w <= Packed.SIDE; w++) {
            for (int h = MIN; h <= Packed.SIDE; h++) {
                long[] all = candidates(w, h, slack);
                for (int p = 0; p < all.length; p += 5) {
                    int open = (int) all[p + 4];
                    int reached = Long.bitCount(all[p + 2] & (all[p] | all[p + 1]));
                    int margin = (int) all[p + 3];
                    if (seen.add((long) open << 40 | (long) reached << 20 | margin)) {
                        admit(groups, open, reached, margin);
                    }
                }
            }
        }
        return groups;
    }

    /** Marks the groups of every (open, reached) within {@code margin} of a block's by the bound above. */
    private static void admit(boolean[] groups, int open, int reached, int margin) {
        for (int o = Math.max(0, open - margin); o <= Math.min(64, open + margin); o++) {
            for (int r = 0; r <= o; r++) {
                if (Math.abs(o - open) + Math.abs(r - reached) + Math.abs((o - r) - (open - reached)) <= 2 * margin) {
                    groups[PackedLevels.group(o, r)] = true;
                }
            }
        }
    }

    /**
     * The placements of a stored grid of one size that some window may pass at this threshold:
     * five longs each, the block's planes 0–2, the margin left for the squares inside the window
     * and the block's open squares.
     */
    private long[] candidates(int w, int h, double slack) {
        // each placement: block planes 0-2, the margin left, and the block's open squares
        long[] all = new long[5 * 8 * 9 * 9];
        int m = 0;
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
                    int margin = allowed - (int) t[at + 3];
                    if (margin >= 0) {
                        if (5 * m == all.length) {
                            all = Arrays.copyOf(all, 2 * all.length);
                        }
                        System.arraycopy(t, at, all, 5 * m, 3);
                        all[5 * m + 3] = margin;
                        all[5 * m + 4] = Long.bitCount(t[at] | t[at + 1] | t[at + 2]);
                        m++;
                    }
                }
            }
        }
        return Arrays.copyOf(all, 5 * m);
    }

    /** The fewest open squares a stored window may have and still reach the threshold at placement {@code p}. */
    private static int lowest(long[] placements, int p) {
        return (int) Math.max(0, placements[5 * p + 4] - placements[5 * p + 3]);
    }

    /** The most. */
    private static int highest(long[] placements, int p) {
        return (int) Math.min(64, placements[5 * p + 4] + placements[5 * p + 3]);
    }

    /**
     * Per count of open squares in a stored window, its placements worth trying: block planes
     * 0–2 and the margin left, four longs each, in the order of {@link #candidates}. At a
     * placement, the stored window and the block of the level asked about differ at least where
     * one is open and the other is wall, so in at least |open(block) − open(window)| squares: a
     * placement where that alone exceeds the margin left is never tried for a window with that
     * many open squares; the count after it is exact, so nothing is lost. Per open and man's
     * squares, those that the bound of {@link #groups} leaves. Each list is made when first asked
     * for (a catalog's windows have a few thousand such pairs of counts, out of 65 × 65).
     */
    private static final class Placements {
        /** The candidates: five longs each ({@link #candidates}). */
        private final long[] all;
        private final AtomicReferenceArray<long[]> byOpen = new AtomicReferenceArray<>(65);
        private final AtomicReferenceArray<long[]> byCounts = new AtomicReferenceArray<>(65 * 65);

        Placements(long[] all) {
            this.all = all;
        }

        /** The placements worth trying for a window of {@code open} open squares. */
        private long[] byOpen(int open) {
            long[] list = byOpen.get(open);
            if (list == null) {
                long[] kept = new long[4 * (all.length / 5)];
                int n = 0;
                for (int p = 0; p < all.length / 5; p++) {
                    if (lowest(all, p) <= open && open <= highest(all, p)) {
                        System.arraycopy(all, 5 * p, kept, n, 4);
                        n += 4;
                    }
                }
                list = Arrays.copyOf(kept, n);
                byOpen.set(open, list); // two threads may make the same list: either is right
            }
            return list;
        }

        /** The placements worth trying for a window of {@code open} open squares, {@code reached} of them the man's. */
        long[] of(int open, int reached) {
            int at = 65 * open + reached;
            long[] list = byCounts.get(at);
            if (list == null) {
                // two threads may make the same list: either is right
                list = within(byOpen(open), open, reached);
                byCounts.set(at, list);
            }
            return list;
        }

        private static long[] within(long[] list, int open, int reached) {
            long[] kept = new long[list.length];
            int n = 0;
            for (int i = 0; i < list.length; i += 4) {
                int blockOpen = Long.bitCount(list[i] | list[i + 1] | list[i + 2]);
                int blockReached = Long.bitCount(list[i + 2] & (list[i] | list[i + 1]));
                if (Math.abs(open - blockOpen) + Math.abs(reached - blockReached)
                        + Math.abs(open - reached - (blockOpen - blockReached)) <= 2 * list[i + 3]) {
                    System.arraycopy(list, i, kept, n, 4);
                    n += 4;
                }
            }
            return Arrays.copyOf(kept, n);
        }
    }

    /**
     * The levels of one size, each against every placement worth trying while its planes
     * stay in registers (one pass over the stored planes); a level stops at its first
     * placement that reaches the threshold. Returns the positions in {@code size} of those that do.
     */
    private int[] reaching(PackedLevels.Size size, BySize bySize) {
        Placements placements = bySize.of(size.width, size.height);
        long[] planes = size.planes;
        int n = size.n;
        int[] hits = new int[16];
        int found = 0;
        long counted = 0;
        for (int k = 0; k < n; k++) {
            long b0 = planes[3 * k];
            long b1 = planes[3 * k + 1];
            long b2 = planes[3 * k + 2];
            long[] list = placements.of(Long.bitCount(b0 | b1 | b2), Long.bitCount(b2 & (b0 | b1)));
            int i = WithinMargin.first(list, b0, b1, b2);
            counted += Math.min(i + 4, list.length) >> 2;
            if (i < list.length) {
                if (found == hits.length) {
                    hits = Arrays.copyOf(hits, 2 * found);
                }
                hits[found++] = k;
            }
        }
        tried.add(counted);
        return Arrays.copyOf(hits, found);
    }

    /** The hits of one size with their grids, rebuilt from the planes. */
    private static List<Hit> withGrids(PackedLevels.Size size, int[] positions) {
        List<Hit> hits = new ArrayList<>(positions.length);
        long[] planes = size.planes;
        for (int k : positions) {
            hits.add(new Hit(size.ids[k], Packed.grid(size.width, size.height, planes[3 * k], planes[3 * k + 1], planes[3 * k + 2])));
        }
        return hits;
    }
}
