package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.sokodb.Alongside;
import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;

@Alongside
@ResourceLock("PackedTest")
class PackedTest {
    /** Real Boxoban levels (they all pack) and Grigr's levels (a few pack, most are larger). */
    private static List<Grid> grids() {
        return ProfilesTest.grids();
    }

    @Test
    void boxobanRoomsPackAndLargerLevelsDoNot() {
        List<Grid> grids = grids();
        assertTrue(grids.subList(0, 120).stream().allMatch(Packed::fits));
        assertTrue(grids.stream().anyMatch(g -> !Packed.fits(g)));
        assertTrue(Packed.of(grids.get(0)).isPresent());
    }

    /** The window and the size are the whole grid: {@code similar} measures its finds on grids rebuilt from the stored planes. */
    @Test
    void aGridComesBackWholeFromItsPlanes() {
        int packed = 0;
        for (Grid g : grids()) {
            for (org.sokodb.board.Symmetry s : org.sokodb.board.Symmetry.values()) {
                Grid turned = g.transform(s);
                Packed p = Packed.of(turned).orElse(null);
                if (p != null) {
                    assertEquals(turned, Packed.grid(p.width(), p.height(), p.plane(0), p.plane(1), p.plane(2)));
                    packed++;
                }
            }
        }
        assertTrue(packed > 8 * 120, packed + " packed");
    }

    /** The window the index stores comes from the grid alone and gives the grid back; it is the standing orientation of the eight. */
    @Test
    void theStoredWindowIsTheGridAsItStands() {
        int packed = 0;
        for (Grid g : grids()) {
            Optional<Packed.Window> w = Packed.windowOf(g);
            assertEquals(Packed.fits(g), w.isPresent());
            if (w.isPresent()) {
                Packed.Window v = w.get();
                assertEquals(g, Packed.grid(v.width(), v.height(), v.p0(), v.p1(), v.p2()));
                Packed all = Packed.of(g).orElseThrow();
                assertEquals(new Packed.Window(all.width(), all.height(), all.plane(0), all.plane(1), all.plane(2)), v);
                packed++;
            }
        }
        assertTrue(packed >= 120, packed + " packed");
    }

    @Test
    void movingTheWindowDropsWhatLeavesItAndBringsInWall() {
        long corner = 1L; // window square (0, 0)
        assertEquals(1L << 9, Packed.move(corner, 1, 1));
        assertEquals(0L, Packed.move(corner, -1, 0));
        long rightColumn = 0x8080808080808080L;
        assertEquals(0L, Packed.move(rightColumn, 1, 0)); // does not wrap into the next row
        assertEquals(0x4040404040404040L, Packed.move(rightColumn, -1, 0));
        assertEquals(0x8080808080808000L, Packed.move(rightColumn, 0, 1));
        assertEquals(0L, Packed.move(-1L, 8, 0));
    }

    /**
     * The packed count against {@link Similarity}'s own count at every placement it tries
     * (and one square beyond), both ways round: the class comment says it is exact, so in
     * particular never above the count, which is what makes it a sound filter.
     */
    @Test
    void thePackedCountIsTheMeasuresCountAtEveryPlacementOfRealPairs() {
        List<Grid> boxoban = grids().subList(0, 120);
        int placements = 0;
        for (int i = 0; i < boxoban.size(); i += 3) {
            Packed a = Packed.of(boxoban.get(i)).orElseThrow();
            for (int j = 1; j < boxoban.size(); j += 7) {
                Packed b = Packed.of(boxoban.get(j)).orElseThrow();
                for (Symmetry s : Symmetry.values()) {
                    Grid tb = boxoban.get(j).transform(s);
                    Grid ga = boxoban.get(i);
                    for (int dy = Math.min(0, ga.height() - tb.height()) - 2; dy <= Math.max(0, ga.height() - tb.height()) + 2; dy++) {
                        for (int dx = Math.min(0, ga.width() - tb.width()) - 2; dx <= Math.max(0, ga.width() - tb.width()) + 2; dx++) {
                            int exact = Similarity.differingBySquares(ga, tb, dx, dy, Integer.MAX_VALUE);
                            assertEquals(exact, Packed.differing(a, b, s, dx, dy), i + "/" + j + " " + s + " " + dx + "," + dy);
                            assertTrue(Packed.countBound(a, b) <= exact, "the count bound is above the count");
                            placements++;
                        }
                    }
                }
            }
        }
        assertTrue(placements > 10_000, placements + " placements");
    }

    /** The scan's count (the level asked about turned, the stored one as it stands), for levels of every size. */
    @Test
    void theScanCountIsTheMeasuresCountForQueriesOfAnySize() {
        List<Grid> all = grids();
        List<Grid> stored = all.stream().filter(Packed::fits).toList();
        int placements = 0;
        for (int i = 0; i < all.size(); i += 9) {
            PackedScan scan = new PackedScan(all.get(i));
            for (int j = 0; j < stored.size(); j += 13) {
                Grid b = stored.get(j);
                Packed p = Packed.of(b).orElseThrow();
                for (Symmetry s : Symmetry.values()) {
                    Grid u = all.get(i).transform(s);
                    for (int dy = Math.min(0, u.height() - b.height()) - 1; dy <= Math.max(0, u.height() - b.height()) + 1; dy++) {
                        for (int dx = Math.min(0, u.width() - b.width()) - 1; dx <= Math.max(0, u.width() - b.width()) + 1; dx++) {
                            int exact = Similarity.differingBySquares(u, b, dx, dy, Integer.MAX_VALUE);
                            assertEquals(exact, scan.differing(p.plane(0), p.plane(1), p.plane(2), s.ordinal(), dx, dy));
                            placements++;
                        }
                    }
                }
            }
        }
        assertTrue(placements > 10_000, placements + " placements");
    }

    /**
     * Over real pairs and thresholds, the packed answers are exactly the measure's: the scan
     * as {@code similar} runs it (each stored level against its placement table) and
     * {@link Packed#reaches} for a pair.
     */
    @Test
    void reachesAgreesWithTheMeasure() {
        List<Grid> all = grids();
        List<Grid> small = all.stream().filter(Packed::fits).toList();
        PackedLevels.Run run = new PackedLevels.Run();
        for (int j = 0; j < small.size(); j += 5) {
            run.add(j, Packed.windowOf(small.get(j)).orElseThrow());
        }
        PackedLevels stored = new PackedLevels();
        stored.read(run.bytes());
        int yes = 0;
        int pairs = 0;
        for (double threshold : new double[] {60, 70, 75, 80, 85, 90}) {
            for (int i = 0; i < all.size(); i += 4) {
                Grid a = all.get(i);
                List<Long> expected = new ArrayList<>();
                for (int j = 0; j < small.size(); j += 5) {
                    Packed pb = Packed.of(small.get(j)).orElseThrow();
                    boolean exact = Similarity.reaches(a, small.get(j).orientations(), threshold);
                    if (Packed.fits(a)) {
                        assertEquals(exact, Packed.reaches(Packed.of(a).orElseThrow(), pb, threshold));
                    }
                    if (exact) {
                        expected.add((long) j);
                    }
                    pairs++;
                }
                assertEquals(expected, java.util.Arrays.stream(new PackedScan(a).reaching(stored, threshold)).boxed().toList(),
                        "level " + i + " at " + threshold);
                yes += expected.size();
            }
        }
        // both answers occur, so the agreement says something
        assertTrue(yes > 20 && yes < pairs - 20, yes + " of " + pairs);
    }

    /** Levels written in a run, read back, and scanned: the scan finds what asking level by level finds. */
    @Test
    void storedLevelsComeBackAndTheScanFindsWhatTheMeasureFinds() {
        List<Grid> all = grids();
        List<Grid> small = all.stream().filter(Packed::fits).toList();
        PackedLevels.Run first = new PackedLevels.Run();
        PackedLevels.Run second = new PackedLevels.Run();
        List<Long> ids = new ArrayList<>();
        long id = 5;
        for (int i = 0; i < small.size(); i++) {
            id += 1 + (id % 3) * 300;
            ids.add(id);
            (i < 50 ? first : second).add(id, Packed.windowOf(small.get(i)).orElseThrow());
        }
        PackedLevels back = new PackedLevels();
        back.read(first.bytes());
        back.read(second.bytes());
        assertEquals(small.size(), back.size());
        int found = 0;
        for (double threshold : new double[] {100, 85, 75}) {
            for (int q = 0; q < all.size(); q += 6) {
                Grid asked = all.get(q);
                List<Long> expected = new ArrayList<>();
                for (int i = 0; i < small.size(); i++) {
                    if (Similarity.reaches(asked, small.get(i).orientations(), threshold)) {
                        expected.add(ids.get(i));
                    }
                }
                assertEquals(expected, java.util.Arrays.stream(new PackedScan(asked).reaching(back, threshold)).boxed().toList(),
                        "level " + q + " at " + threshold);
                // the stored runs as the catalog reads them: the same levels, each with its own grid back
                List<PackedScan.Hit> hits = new PackedScan(asked).hits(List.of(first.bytes(), second.bytes()), threshold);
                assertEquals(expected, hits.stream().map(PackedScan.Hit::levelId).toList(), "level " + q + " at " + threshold);
                for (PackedScan.Hit hit : hits) {
                    assertEquals(small.get(ids.indexOf(hit.levelId())), hit.grid());
                }
                found += expected.size();
            }
        }
        assertTrue(found > 30, found + " found");
    }
}
