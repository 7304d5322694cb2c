// Recall of the similarity index against an exact pairwise scan (docs/similar.md).
//   java -cp target/classes bench/SimilarRecall.java THRESHOLD LIMIT BANDSxROWS… -- PATH…
// e.g. java -cp target/classes bench/SimilarRecall.java 90 20000 24x16 4x11 -- ../shared/data/boxoban-levels.zip
// A setting BxR is B bands of R sampled squares (Sketch): the catalog-wide search (dups path) and the
// `similar` path as the catalog does them (24x16 is Sketch.PAIRS, 4x11 Sketch.DEFAULT); BxR+M measures the
// `similar` path with one stored orientation and probes moved by up to M squares; a suffix /F leaves out
// keys stored for more than a share F of the levels, %V asks V bands to agree in one placement.
// Reads up to LIMIT valid levels (the first ones, in reading order), scans every pair exactly
// (pruned only by bounds that cannot lose a pair: see exactScan), then for each sketch
// setting finds the candidate pairs, checks them exactly and prints recall and costs.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.LevelIdentity;
import org.sokodb.near.CandidatePairs;
import org.sokodb.near.Grid;
import org.sokodb.near.Packed;
import org.sokodb.near.PackedPairs;
import org.sokodb.near.Similarity;
import org.sokodb.near.Sketch;

public class SimilarRecall {
    public static void main(String[] args) throws Exception {
        double threshold = Double.parseDouble(args[0]);
        int limit = Integer.parseInt(args[1]);
        List<String> settings = new ArrayList<>();
        int i = 2;
        while (!args[i].equals("--")) {
            settings.add(args[i++]);
        }
        List<String> paths = Arrays.asList(args).subList(i + 1, args.length);
        List<Grid> grids = new ArrayList<>();
        Set<String> uniques = new HashSet<>();
        LevelIdentity identity = new LevelIdentity();
        LevelSources.read(paths, new LevelSources.Handler() {
            public void level(LevelRecord r) {
                if (grids.size() >= limit || r.rejection().isPresent()) {
                    return;
                }
                try {
                    Board b = Board.parse(r.rows());
                    // one level per Unique-Id: exact copies are the Unique-Id's business
                    if (uniques.add(identity.of(b).uniqueId())) {
                        grids.add(Grid.of(b));
                    }
                } catch (Exception e) {
                    // invalid boards are not levels
                }
            }
            public void problem(SourceLocation where, String reason) { }
            public void note(String where, String message) { }
        });
        int n = grids.size();
        System.out.printf("levels (distinct Unique-Ids): %d, threshold %.0f%%%n", n, threshold);
        Grid[][] orient = new Grid[n][];
        for (int k = 0; k < n; k++) {
            orient[k] = grids.get(k).orientations();
        }
        // Boxoban levels pack (Packed): their exact count is a few popcounts a placement
        Packed[] packed = new Packed[n];
        for (int k = 0; k < n; k++) {
            packed[k] = Packed.of(grids.get(k)).orElse(null);
        }
        long t0 = System.nanoTime();
        // the scan is the slow part: its pairs are kept in bench/out and reused for the same sample
        // (v2: the scan whose early stop no longer loses pairs of unlike sizes, docs/similar.md)
        java.nio.file.Path cache = java.nio.file.Path.of("bench/out", String.format("exact-v2-%s-%d-%.0f.txt",
                Integer.toHexString(String.join(" ", paths).hashCode()), n, threshold));
        Set<Long> exact;
        if (java.nio.file.Files.exists(cache)) {
            exact = new HashSet<>();
            for (String line : java.nio.file.Files.readAllLines(cache)) {
                exact.add(Long.parseLong(line));
            }
            System.out.printf("exact scan (kept in %s): %d pairs at >= %.0f%%%n", cache, exact.size(), threshold);
        } else {
            exact = exactScan(grids, orient, packed, threshold);
            System.out.printf("exact scan: %d pairs at >= %.0f%% in %.1f s%n", exact.size(), threshold, (System.nanoTime() - t0) / 1e9);
            java.nio.file.Files.createDirectories(cache.getParent());
            java.nio.file.Files.write(cache, exact.stream().sorted().map(String::valueOf).toList());
        }
        for (String s : settings) {
            // BxR: as the catalog does, every level stored in its 8 orientations (8 keys a band), probes
            // moved by one square at most; BxR+M: stored as it stands only, probes moved by up to M squares
            boolean allTurns = !s.contains("+");
            // a trailing "!": the dups path only
            boolean dupsOnly = s.endsWith("!");
            String[] voted = s.replace("!", "").split("%");
            // a level is a candidate when this many bands agree in one placement
            int votes = voted.length > 1 ? Integer.parseInt(voted[1]) : 1;
            String[] capped = voted[0].split("/");
            // keys stored for more than this share of the levels are not looked up
            int cap = capped.length > 1 ? (int) Math.max(2, Math.ceil(Double.parseDouble(capped[1]) * n)) : Integer.MAX_VALUE;
            String[] br = capped[0].split("[x+]");
            Sketch sketch = new Sketch(Integer.parseInt(br[0]), Integer.parseInt(br[1]));
            int reach = br.length > 2 ? Integer.parseInt(br[2]) : 1;
            boolean dupsPath = allTurns;
            long t1 = System.nanoTime();
            // -Dpacked.only: only the catalog's way (PackedPairs), not every candidate at every placement
            long[] candidates = dupsPath && !Boolean.getBoolean("packed.only") ? CandidatePairs.find(grids, sketch) : new long[0];
            long t2 = System.nanoTime();
            int found = 0;
            int survivors = 0;
            for (long p : candidates) {
                int a = (int) (p >>> 32);
                int b = (int) p;
                // as the catalog does (CandidatePairs.check): the packed count first, the measure on what passes
                if (packed[a] != null && packed[b] != null && !Packed.reaches(packed[a], packed[b], threshold)) {
                    continue;
                }
                survivors++;
                if (Similarity.reaches(grids.get(a), orient[b], threshold)) {
                    found++;
                }
            }
            long t3 = System.nanoTime();
            if (!Boolean.getBoolean("packed.only")) System.out.printf("dups path, sketch %s: %d candidates, %d passed the packed count, %d pairs found, recall %.2f%%"
                    + " (keys %.1f s, check %.1f s = %.0f ns a candidate, one thread)%n",
                    s, candidates.length, survivors, found, exact.isEmpty() ? 100.0 : 100.0 * found / exact.size(),
                    (t2 - t1) / 1e9, (t3 - t2) / 1e9, (t3 - t2) / Math.max(1.0, candidates.length));
            // as the catalog does it now: each candidate checked at the placement its keys met in
            long t4 = System.nanoTime();
            PackedPairs.Found pf = PackedPairs.alike(grids, sketch, threshold);
            long t5 = System.nanoTime();
            long hit = Arrays.stream(pf.pairs()).filter(exact::contains).count();
            System.out.printf("dups path as the catalog does it (PackedPairs), sketch %s: %d candidates, %d passed at their"
                    + " placement, %d pairs (%d true), recall %.2f%%, %.1f s on every core%n", s, pf.candidates(), pf.passed(),
                    pf.pairs().length, hit, exact.isEmpty() ? 100.0 : 100.0 * hit / exact.size(), (t5 - t4) / 1e9);
            if (dupsOnly) {
                continue;
            }
            // the query path of `similar ID`: each level's probe keys against every level's stored keys
            java.util.Map<Long, List<Integer>> stored = new java.util.HashMap<>();
            for (int k = 0; k < n; k++) {
                for (long key : allTurns ? sketch.orientationKeys(grids.get(k)) : sketch.keys(grids.get(k))) {
                    stored.computeIfAbsent(key, x -> new ArrayList<>()).add(k);
                }
            }
            long probed = 0;
            int foundBySimilar = 0;
            for (long pair : exact) {
                if (similarCandidates(grids.get((int) (pair >>> 32)), sketch, reach, votes, cap, stored).contains((int) pair)) {
                    foundBySimilar++;
                }
            }
            for (int k = 0; k < Math.min(n, 200); k++) {
                probed += similarCandidates(grids.get(k), sketch, reach, votes, cap, stored).size();
            }
            System.out.printf("similar path, sketch %s: recall %.2f%% of the pairs (asked from the first level of each),"
                    + " %.0f candidates per query on average%n", s,
                    exact.isEmpty() ? 100.0 : 100.0 * foundBySimilar / exact.size(), probed / (double) Math.min(n, 200));
        }
    }

    /** The levels whose stored keys agree with {@code votes} bands or more of one placement of {@code g}. */
    static Set<Integer> similarCandidates(Grid g, Sketch sketch, int reach, int votes, int cap,
            java.util.Map<Long, List<Integer>> stored) {
        Set<Integer> out = new HashSet<>();
        for (org.sokodb.board.Symmetry s : org.sokodb.board.Symmetry.values()) {
            Grid t = g.transform(s);
            for (int dy = -reach; dy <= reach; dy++) {
                for (int dx = -reach; dx <= reach; dx++) {
                    java.util.Map<Integer, Integer> count = new java.util.HashMap<>();
                    for (long key : sketch.keys(t, dx, dy)) {
                        List<Integer> bucket = stored.getOrDefault(key, List.of());
                        if (bucket.size() <= cap) {
                            for (int l : bucket) {
                                if (count.merge(l, 1, Integer::sum) >= votes) {
                                    out.add(l);
                                }
                            }
                        }
                    }
                }
            }
        }
        return out;
    }

    /**
     * Every pair at or above the threshold. Skips a pair only when a bound proves it below:
     * the squares that must differ (per category, the surplus of one level over the other)
     * against the largest common box any placement can have.
     */
    static Set<Long> exactScan(List<Grid> grids, Grid[][] orient, Packed[] packed, double threshold) {
        int n = grids.size();
        int[][] counts = new int[n][7];
        for (int k = 0; k < n; k++) {
            Grid g = grids.get(k);
            for (int y = 0; y < g.height(); y++) {
                for (int x = 0; x < g.width(); x++) {
                    counts[k][g.at(x, y)]++;
                }
            }
        }
        Integer[] order = new Integer[n];
        for (int k = 0; k < n; k++) {
            order[k] = k;
        }
        Arrays.sort(order, (p, q) -> Integer.compare(grids.get(p).open(), grids.get(q).open()));
        // the most squares any pair may differ in (the largest common box of any two grids),
        // for the early stop below: a later level may be larger and allow more than this pair
        int largest = grids.stream().mapToInt(g -> Math.max(g.width(), g.height())).max().orElse(0) + 1;
        int anyDiff = (int) Math.floor((double) largest * largest * (100 - threshold) / 100);
        Set<Long> pairs = java.util.concurrent.ConcurrentHashMap.newKeySet();
        java.util.stream.IntStream.range(0, n).parallel().forEach(oi -> {
            int a = order[oi];
            Grid ga = grids.get(a);
            for (int oj = oi + 1; oj < n; oj++) {
                int b = order[oj];
                Grid gb = grids.get(b);
                int side = Math.max(Math.max(ga.width(), ga.height()), Math.max(gb.width(), gb.height())) + 1;
                int maxDiff = (int) Math.floor(side * side * (100 - threshold) / 100);
                if (gb.open() - ga.open() > anyDiff) {
                    break;
                }
                if (gb.open() - ga.open() > maxDiff) {
                    continue;
                }
                int surplusA = 0;
                int surplusB = 0;
                for (int c = 1; c < 7; c++) {
                    surplusA += Math.max(0, counts[a][c] - counts[b][c]);
                    surplusB += Math.max(0, counts[b][c] - counts[a][c]);
                }
                if (Math.max(surplusA, surplusB) > maxDiff) {
                    continue;
                }
                // the packed count is the measure's own (PackedTest), so it only saves time here
                if (packed[a] != null && packed[b] != null && !Packed.reaches(packed[a], packed[b], threshold)) {
                    continue;
                }
                if (Similarity.reaches(ga, orient[b], threshold)) {
                    pairs.add((long) Math.min(a, b) << 32 | Math.max(a, b));
                }
            }
        });
        return pairs;
    }
}
