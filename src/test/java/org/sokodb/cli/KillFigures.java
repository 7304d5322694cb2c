package org.sokodb.cli;

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

    void add(KillFigures other) {
        runs += other.runs;
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
