// The CPU of the catalog-wide search of `dups --similar` alone (docs/journal/similar.md): the band
// keys, the parts, the buckets and the pairs confirmed, without the catalog's reading and output.
//   java -Xmx2g -XX:+UseParallelGC -cp target/sokodb.jar bench/SimilarPairsCpu.java LEVELS RUNS ZIP [THRESHOLD]
// e.g. java -Xmx2g -XX:+UseParallelGC -cp target/sokodb.jar bench/SimilarPairsCpu.java 100000 3 /tmp/p100.zip
// Reads the first LEVELS valid levels of ZIP, one per Unique-Id as the command keeps them, packs
// them, then runs PackedPairs.alike RUNS times, printing each run's pairs, candidates, those that
// passed the check at their placement, a hash of the pairs (two builds find the same pairs when
// the hashes and counts agree) and the process's CPU time (user + system, all threads) of the run.
// Two builds compared: run both at once, so that a busy machine slows both alike.
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.LevelIdentity;
import org.sokodb.near.Grid;
import org.sokodb.near.PackedPairs;
import org.sokodb.near.PackedWindows;
import org.sokodb.near.Sketch;

public class SimilarPairsCpu {
    public static void main(String[] args) throws Exception {
        int limit = Integer.parseInt(args[0]);
        int runs = Integer.parseInt(args[1]);
        double threshold = args.length > 3 ? Double.parseDouble(args[3]) : 90;
        List<Grid> grids = new ArrayList<>();
        Set<String> uniques = new HashSet<>();
        LevelIdentity identity = new LevelIdentity();
        LevelSources.read(List.of(args[2]), new LevelSources.Handler() {
            public void level(LevelRecord r) {
                if (grids.size() >= limit || r.rejection().isPresent()) {
                    return;
                }
                try {
                    Board b = Board.parse(r.rows());
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
        PackedWindows packed = new PackedWindows(grids.size());
        packed.addAll(grids);
        System.out.println("levels " + grids.size());
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        for (int r = 0; r < runs; r++) {
            long c0 = os.getProcessCpuTime();
            PackedPairs.Found f = PackedPairs.alike(packed, Sketch.PAIRS, threshold);
            long c1 = os.getProcessCpuTime();
            System.out.printf("pairs %d candidates %d passed %d hash %d cpu %.2f s%n", f.pairs().length,
                    f.candidates(), f.passed(), Arrays.hashCode(f.pairs()), (c1 - c0) / 1e9);
        }
    }
}
