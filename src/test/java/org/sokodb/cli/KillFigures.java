package org.sokodb.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the crash harness counted: kills, the sources checked after them and those lost, and
 * every broken promise in words. Mutable; one per scenario, summed at the end.
 */
final class KillFigures {
    /** Broken promises kept in words (the count goes on beyond). */
    private static final int KEPT = 50;

    int runs;
    int kills;
    /** Sources the killed run printed as imported (or as already there), checked after the kill. */
    int printedChecked;
    /** ... of which not in the catalog, or not whole. */
    int printedLost;
    /** Sources the catalog held before the killed run (seen after an earlier kill), checked again. */
    int earlierChecked;
    int earlierLost;
    /** Sources in the catalog that were not whole (a board count other than the file's). */
    int partial;
    /** Kills after which the catalog did not open as sokodb opens it. */
    int unopened;
    /** Anything else wrong: a run that failed, printed something it should not, ended without every source. */
    int otherFailures;
    final List<String> failures = new ArrayList<>();
    /** The kills by where they found the run ({@code ImportKills}' phases), in the order first seen. */
    final java.util.Map<String, Integer> phases = new java.util.LinkedHashMap<>();
    /**
     * CPU seconds spent since these figures were begun ({@link #measured}): by the runs' processes
     * (sokodb's JVMs, counted by the kernel once each has ended) and by the harness's own JVM
     * (the checks, the whole import each list of inputs is timed by first, the runs made in it).
     */
    double runsCpu;
    double harnessCpu;
    private final double[] begun = cpuNow();

    void hit(String phase) {
        phases.merge(phase, 1, Integer::sum);
    }

    void fail(String what) {
        if (failures.size() < KEPT) {
            failures.add(what);
        }
    }

    /** Every promise broken, of any kind. */
    int broken() {
        return printedLost + earlierLost + partial + unopened + otherFailures;
    }

    /**
     * The CPU seconds used so far: this JVM's own, and its ended child processes' (Linux's
     * {@code /proc/self/stat}, fields 16 and 17, in ticks of 1/100 s; NaN elsewhere).
     */
    static double[] cpuNow() {
        double own = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime() / 1e9;
        double children = Double.NaN;
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] field = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            children = (Long.parseLong(field[13]) + Long.parseLong(field[14])) / 100.0;
        } catch (IOException | RuntimeException e) {
            // no such file: the runs' CPU is not known
        }
        return new double[] {own, children};
    }

    /** These figures with the CPU used since they were begun. */
    KillFigures measured() {
        double[] now = cpuNow();
        harnessCpu = now[0] - begun[0];
        runsCpu = now[1] - begun[1];
        return this;
    }

    /** The CPU spent, in all and per kill. */
    String cpu() {
        double all = runsCpu + harnessCpu;
        return String.format(java.util.Locale.ROOT, "CPU %.0f s: the runs' processes %.0f s, the harness %.0f s;"
                + " %.1f s a kill", all, runsCpu, harnessCpu, kills == 0 ? Double.NaN : all / kills);
    }

    void add(KillFigures other) {
        runs += other.runs;
        runsCpu += other.runsCpu;
        harnessCpu += other.harnessCpu;
        kills += other.kills;
        printedChecked += other.printedChecked;
        printedLost += other.printedLost;
        earlierChecked += other.earlierChecked;
        earlierLost += other.earlierLost;
        partial += other.partial;
        unopened += other.unopened;
        otherFailures += other.otherFailures;
        other.phases.forEach((phase, n) -> phases.merge(phase, n, Integer::sum));
        for (String f : other.failures) {
            fail(f);
        }
    }

    @Override
    public String toString() {
        return kills + " kills (" + runs + " runs): " + printedChecked + " sources printed by the killed run checked, "
                + printedLost + " lost; " + earlierChecked + " held before the run checked again, " + earlierLost
                + " lost; " + partial + " partial; " + unopened + " catalogs that did not open; " + otherFailures
                + " other failures; the kills " + phases;
    }
}
