import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

import org.sokodb.cli.Main;

/**
 * How many bytes `sokodb import` allocates per board: a counter, not a clock, so its figure does
 * not depend on what else runs on the machine. Runs `sokodb --db DB import SOURCE…` in this JVM
 * (Main.run, the command line a user types) while a sampler reads every thread's allocated bytes
 * (com.sun.management.ThreadMXBean) every 10 ms, keeping each thread's last reading: the
 * identity workers are idle long before the import ends and their pool closes, so no thread's
 * bytes go unseen. Prints the total, per board written, and by thread (main, identity, the
 * rest), each figure in bytes. Then, from the allocation samples of a flight recording made
 * meanwhile (jdk.ObjectAllocationSample: an estimate, weighted by bytes), how the main thread's
 * bytes split between H2 (a frame of org.h2 on the stack: the engine storing and reading rows)
 * and the rest (sokodb and the JDK for it), and the places of the rest that allocate most.
 *
 *   mvn -B -q -o -DskipTests package
 *   java -XX:+UseParallelGC -Xmx512m -cp target/sokodb.jar bench/ImportAllocation.java DB SOURCE…
 *
 * DB must not exist (a fresh catalog, as in the table of docs/performance.md); it is left in
 * place. With SOKODB_DB naming a PostgreSQL URL (its schema empty), DB is ignored and the import
 * goes there. The boards counted are the catalog's occurrence rows.
 */
public class ImportAllocation {
    public static void main(String[] args) throws Exception {
        String db = args[0];
        String pg = System.getenv("SOKODB_DB");
        boolean h2 = pg == null || pg.isBlank();
        if (h2 && Files.exists(Path.of(db + ".mv.db"))) {
            throw new IllegalArgumentException(db + ".mv.db exists: give a new catalog");
        }
        String[] command = new String[args.length + 2];
        command[0] = "--db";
        command[1] = h2 ? db : pg;
        command[2] = "import";
        System.arraycopy(args, 1, command, 3, args.length - 1);

        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        threads.setThreadAllocatedMemoryEnabled(true);
        Map<Long, Long> bytes = new ConcurrentHashMap<>();
        Map<Long, String> names = new ConcurrentHashMap<>();
        long self = Thread.currentThread().getId();
        Runnable sample = () -> {
            long[] ids = threads.getAllThreadIds();
            long[] allocated = threads.getThreadAllocatedBytes(ids);
            for (int i = 0; i < ids.length; i++) {
                if (allocated[i] >= 0) {
                    bytes.put(ids[i], allocated[i]);
                }
            }
            for (var info : threads.getThreadInfo(ids)) {
                if (info != null) {
                    names.putIfAbsent(info.getThreadId(), info.getThreadName());
                }
            }
        };
        sample.run();
        Map<Long, Long> before = new TreeMap<>(bytes);
        Thread sampler = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                sample.run();
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "allocation-sampler");
        sampler.setDaemon(true);
        long samplerId = sampler.getId();
        sampler.start();
        jdk.jfr.Recording recording = new jdk.jfr.Recording();
        recording.enable("jdk.ObjectAllocationSample").withStackTrace();
        Path jfr = Files.createTempFile("sokodb-allocation", ".jfr");
        recording.setDestination(jfr);
        recording.start();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(command, new PrintWriter(out), new PrintWriter(err));
        sampler.interrupt();
        sampler.join();
        sample.run();
        recording.stop();
        recording.close();
        if (code != 0) {
            System.err.print(err);
            throw new IllegalStateException("import ended with exit code " + code);
        }
        long boards;
        String url = h2 ? "jdbc:h2:file:" + Path.of(db).toAbsolutePath() : pg;
        try (Connection c = DriverManager.getConnection(url); ResultSet r = c.createStatement()
                .executeQuery("SELECT COUNT(*) FROM occurrence")) {
            r.next();
            boards = r.getLong(1);
        }
        Map<String, Long> byKind = new TreeMap<>();
        long total = 0;
        for (var e : bytes.entrySet()) {
            if (e.getKey() == samplerId) {
                continue;
            }
            long b = e.getValue() - before.getOrDefault(e.getKey(), 0L);
            String name = names.getOrDefault(e.getKey(), "?");
            String kind = e.getKey() == self ? "main" : name.startsWith("sokodb-identity") ? "identity"
                    : name.startsWith("MVStore") ? "H2 writer" : "other";
            byKind.merge(kind, b, Long::sum);
            total += b;
        }
        System.out.printf("%,d boards; %,d bytes allocated: %,d bytes a board%n", boards, total, total / boards);
        for (var e : byKind.entrySet()) {
            System.out.printf("  %-10s %,15d bytes  %,8d a board%n", e.getKey(), e.getValue(), e.getValue() / boards);
        }
        split(jfr, byKind.getOrDefault("main", 0L), boards);
        Files.delete(jfr);
    }

    /** The main thread's bytes by the samples' shares: H2's, and the rest by the first sokodb method on the stack. */
    static void split(Path jfr, long mainBytes, long boards) throws java.io.IOException {
        double h2 = 0;
        double all = 0;
        Map<String, Double> rest = new java.util.HashMap<>();
        for (var e : jdk.jfr.consumer.RecordingFile.readAllEvents(jfr)) {
            if (e.getThread() == null || !"main".equals(e.getThread().getJavaName()) || e.getStackTrace() == null) {
                continue;
            }
            double weight = e.getLong("weight");
            all += weight;
            String place = "(JDK)";
            boolean engine = false;
            for (var f : e.getStackTrace().getFrames()) {
                String type = f.getMethod().getType().getName();
                engine |= type.startsWith("org.h2.");
                if (type.startsWith("org.sokodb.") && place.equals("(JDK)")) {
                    place = type.substring("org.sokodb.".length()) + "." + f.getMethod().getName();
                }
            }
            if (engine) {
                h2 += weight;
            } else {
                rest.merge(place, weight, Double::sum);
            }
        }
        if (all == 0) {
            return;
        }
        System.out.printf("main thread, by its allocation samples: H2 %,d a board, the rest %,d a board%n",
                Math.round(mainBytes * h2 / all / boards), Math.round(mainBytes * (all - h2) / all / boards));
        double samples = all;
        rest.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed()).limit(12)
                .forEach(e -> System.out.printf("    %,8d a board  %s%n", Math.round(mainBytes * e.getValue() / samples / boards),
                        e.getKey()));
    }
}
