package org.sokodb.near;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The truth the pair searches are measured against: every pair of 1,000 real Boxoban levels
 * ({@code boxoban/medium/train/306.txt}) followed by Grigr's 100 that is at least 87 % and at
 * least 90 % alike, found by comparing every pair ({@link Similarity#reaches}). Comparing the
 * 605,000 pairs is the costliest step of {@code SketchTest} and {@code PackedPairsTest}, which
 * each did it on their own (the latter at each threshold): it is done once per test JVM, the
 * 90 % pairs among the 87 % ones (a pair at 90 % is one at 87 %).
 */
record EveryPair(List<Grid> grids, Grid[][] turned, Set<Long> at87, Set<Long> at90) {
    /** How many of {@link #grids} are Boxoban's, the first ones. */
    static final int BOXOBAN = 1000;

    private static EveryPair compared;

    /** The levels and their pairs, compared by the first test that asks. */
    static synchronized EveryPair compared() {
        if (compared == null) {
            List<Grid> grids = new ArrayList<>();
            Levels.read("collections/boxoban/medium/train/306.txt").forEach(b -> grids.add(Grid.of(b)));
            Levels.read("collections/soukoban/Grigr2001_100.xsb").forEach(b -> grids.add(Grid.of(b)));
            Grid[][] turned = grids.stream().map(Grid::orientations).toArray(Grid[][]::new);
            Set<Long> at87 = new HashSet<>();
            Set<Long> at90 = new HashSet<>();
            for (int i = 0; i < grids.size(); i++) {
                for (int j = i + 1; j < grids.size(); j++) {
                    if (Similarity.reaches(grids.get(i), turned[j], 87)) {
                        at87.add((long) i << 32 | j);
                        if (Similarity.reaches(grids.get(i), turned[j], 90)) {
                            at90.add((long) i << 32 | j);
                        }
                    }
                }
            }
            compared = new EveryPair(List.copyOf(grids), turned, Set.copyOf(at87), Set.copyOf(at90));
        }
        return compared;
    }

    /** The pairs of {@code pairs} among the first {@code n} levels only. */
    static Set<Long> among(Set<Long> pairs, int n) {
        Set<Long> among = new HashSet<>();
        for (long p : pairs) {
            if ((int) p < n) {
                among.add(p);
            }
        }
        return among;
    }
}
