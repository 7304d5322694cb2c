package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.sokodb.Alongside;
import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;

@Alongside
@ResourceLock("SketchTest")
class SketchTest {
    /** SimilarityTest's level with a one-square nub on the left of its third row. */
    static final Board NUB_LEFT = Levels.board(
            "#########",
            "##  .   #",
            "#  $$ # #",
            "##. @ . #",
            "##  $   #",
            "#########");
    /** The same level with the nub on the right of its fourth row: drawn one square to the left. */
    static final Board NUB_RIGHT = Levels.board(
            "#########",
            "#  .   ##",
            "# $$ # ##",
            "#. @ .  #",
            "#  $   ##",
            "#########");

    @Test
    void aBandKeyOfATurnedGridIsTheKeyOfTheTurnedGrid() {
        Grid g = Grid.of(NUB_LEFT);
        for (Symmetry s : Symmetry.values()) {
            for (int band = 0; band < Sketch.DEFAULT.bands(); band++) {
                assertEquals(Sketch.DEFAULT.keys(g.transform(s), 1, -1)[band], Sketch.DEFAULT.key(g, s, 1, -1, band));
            }
        }
        assertArrayEquals(Sketch.DEFAULT.keys(g), Sketch.DEFAULT.keys(Grid.of(NUB_LEFT)));
    }

    /** dups --similar keys packed levels from their planes: the same keys, turned and moved every way it keys them. */
    @Test
    void aKeyFromThePackedPlanesIsTheKeyFromTheGrid() {
        int packed = 0;
        for (Grid g : ProfilesTest.grids()) {
            Packed p = Packed.of(g).orElse(null);
            if (p == null) {
                continue;
            }
            long[] planes = new long[32];
            p.copyPlanes(planes, 0);
            for (Symmetry s : Symmetry.values()) {
                int o = 4 * s.ordinal();
                for (int[] move : CandidatePairs.SHIFTS) {
                    // the row tables (fewer than 21 squares a band: 16 and 11) and the square-by-square loop (24)
                    for (Sketch sketch : new Sketch[] {Sketch.PAIRS, Sketch.DEFAULT, new Sketch(3, 24)}) {
                        for (int band = 0; band < sketch.bands(); band++) {
                            assertEquals(sketch.key(g, s, move[0], move[1], band), sketch.key(
                                    Packed.move(planes[o], move[0], move[1]), Packed.move(planes[o + 1], move[0], move[1]),
                                    Packed.move(planes[o + 2], move[0], move[1]), band));
                        }
                    }
                }
            }
            packed++;
        }
        assertTrue(packed >= 120, packed + " packed");
    }

    /**
     * dups --similar keys a packed level's orientation at its five moves at once ({@link MovedKeys}):
     * the keys of the window moved, on real levels in every orientation and on random windows
     * (every bit, the edges included), for bands of 16, 11 and 5 squares.
     */
    @Test
    void theKeysOfEveryMoveAtOnceAreTheMovedWindowsKeys() {
        List<long[]> windows = new java.util.ArrayList<>();
        for (Grid g : ProfilesTest.grids()) {
            Packed.of(g).ifPresent(p -> {
                long[] planes = new long[32];
                p.copyPlanes(planes, 0);
                for (int o = 0; o < 32; o += 4) {
                    windows.add(new long[] {planes[o], planes[o + 1], planes[o + 2]});
                }
            });
        }
        java.util.Random random = new java.util.Random(5);
        for (int k = 0; k < 300; k++) {
            windows.add(new long[] {random.nextLong(), random.nextLong(), k % 2 == 0 ? -1L : random.nextLong()});
        }
        assertTrue(windows.size() >= 1000, windows.size() + " windows");
        long[] keys = new long[CandidatePairs.SHIFTS.length + 2];
        for (Sketch sketch : new Sketch[] {Sketch.PAIRS, Sketch.DEFAULT, new Sketch(7, 5)}) {
            MovedKeys moved = new MovedKeys(sketch);
            for (long[] w : windows) {
                for (int band = 0; band < sketch.bands(); band++) {
                    moved.keys(w[0], w[1], w[2], band, keys, 1);
                    for (int t = 0; t < CandidatePairs.SHIFTS.length; t++) {
                        int[] move = CandidatePairs.SHIFTS[t];
                        assertEquals(sketch.key(Packed.move(w[0], move[0], move[1]), Packed.move(w[1], move[0], move[1]),
                                Packed.move(w[2], move[0], move[1]), band), keys[1 + t]);
                    }
                }
            }
        }
        assertTrue(MovedKeys.fits(Sketch.PAIRS) && !MovedKeys.fits(new Sketch(3, 24)));
    }

    @Test
    void theNubbedLevelsMatchOneSquareBeyondFlush() {
        Match m = Similarity.compare(Grid.of(NUB_LEFT), Grid.of(NUB_RIGHT));
        assertEquals(2, m.differing());
        assertEquals(Symmetry.IDENTITY, m.transform());
        assertEquals(1, m.dx());
        assertEquals(0, m.dy());
    }

    /** A remodel (one wall moved) and a level drawn a square over, in every orientation, are found by both searches. */
    @Test
    void bothSearchesFindTurnedAndMovedCopies() {
        Board[][] pairs = {{SimilarityTest.LEVEL, SimilarityTest.WALL_MOVED}, {NUB_LEFT, NUB_RIGHT}};
        for (Board[] pair : pairs) {
            Grid first = Grid.of(pair[0]);
            for (Symmetry s : Symmetry.values()) {
                Grid other = Grid.of(pair[1].transform(s));
                assertTrue(Similarity.reaches(first, other.orientations(), 90), s.name());
                assertArrayEquals(new long[] {1}, CandidatePairs.find(List.of(first, other), Sketch.PAIRS), s.name());
                assertTrue(shareAKey(Sketch.DEFAULT.probeKeys(first), Sketch.DEFAULT.orientationKeys(other)), s.name());
                assertTrue(shareAKey(Sketch.DEFAULT.probeKeys(other), Sketch.DEFAULT.orientationKeys(first)), s.name());
            }
        }
    }

    /**
     * On 1,000 real Boxoban levels, against comparing every pair: the catalog-wide search finds
     * every pair at least 90 % alike, most pairs at 87 % (53 of 60 when measured) (the keys are tuned for 90 %:
     * less alike pairs meet less often), and checks a small share of all pairs. Every pair is
     * compared once per test JVM ({@link EveryPair}).
     */
    @Test
    void onRealLevelsThePairSearchMissesNoPairAndSkipsMostPairs() {
        EveryPair every = EveryPair.compared();
        List<Grid> grids = every.grids().subList(0, EveryPair.BOXOBAN);
        assertEquals(1000, grids.size());
        Set<Long> at87 = EveryPair.among(every.at87(), EveryPair.BOXOBAN);
        Set<Long> at90 = EveryPair.among(every.at90(), EveryPair.BOXOBAN);
        long[] candidates = CandidatePairs.find(grids, Sketch.PAIRS);
        assertEquals(1, at90.size());
        assertTrue(at90.stream().allMatch(p -> Arrays.binarySearch(candidates, p) >= 0));
        long found = at87.stream().filter(p -> Arrays.binarySearch(candidates, p) >= 0).count();
        assertTrue(found * 20 >= at87.size() * 17L, found + " of " + at87.size());
        // checked as they come: the same pairs as checking every candidate afterwards
        // (each candidate checked by the comparison of that pair, looked up: EveryPair compared them all)
        assertArrayEquals(Arrays.stream(candidates).filter(at87::contains).toArray(), CandidatePairs.alike(grids,
                Sketch.PAIRS, at87::contains));
        long all = (long) grids.size() * (grids.size() - 1) / 2;
        assertTrue(candidates.length * 10L < all, candidates.length + " candidates");
    }

    private static boolean shareAKey(long[] sortedProbes, long[] stored) {
        return Arrays.stream(stored).anyMatch(k -> Arrays.binarySearch(sortedProbes, k) >= 0);
    }
}
