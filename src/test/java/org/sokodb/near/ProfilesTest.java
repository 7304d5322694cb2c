package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;

@Slow
class ProfilesTest {
    /** Real levels of both kinds: Boxoban's 10 × 10 levels and hand-made levels of many sizes. */
    static List<Grid> grids() {
        List<Grid> out = new ArrayList<>();
        for (Board b : Levels.read("collections/boxoban/medium/train/306.txt")) {
            if (out.size() < 120) {
                out.add(Grid.of(b));
            }
        }
        assertEquals(120, out.size());
        Levels.read("collections/soukoban/Grigr2001_100.xsb").forEach(b -> out.add(Grid.of(b)));
        return out;
    }

    @Test
    void theRowAndColumnBoundsNeverExceedTheSquaresThatDiffer() {
        List<Grid> grids = grids();
        int placements = 0;
        int tight = 0;
        for (int i = 0; i < grids.size(); i += 5) {
            for (int j = i + 1; j < grids.size(); j += 11) {
                Grid a = grids.get(i);
                for (Symmetry s : Symmetry.values()) {
                    Grid b = grids.get(j).transform(s);
                    for (int dy = Math.min(0, a.height() - b.height()) - 2; dy <= Math.max(0, a.height() - b.height()) + 2; dy++) {
                        for (int dx = Math.min(0, a.width() - b.width()) - 2; dx <= Math.max(0, a.width() - b.width()) + 2; dx++) {
                            int differing = Similarity.differingBySquares(a, b, dx, dy, Integer.MAX_VALUE);
                            int bound = Math.max(Profiles.rows(a, b, dy), Profiles.columns(a, b, dx));
                            assertTrue(bound <= differing, () -> "bound above the count");
                            placements++;
                            if (bound * 2 > differing) {
                                tight++;
                            }
                        }
                    }
                }
            }
        }
        assertTrue(placements > 10_000);
        // a bound that is always far below the count would prune nothing
        assertTrue(tight * 2 > placements, tight + " of " + placements);
    }

    @Test
    void theBoundIsExactForALevelAgainstItselfAndCountsAMissingRow() {
        Grid a = Grid.of(SimilarityTest.LEVEL);
        assertEquals(0, Profiles.rows(a, a, 0));
        assertEquals(0, Profiles.columns(a, a, 0));
        // one row down: every row of the level now lies over another, and the last over wall
        assertTrue(Similarity.differingBySquares(a, a, 0, 1, Integer.MAX_VALUE) >= Profiles.rows(a, a, 1));
        assertTrue(Profiles.rows(a, a, 1) > 0);
    }

    /** The pruned search finds what trying every placement finds, on real pairs at several thresholds. */
    @Test
    void pruningChangesNoResult() {
        List<Grid> grids = grids();
        int found = 0;
        for (int i = 0; i < grids.size(); i += 3) {
            for (int j = i + 1; j < grids.size(); j += 4) {
                Grid a = grids.get(i);
                Grid b = grids.get(j);
                int best = bestByEveryPlacement(a, b);
                Match m = Similarity.compare(a, b);
                assertEquals(best, m.agreeing() * 1_000_000 / m.area(), i + "," + j);
                for (double p : new double[] {60, 70, 80}) {
                    boolean reaches = best * 100.0 / 1_000_000 >= p - 1e-6;
                    assertEquals(m.reaches(p), Similarity.atLeast(a, b.orientations(), p).isPresent());
                    if (Similarity.atLeast(a, b.orientations(), p).isPresent()) {
                        found++;
                    }
                    assertTrue(!reaches || m.percent() >= p - 1e-6);
                }
            }
        }
        assertTrue(found > 0);
    }

    /** The best share of agreeing squares (in millionths) over every placement, nothing skipped. */
    private static int bestByEveryPlacement(Grid a, Grid second) {
        int best = -1;
        for (Symmetry s : Symmetry.values()) {
            Grid b = second.transform(s);
            int dw = a.width() - b.width();
            int dh = a.height() - b.height();
            for (int dy = Math.min(0, dh) - 1; dy <= Math.max(0, dh) + 1; dy++) {
                for (int dx = Math.min(0, dw) - 1; dx <= Math.max(0, dw) + 1; dx++) {
                    int area = (Math.max(a.width(), dx + b.width()) - Math.min(0, dx))
                            * (Math.max(a.height(), dy + b.height()) - Math.min(0, dy));
                    int differing = Similarity.differingBySquares(a, b, dx, dy, Integer.MAX_VALUE);
                    best = Math.max(best, (int) ((long) (area - differing) * 1_000_000 / area));
                }
            }
        }
        return best;
    }
}
