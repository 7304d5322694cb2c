import java.lang.management.ManagementFactory;
import java.util.Locale;

import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.sources.SearchFilter;

/**
 * What one search by text costs `sokodb serve`: the CPU time one thread spends on each
 * `Browsing.search` of TEXT (a page of 20, import order), the catalog lent as the server lends
 * it (its statement limit set first). Counters, not a clock (com.sun.management.ThreadMXBean),
 * so the figures hold roughly whatever else runs. WARM searches first (the JIT), then three
 * rounds of N, each printed. CATALOG may be a jdbc:h2:file: URL with settings, such as
 * `;OPTIMIZE_REUSE_RESULTS=FALSE` (what the catalog sets on H2 2.4).
 *
 *   mvn -B -q -o -DskipTests package
 *   java -XX:+UseParallelGC -Xmx256m -cp target/sokodb.jar bench/SearchCost.java CATALOG TEXT [WARM N]
 *
 * CATALOG is opened to read, as `serve` opens it; no server may hold its H2 file meanwhile.
 */
public class SearchCost {
    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: SearchCost CATALOG TEXT [WARM N]");
            System.exit(2);
        }
        int warm = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        int n = args.length > 3 ? Integer.parseInt(args[3]) : 200;
        SearchFilter filter = new SearchFilter(args[1], SearchFilter.Range.ANY, SearchFilter.Range.ANY,
                SearchFilter.Range.ANY, SearchFilter.Choice.EITHER, SearchFilter.Choice.EITHER);
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        try (OpenCatalog catalog = OpenCatalog.openForReading(DatabaseLocation.of(args[0]))) {
            searches(catalog, filter, warm);
            for (int round = 0; round < 3; round++) {
                long cpu = threads.getCurrentThreadCpuTime();
                searches(catalog, filter, n);
                cpu = threads.getCurrentThreadCpuTime() - cpu;
                System.out.printf(Locale.ROOT, "%d searches for '%s': %.0f us CPU a search%n", n, args[1],
                        cpu / 1e3 / n);
            }
        }
    }

    private static void searches(OpenCatalog catalog, SearchFilter filter, int count) {
        for (int i = 0; i < count; i++) {
            catalog.limitStatements(2);
            catalog.browsing().search(filter, 1, 20);
        }
    }
}
