package org.sokodb;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * When each test class ran, and on which lane (docs/testing.md, "Two lanes"): surefire's
 * reports cannot say, since with two lanes a class's report may hold the other lane's tests.
 * For every top-level class it notes the thread that ran it, its start and end (seconds since
 * the run began), the thread's CPU time over the class, and the test JVM's CPU time and the
 * machine's idle time at its end; at the end of the run it writes them to
 * {@code target/lanes.tsv}, one class a line in the order they ended, and one line per lane
 * with its classes, its busy time and when it ended to {@code target/lanes-summary.txt} (another
 * stem than {@code lanes} with {@code -Dsokodb.lanes=STEM}), which
 * it also prints when the run had more than one lane. {@code bench/slowest-tests.sh} reads the
 * file. Registered through {@code META-INF/services/org.junit.platform.launcher.TestExecutionListener}.
 */
public final class LaneTimeline implements TestExecutionListener {
    private static final Path TARGET = Path.of("target");
    private static final Path MACHINE = Path.of("/proc/stat");
    /**
     * The files' names: {@code lanes.tsv} and {@code lanes-summary.txt}, or another stem where a run
     * names one ({@code -Dsokodb.lanes=lanes-switch-off}: the run of the switches that are off after
     * {@code mvn -B verify}, which keeps that run's files).
     */
    private static final String STEM = System.getProperty("sokodb.lanes", "lanes");

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final Map<TestIdentifier, Started> started = new ConcurrentHashMap<>();
    private final List<Ended> ended = new ArrayList<>();
    private TestPlan plan;
    private long start;
    private double startIdle;
    private double startCpu;

    /** A class as it began: its thread, and that thread's CPU time then. */
    private record Started(String lane, long wall, long threadCpu) {
    }

    /** A class as it ended, times in seconds. */
    private record Ended(String name, String lane, long tests, double start, double end, double threadCpu,
            double jvmCpu, double machineIdle) {
    }

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        plan = testPlan;
        started.clear();
        synchronized (ended) {
            ended.clear();
        }
        start = System.nanoTime();
        startCpu = jvmCpu();
        startIdle = machineIdle();
    }

    @Override
    public void executionStarted(TestIdentifier id) {
        if (isTopClass(id)) {
            started.put(id, new Started(Thread.currentThread().getName(), System.nanoTime(), threadCpu()));
        }
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        Started s = started.remove(id);
        if (s == null) {
            return;
        }
        long tests = plan.getDescendants(id).stream().filter(TestIdentifier::isTest).count();
        double cpu = threads.isCurrentThreadCpuTimeSupported() ? (threadCpu() - s.threadCpu()) / 1e9 : Double.NaN;
        Ended e = new Ended(((ClassSource) id.getSource().orElseThrow()).getClassName(), s.lane(), tests,
                seconds(s.wall()), seconds(System.nanoTime()), cpu, jvmCpu() - startCpu, machineIdle() - startIdle);
        synchronized (ended) {
            ended.add(e);
        }
    }

    @Override
    public void testPlanExecutionFinished(TestPlan testPlan) {
        List<Ended> all;
        synchronized (ended) {
            all = new ArrayList<>(ended);
        }
        if (all.isEmpty() || !Files.isDirectory(TARGET)) {
            return;
        }
        all.sort(Comparator.comparingDouble(Ended::end));
        StringBuilder table = new StringBuilder(
                "class\tlane\ttests\tstart_s\tend_s\twall_s\tthread_cpu_s\tjvm_cpu_s\tmachine_idle_s\n");
        Map<String, double[]> lanes = new TreeMap<>(); // classes, busy, end
        for (Ended e : all) {
            table.append(String.format(Locale.ROOT, "%s\t%s\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t%.1f\t%.1f%n", e.name(),
                    e.lane(), e.tests(), e.start(), e.end(), e.end() - e.start(), e.threadCpu(), e.jvmCpu(),
                    e.machineIdle()));
            double[] lane = lanes.computeIfAbsent(e.lane(), k -> new double[3]);
            lane[0]++;
            lane[1] += e.end() - e.start();
            lane[2] = Math.max(lane[2], e.end());
        }
        Ended last = all.get(all.size() - 1);
        StringBuilder summary = new StringBuilder();
        lanes.forEach((name, lane) -> summary.append(String.format(Locale.ROOT,
                "lane %s: %d classes, busy %.1f s, ended at %.1f s%n", name, (long) lane[0], lane[1], lane[2])));
        summary.append(String.format(Locale.ROOT,
                "the run: %d classes, last ended at %.1f s; the test JVM's CPU %.1f s; the machine idle %.1f s"
                        + " (of %d cores)%n",
                all.size(), last.end(), last.jvmCpu(), last.machineIdle(), Runtime.getRuntime().availableProcessors()));
        try {
            Files.writeString(TARGET.resolve(STEM + ".tsv"), table, StandardCharsets.UTF_8);
            Files.writeString(TARGET.resolve(STEM + "-summary.txt"), summary, StandardCharsets.UTF_8);
        } catch (IOException e) {
            System.err.println("[sokodb] could not write the lanes' timeline to " + TARGET + ": " + e.getMessage());
            return;
        }
        if (lanes.size() > 1) {
            summary.toString().lines().forEach(line -> System.err.println("[sokodb] " + line));
        }
    }

    /** A test class of its own: a class whose parent is no class (the root JUnit puts every class under), not a nested one. */
    private boolean isTopClass(TestIdentifier id) {
        if (!(id.getSource().orElse(null) instanceof ClassSource)) {
            return false;
        }
        return plan.getParent(id).flatMap(TestIdentifier::getSource).filter(ClassSource.class::isInstance).isEmpty();
    }

    private double seconds(long nanos) {
        return (nanos - start) / 1e9;
    }

    private long threadCpu() {
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : 0;
    }

    /** The test JVM's own CPU time in seconds, every thread (not the processes it starts). */
    private static double jvmCpu() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime() / 1e9;
        }
        return Double.NaN;
    }

    /**
     * The machine's idle time in seconds, all cores together, from Linux's {@code /proc/stat}
     * (idle and iowait, in the kernel's ticks of 1/100 s); NaN elsewhere.
     */
    private static double machineIdle() {
        try {
            String[] cpu = Files.readAllLines(MACHINE).get(0).trim().split("\\s+");
            return (Long.parseLong(cpu[4]) + Long.parseLong(cpu[5])) / 100.0;
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }
}
