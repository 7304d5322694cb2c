package org.sokodb.solver.deadlock;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * What the corrals of every expansion cost ({@link LearnedDeadlocks#corrals}): the candidates
 * tried, how each proof ended and the positions each kind took, and how many of the sets
 * proved there ever cut a later position of the search (one expanded after it was learned). For measurements (bench/SearchBudget.java).
 */
final class CorralTally {
    private final Map<ProofEnding, long[]> byEnding = new EnumMap<>(ProofEnding.class);
    /** Positions expanded that were handed over ({@link LearnedDeadlocks#corrals} calls). */
    volatile long expansions;
    /** Candidates left untried: already tried, or settled without a proof. */
    long skipped;

    CorralTally() {
        for (ProofEnding e : ProofEnding.values()) {
            byEnding.put(e, new long[2]);
        }
    }

    /** One candidate proved or not, ending {@code ending}, in {@code positions} positions (its generalisation included). */
    void tried(ProofEnding ending, long positions) {
        long[] t = byEnding.get(ending);
        t[0]++;
        t[1] += positions;
    }

    /** The tally in one line: {@code expanded E skipped S dead N/P home … open … capped …} (count/positions). */
    String summary(int setsProved, int setsCutting) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "expanded %d skipped %d", expansions, skipped));
        for (ProofEnding e : ProofEnding.values()) {
            long[] t = byEnding.get(e);
            b.append(String.format(Locale.ROOT, " %s %d/%d", e.name().toLowerCase(Locale.ROOT), t[0], t[1]));
        }
        return b.append(String.format(Locale.ROOT, " sets %d cutting %d", setsProved, setsCutting)).toString();
    }
}
