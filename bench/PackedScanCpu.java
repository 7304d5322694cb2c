// The CPU of `similar ID`'s scan alone (docs/performance.md), as the launcher runs it (C1 alone:
// run it with -XX:TieredStopAtLevel=1): the packed groups the level's bound admits, read from an
// H2 catalog whose runs are grouped (after a first `similar`), decoded and scanned on one thread,
// several times; the thread's CPU of each, not the wall clock. Two builds: the same command with
// each jar on -cp, in turn.
//   java -XX:TieredStopAtLevel=1 -cp target/sokodb.jar bench/PackedScanCpu.java /path/to/CATALOG 'XSB-ROWS-WITH-|' 85
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.sokodb.board.Board;
import org.sokodb.near.Grid;
import org.sokodb.near.PackedLevels;
import org.sokodb.near.PackedScan;

public class PackedScanCpu {
    public static void main(String[] args) throws Exception {
        List<byte[]> runs = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + args[0] + ";ACCESS_MODE_DATA=r");
                ResultSet r = c.createStatement().executeQuery("SELECT packed FROM level_packed ORDER BY last_level_id")) {
            while (r.next()) {
                runs.add(r.getBytes(1));
            }
        }
        Grid level = Grid.of(Board.parse(Arrays.asList(args[1].split("\\|"))));
        double threshold = Double.parseDouble(args[2]);
        boolean[] admitted = new PackedScan(level).groups(threshold);
        List<byte[]> groups = new ArrayList<>();
        long bytes = 0;
        for (byte[] run : runs) {
            for (Map.Entry<Integer, byte[]> g : PackedLevels.groups(run).entrySet()) {
                if (admitted[g.getKey()]) {
                    groups.add(g.getValue());
                    bytes += g.getValue().length;
                }
            }
        }
        System.out.printf("%d admitted groups of runs, %d bytes%n", groups.size(), bytes);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int i = 0; i < 4; i++) {
            long c0 = threads.getCurrentThreadCpuTime();
            PackedLevels levels = new PackedLevels();
            for (byte[] g : groups) {
                levels.read(g);
            }
            long c1 = threads.getCurrentThreadCpuTime();
            PackedScan scan = new PackedScan(level);
            int hits = scan.reaching(levels, threshold).length;
            long c2 = threads.getCurrentThreadCpuTime();
            System.out.printf("run %d: %d levels decoded %.0f ms; scanned %.0f ms (%d hits, %d placements counted)%n", i,
                    levels.size(), (c1 - c0) / 1e6, (c2 - c1) / 1e6, hits, scan.placementsTried());
        }
    }
}
