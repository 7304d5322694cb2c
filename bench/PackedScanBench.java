// The scan of `similar ID` alone, warm and cold (docs/similar.md): reads level_packed of a catalog
// (H2 file, migrated by a first `similar`) and scans it for one level several times.
//   java -cp target/sokodb.jar bench/PackedScanBench.java bench/out/full 'XSB-ROWS-WITH-|' THRESHOLD
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.near.Grid;
import org.sokodb.near.PackedScan;

public class PackedScanBench {
    public static void main(String[] args) throws Exception {
        List<byte[]> runs = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + new java.io.File(args[0]).getAbsolutePath() + ";ACCESS_MODE_DATA=r")) {
            long t0 = System.nanoTime();
            try (ResultSet r = c.createStatement().executeQuery("SELECT packed FROM level_packed ORDER BY last_level_id")) {
                while (r.next()) {
                    runs.add(r.getBytes(1));
                }
            }
            System.out.printf("read %d runs, %d bytes, %.0f ms%n", runs.size(), runs.stream().mapToLong(b -> b.length).sum(), (System.nanoTime() - t0) / 1e6);
        }
        Grid g = Grid.of(Board.parse(Arrays.asList(args[1].split("\\|"))));
        double threshold = Double.parseDouble(args[2]);
        for (int i = 0; i < 4; i++) {
            long t0 = System.nanoTime();
            long n = runs.parallelStream().mapToLong(r -> {
                org.sokodb.near.PackedLevels l = new org.sokodb.near.PackedLevels();
                l.read(r);
                return l.size();
            }).sum();
            System.out.printf("decode only %d: %d levels, %.0f ms%n", i, n, (System.nanoTime() - t0) / 1e6);
        }
        for (int i = 0; i < 8; i++) {
            long t0 = System.nanoTime();
            PackedScan scan = new PackedScan(g);
            long[] hits = scan.reaching(runs, threshold);
            System.out.printf("scan %d: %d hits, %d placements counted, %.0f ms%n", i, hits.length, scan.placementsTried(),
                    (System.nanoTime() - t0) / 1e6);
        }
    }
}
