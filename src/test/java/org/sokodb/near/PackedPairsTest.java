package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.sokodb.Alongside;

@Alongside
@ResourceLock("PackedPairsTest")
class PackedPairsTest {
    /**
     * On 1,000 real Boxoban levels and Grigr's 100 (most too large to pack), against comparing
     * every pair: each pair found is a true pair, every pair at 90 % is found, and most at 87 %,
     * as the search checking every placement of every candidate finds them (every pair compared
     * once per test JVM, {@link EveryPair}).
     */
    @Test
    void findsOnlyTruePairsAndAsManyAsCheckingEveryPlacement() {
        EveryPair every = EveryPair.compared();
        List<Grid> grids = every.grids();
        for (double threshold : new double[] {87, 90}) {
            Set<Long> exact = threshold == 90 ? every.at90() : every.at87();
            PackedPairs.Found found = PackedPairs.alike(grids, Sketch.PAIRS, threshold);
            // each candidate checked by the comparison of that pair, looked up (EveryPair compared them all)
            long[] everyPlacement = CandidatePairs.alike(grids, Sketch.PAIRS, exact::contains);
            assertTrue(Arrays.stream(found.pairs()).allMatch(exact::contains), "a pair that is not one");
            assertTrue(found.pairs().length * 20L >= everyPlacement.length * 19L,
                    found.pairs().length + " of " + everyPlacement.length + " at " + threshold);
            assertTrue(found.passed() <= found.candidates());
            if (threshold == 90) {
                assertTrue(found.pairs().length == exact.size() && !exact.isEmpty(), found.pairs().length + " of " + exact.size());
            }
        }
    }

    /**
     * A band whose entries do not fit is spilled to disk in slices of its key space, read back
     * one at a time, and finds the same pairs, candidates and checks as all at once (and the
     * same again with the pairs kept on disk):
     * 1,000 Boxoban levels, each again turned (a pair each), and Grigr's 100 (most too large
     * to pack), with space for a seventh of a band (the 24 bands of {@code dups --similar}) and
     * for less than any part (one band: each slice is then one part, 1,024 a band, the space
     * grown to the largest).
     */
    @Test
    void aBandInSlicesFindsWhatItFindsAtOnce() {
        List<Grid> grids = new ArrayList<>();
        Levels.read("collections/boxoban/medium/train/306.txt").forEach(b -> grids.add(Grid.of(b)));
        Levels.read("collections/soukoban/Grigr2001_100.xsb").forEach(b -> grids.add(Grid.of(b)));
        Levels.read("collections/boxoban/medium/train/306.txt").forEach(b -> grids.add(Grid.of(b).orientations()[5]));
        PackedWindows packed = new PackedWindows(grids.size());
        packed.addAll(grids);
        long band = PackedPairs.entriesPerBand(grids.size());
        for (Sketch sketch : new Sketch[] {Sketch.PAIRS, new Sketch(1, 16)}) {
            PackedPairs.Found whole = PackedPairs.alike(packed, sketch, 90);
            assertTrue(whole.pairs().length >= 1000, "pairs to compare: " + whole.pairs().length);
            long space = sketch == Sketch.PAIRS ? band / 7 : band / 2000;
            PackedPairs.Found sliced = PackedPairs.alike(packed, sketch, 90, space);
            assertArrayEquals(whole.pairs(), sliced.pairs(), "space for " + space + " of " + band);
            assertEquals(whole.candidates(), sliced.candidates());
            assertEquals(whole.passed(), sliced.passed());
            List<Long> onDisk = new ArrayList<>();
            PackedPairs.Counts spilled = PackedPairs.alike(packed, sketch, 90, space, true, onDisk::add);
            assertArrayEquals(whole.pairs(), onDisk.stream().mapToLong(Long::longValue).toArray(),
                    "pairs on disk, space for " + space + " of " + band);
            assertEquals(whole.pairs().length, spilled.pairs());
            assertEquals(whole.candidates(), spilled.candidates());
        }
    }
}
