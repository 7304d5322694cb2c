package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;

/**
 * The packed levels grouped by open squares and squares the man reaches
 * ({@link PackedLevels#groups}), and the groups an answer reads ({@link PackedScan#groups}), on
 * real Boxoban levels and Grigr's levels: each level lies in the group its grid's own counts
 * give, and every level the measure ({@link Similarity#reaches}) finds at least as alike as the
 * threshold lies in a group the answer reads.
 */
@Slow
class PackedGroupsTest {
    /** The stored levels that fit, row id i + 1 for the i-th, as one run. */
    private static List<Grid> stored(List<Grid> all) {
        return all.stream().filter(Packed::fits).toList();
    }

    private static byte[] run(List<Grid> stored) {
        PackedLevels.Run run = new PackedLevels.Run();
        for (int i = 0; i < stored.size(); i++) {
            run.add(i + 1, Packed.windowOf(stored.get(i)).orElseThrow());
        }
        return run.bytes();
    }

    /** The group of a grid from its squares: the open ones, and those of the man's area. */
    private static int groupOfSquares(Grid g) {
        int open = 0;
        int reached = 0;
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                int c = g.at(x, y);
                open += c != Grid.WALL ? 1 : 0;
                reached += c == Grid.MAN || c == Grid.MAN_ON_GOAL ? 1 : 0;
            }
        }
        return PackedLevels.group(open, reached);
    }

    @Test
    void eachLevelLiesInTheGroupOfItsSquares() {
        List<Grid> stored = stored(ProfilesTest.grids());
        byte[] run = run(stored);
        SortedMap<Integer, byte[]> groups = PackedLevels.groups(run);
        assertTrue(groups.size() > 5, "real levels spread over groups: " + groups.size());
        Map<Long, Integer> groupOf = new HashMap<>();
        PackedLevels whole = new PackedLevels();
        whole.read(run);
        groups.forEach((group, value) -> {
            PackedLevels levels = new PackedLevels();
            levels.read(value);
            for (PackedLevels.Size size : levels.sizes()) {
                for (int k = 0; k < size.n; k++) {
                    Grid g = stored.get((int) size.ids[k] - 1);
                    assertEquals(null, groupOf.put(size.ids[k], group), "a level in one group only");
                    assertEquals(groupOfSquares(g), group, "level " + size.ids[k]);
                    // the same planes as the level's own
                    Packed p = Packed.of(g).orElseThrow();
                    assertEquals(List.of(p.plane(0), p.plane(1), p.plane(2)),
                            List.of(size.planes[3 * k], size.planes[3 * k + 1], size.planes[3 * k + 2]));
                    assertEquals(g.width(), size.width);
                    assertEquals(g.height(), size.height);
                }
            }
        });
        assertEquals(stored.size(), groupOf.size(), "every level of the run in a group");
        assertEquals(whole.size(), groupOf.size());
    }

    @Test
    void everyLevelAsAlikeAsTheThresholdIsInAGroupTheAnswerReads() {
        List<Grid> all = ProfilesTest.grids();
        List<Grid> stored = stored(all);
        SortedMap<Integer, byte[]> groups = PackedLevels.groups(run(stored));
        // each stored level's orientations and group, once for all the questions
        List<Grid[]> orientations = stored.stream().map(Grid::orientations).toList();
        int[] groupOf = stored.stream().mapToInt(PackedGroupsTest::groupOfSquares).toArray();
        int found = 0;
        int leftOut = 0;
        for (double threshold : new double[] {0, 60, 70, 85, 92.5, 100}) {
            for (int q = 0; q < all.size(); q += 3) {
                Grid asked = all.get(q);
                PackedScan scan = new PackedScan(asked);
                boolean[] read = scan.groups(threshold);
                TreeSet<Long> expected = new TreeSet<>();
                for (int i = 0; i < stored.size(); i++) {
                    // whether some placement reaches the threshold: the measure's own answer, without
                    // the search for the best placement that Similarity.atLeast adds to it
                    if (Similarity.reaches(asked, orientations.get(i), threshold)) {
                        expected.add(i + 1L);
                        assertTrue(read[groupOf[i]], "level " + q + " at " + threshold + ": stored level " + (i + 1));
                    } else if (!read[groupOf[i]]) {
                        leftOut++;
                    }
                }
                // the scan of the groups read finds exactly the measure's levels
                List<byte[]> values = new ArrayList<>();
                groups.forEach((group, value) -> {
                    if (read[group]) {
                        values.add(value);
                    }
                });
                assertEquals(expected, new TreeSet<>(scan.matchesByRun(values, threshold, f -> f).stream()
                        .flatMap(List::stream).map(PackedScan.Found::levelId).toList()), "level " + q + " at " + threshold);
                found += expected.size();
            }
        }
        // what the comparison covers: near copies found, and levels no answer reads
        assertTrue(found > 500, "levels found: " + found);
        assertTrue(leftOut > 10_000, "levels in groups not read: " + leftOut);
    }
}
