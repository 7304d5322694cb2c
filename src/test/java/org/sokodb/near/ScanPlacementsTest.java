package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.sokodb.Alongside;
import org.sokodb.board.Symmetry;

/**
 * The scan's best placements ({@link PackedScan#matchesByRun}) against the measure's own
 * ({@link Similarity#atLeast} on the grids): the same levels, and for each the same match —
 * the share, and the transform and offset that {@code similar} prints, ties included.
 */
@Alongside
@ResourceLock("ScanPlacementsTest")
class ScanPlacementsTest {
    /** Real Boxoban levels and Grigr's levels, and every orientation of some levels (ties: a level against itself turned). */
    private record Stored(List<Grid> grids, List<byte[]> runs) {
        static Stored of(List<Grid> all) {
            List<Grid> grids = new ArrayList<>();
            for (Grid g : all) {
                if (Packed.fits(g)) {
                    grids.add(g);
                }
            }
            for (int i = 0; i < 120; i += 17) {
                for (Symmetry s : Symmetry.values()) {
                    grids.add(all.get(i).transform(s));
                }
            }
            // three runs, as the catalog stores them; row id i + 1 for grid i
            List<byte[]> runs = new ArrayList<>();
            PackedLevels.Run run = new PackedLevels.Run();
            for (int i = 0; i < grids.size(); i++) {
                run.add(i + 1, Packed.windowOf(grids.get(i)).orElseThrow());
                if (run.size() == 70 || i == grids.size() - 1) {
                    runs.add(run.bytes());
                    run = new PackedLevels.Run();
                }
            }
            return new Stored(grids, runs);
        }
    }

    @Test
    void theScansBestPlacementIsTheMeasures() {
        List<Grid> all = ProfilesTest.grids();
        Stored stored = Stored.of(all);
        int matched = 0;
        int tied = 0;
        int turned = 0;
        int moved = 0;
        for (double threshold : new double[] {0, 70, 85, 92.5}) {
            for (int q = 0; q < all.size(); q += 6) {
                Grid asked = all.get(q);
                Map<Long, Match> expected = new LinkedHashMap<>();
                for (int i = 0; i < stored.grids().size(); i++) {
                    Optional<Match> m = Similarity.atLeast(asked, stored.grids().get(i).orientations(), threshold);
                    if (m.isPresent()) {
                        expected.put(i + 1L, m.get());
                    }
                }
                Map<Long, Match> scanned = new LinkedHashMap<>();
                new PackedScan(asked).matchesByRun(stored.runs(), threshold, found -> found)
                        .forEach(found -> found.forEach(f -> scanned.put(f.levelId(), f.match())));
                assertEquals(expected, scanned, "level " + q + " at " + threshold);
                for (Map.Entry<Long, Match> e : expected.entrySet()) {
                    Match m = e.getValue();
                    tied += placementsAsAlike(asked, stored.grids().get((int) (e.getKey() - 1)), m) > 1 ? 1 : 0;
                    turned += m.transform() != Symmetry.IDENTITY ? 1 : 0;
                    moved += m.dx() != 0 || m.dy() != 0 ? 1 : 0;
                    matched++;
                }
            }
        }
        // the comparison says something about the printed placement: ties, turns and offsets all occur
        assertTrue(matched > 1_000, matched + " matched");
        assertTrue(tied > 100, tied + " with more than one best placement");
        assertTrue(turned > 100, turned + " turned");
        assertTrue(moved > 100, moved + " moved");
    }

    /** The placements of the measure that are exactly as alike as {@code best}, counted square by square. */
    private static int placementsAsAlike(Grid a, Grid second, Match best) {
        int n = 0;
        for (Symmetry s : Symmetry.values()) {
            Grid b = second.transform(s);
            for (int dy = Math.min(0, a.height() - b.height()) - 1; dy <= Math.max(0, a.height() - b.height()) + 1; dy++) {
                for (int dx = Math.min(0, a.width() - b.width()) - 1; dx <= Math.max(0, a.width() - b.width()) + 1; dx++) {
                    int area = (Math.max(a.width(), dx + b.width()) - Math.min(0, dx))
                            * (Math.max(a.height(), dy + b.height()) - Math.min(0, dy));
                    int agreeing = area - Similarity.differingBySquares(a, b, dx, dy, Integer.MAX_VALUE);
                    if ((long) agreeing * best.area() == (long) best.agreeing() * area) {
                        n++;
                    }
                }
            }
        }
        return n;
    }
}
