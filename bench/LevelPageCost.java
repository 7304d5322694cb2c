import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.levels.Found;
import org.sokodb.credits.Aliases;

/**
 * What the catalog's part of a level page costs `sokodb serve`: the CPU time and the bytes one
 * thread spends on each `Levels.page`, lent the catalog as the server lends it to a request
 * (its statement limit set first). Counters, not a clock: the thread's CPU time and allocated
 * bytes (com.sun.management.ThreadMXBean), so the figures hold roughly (the CPU) or exactly
 * (the bytes) whatever else runs on the machine. The pages are those bench/web.sh asks for:
 * boards 21-40 of SOURCE, by Exact-Id, in turn; WARM pages first (the JIT), then three rounds
 * of N pages, each printed.
 *
 *   mvn -B -q -o -DskipTests package
 *   java -XX:+UseParallelGC -Xmx256m -cp target/sokodb.jar bench/LevelPageCost.java CATALOG SOURCE [WARM N]
 *
 * CATALOG is opened to read, as `serve` opens it; no server may hold its H2 file meanwhile.
 */
public class LevelPageCost {
    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: LevelPageCost CATALOG SOURCE [WARM N]");
            System.exit(2);
        }
        int warm = args.length > 2 ? Integer.parseInt(args[2]) : 20_000;
        int n = args.length > 3 ? Integer.parseInt(args[3]) : 10_000;
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long me = Thread.currentThread().getId();
        try (OpenCatalog catalog = OpenCatalog.openForReading(DatabaseLocation.of(args[0]))) {
            List<String> ids = new ArrayList<>();
            for (int i = 21; i <= 40; i++) {
                catalog.levels().at(args[1], i).filter(f -> f instanceof Found.Levels)
                        .ifPresent(f -> ids.add(((Found.Levels) f).levels().get(0).level().exactId()));
            }
            if (ids.isEmpty()) {
                System.err.println("no levels at boards 21-40 of " + args[1]);
                System.exit(1);
            }
            pages(catalog, ids, warm);
            for (int round = 0; round < 3; round++) {
                long cpu = threads.getCurrentThreadCpuTime();
                long bytes = threads.getThreadAllocatedBytes(me);
                pages(catalog, ids, n);
                cpu = threads.getCurrentThreadCpuTime() - cpu;
                bytes = threads.getThreadAllocatedBytes(me) - bytes;
                System.out.printf(java.util.Locale.ROOT, "%d pages: %.0f us CPU, %.1f KiB allocated a page%n", n,
                        cpu / 1e3 / n, bytes / 1024.0 / n);
            }
        }
    }

    private static void pages(OpenCatalog catalog, List<String> ids, int count) {
        for (int i = 0; i < count; i++) {
            catalog.limitStatements(2);
            catalog.levels().page(ids.get(i % ids.size()), Aliases.NONE).orElseThrow();
        }
    }
}
