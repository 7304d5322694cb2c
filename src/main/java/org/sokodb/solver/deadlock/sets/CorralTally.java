package org.sokodb.solver.deadlock.sets;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

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
    /** The sets proved here, each with the expansions counted when it was learned. */
    private final Map<LearnedSet, Long> proved = new ConcurrentHashMap<>();
    /** Those of them that cut a position expanded after they were learned. */
    private final Set<LearnedSet> cutting = ConcurrentHashMap.newKeySet();
    /** Whether a proof is asking the sets (its cuts are not the search's). */
    volatile boolean inProof;

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

    /** A set proved by a corral's proof, now. */
    void proved(LearnedSet set) {
        proved.put(set, expansions);
    }

    /**
     * Whether {@code set}, the set found holding in a position asked (null: none), is one; a set that
     * holds is counted as cutting when a search asked after it was learned.
     */
    boolean matched(LearnedSet set) {
        Long at = set == null || inProof ? null : proved.get(set);
        if (at != null && at < expansions) {
            cutting.add(set);
        }
        return set != null;
    }

    /** The tally in one line: {@code expanded E skipped S dead N/P home … open … capped … sets N cutting C} (count/positions). */
    String summary() {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "expanded %d skipped %d", expansions, skipped));
        for (ProofEnding e : ProofEnding.values()) {
            long[] t = byEnding.get(e);
            b.append(String.format(Locale.ROOT, " %s %d/%d", e.name().toLowerCase(Locale.ROOT), t[0], t[1]));
        }
        return b.append(String.format(Locale.ROOT, " sets %d cutting %d", proved.size(), cutting.size())).toString();
    }
}
