// What one `similar ID` answer reads from an H2 catalog, counted rather than timed (docs/similar.md):
// the file reads and bytes H2 made (its INFORMATION_SCHEMA counters, read on a second connection
// to the same open database), the bytes the answer allocated on every thread (the JVM's counters
// per thread: what the collector has to sweep), the rows of the answer and, with PAGE, what the
// level page reads to draw its first 500 near copies; with packed, what reading the packed
// levels alone reads. Also the answer's CPU, which depends on the load less than its wall: the
// main thread's (the JVM's counter of the thread) and the process's (every thread, the
// collector's included). Run it with the launcher's settings for similar to compare builds:
//   java -XX:+UseParallelGC -XX:TieredStopAtLevel=1 -Xmx512m -cp JAR bench/SimilarReads.java DB ID
// The index must be filled first (one `similar`); each run starts with H2's cache empty.
//   java -cp target/sokodb.jar bench/SimilarReads.java DB ID [THRESHOLD] [page|packed]
import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.near.IndexProgress;

public class SimilarReads {
    public static void main(String[] args) throws Exception {
        DatabaseLocation location = DatabaseLocation.of(args[0]);
        double threshold = args.length > 2 ? Double.parseDouble(args[2]) : 85;
        boolean page = args.length > 3 && args[3].equals("page");
        try (OpenCatalog catalog = OpenCatalog.openExisting(location);
                Connection info = DriverManager.getConnection(location.url())) {
            StoredLevel level = catalog.levels().level(args[1]).orElseThrow();
            Map<String, Long> before = counters(info);
            long allocatedBefore = allocated();
            long mainBefore = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            long processBefore = processCpu();
            if (args.length > 3 && args[3].equals("packed")) {
                // what every answer reads first: the packed levels
                long bytes = 0;
                try (ResultSet r = info.createStatement().executeQuery("SELECT packed FROM level_packed ORDER BY last_level_id")) {
                    while (r.next()) {
                        bytes += r.getBytes(1).length;
                    }
                }
                Map<String, Long> after = counters(info);
                System.out.printf("%s: packed levels %d bytes, file reads %d, bytes read %d%n", args[0], bytes,
                        after.get("info.FILE_READ") - before.get("info.FILE_READ"),
                        after.get("info.FILE_READ_BYTES") - before.get("info.FILE_READ_BYTES"));
                return;
            }
            int rows;
            String what;
            if (page) {
                // by reflection, so that the same file counts a revision without the page's own read
                Object p = catalog.similarLevels().getClass().getMethod("page", StoredLevel.class, double.class, int.class)
                        .invoke(catalog.similarLevels(), level, threshold, 500);
                rows = ((java.util.List<?>) p.getClass().getMethod("near").invoke(p)).size();
                what = "page: " + rows + " drawn of " + p.getClass().getMethod("total").invoke(p);
            } else {
                int[] n = {0};
                catalog.similarLevels().eachRow(level, threshold, Optional.empty(), false, IndexProgress.NONE, r -> n[0]++);
                rows = n[0];
                what = "similar: " + rows + " rows";
            }
            long main = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - mainBefore;
            long process = processCpu() - processBefore;
            long allocated = allocated() - allocatedBefore;
            Map<String, Long> after = counters(info);
            System.out.printf("%s %s at %s %%: %s, file reads %d, bytes read %d, allocated %d MB,"
                    + " CPU main thread %d ms, process %d ms%n", args[0], args[1],
                    threshold, what, after.get("info.FILE_READ") - before.get("info.FILE_READ"),
                    after.get("info.FILE_READ_BYTES") - before.get("info.FILE_READ_BYTES"), allocated >> 20,
                    main / 1_000_000, process / 1_000_000);
        }
    }

    /** The CPU every thread of this process has had so far, in ns. */
    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** The bytes every live thread has allocated so far (the scan's workers stay alive between answers). */
    private static long allocated() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long sum = 0;
        for (long b : threads.getThreadAllocatedBytes(threads.getAllThreadIds())) {
            sum += Math.max(0, b);
        }
        return sum;
    }

    private static Map<String, Long> counters(Connection c) throws Exception {
        Map<String, Long> m = new LinkedHashMap<>();
        try (ResultSet r = c.createStatement().executeQuery(
                "SELECT SETTING_NAME, SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME LIKE 'info.FILE_READ%'")) {
            while (r.next()) {
                m.put(r.getString(1), Long.parseLong(r.getString(2)));
            }
        }
        return m;
    }
}
