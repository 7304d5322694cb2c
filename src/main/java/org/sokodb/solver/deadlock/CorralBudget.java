package org.sokodb.solver.deadlock;

/**
 * What the proofs of the corrals of every expansion ({@link LearnedDeadlocks#corrals}) may
 * spend: each corral {@link #POSITIONS}; all of a level's {@link #BASE} at the search's start
 * and {@link #SHARE} more for each position the search hands over, never more than
 * {@link #MOST}. A level the search solves soon pays little, and a long search keeps learning
 * to its end (measured: journal/solver.md entry 83).
 */
final class CorralBudget {
    /**
     * Positions one corral's proof may take; of the corrals that pass it, few are proved with
     * ten times as many.
     */
    static final int POSITIONS = 200;
    /** Positions all the corrals' proofs of a level may take at the search's start ... */
    static final long BASE = 20_000;
    /** ... and more for each position the search hands over. */
    static final long SHARE = 4;
    /** Positions all the corrals' proofs of a level may take at most. */
    static final long MOST = 2_000_000;

    private CorralBudget() {
    }

    /** Positions all the corrals' proofs of a level may take once the search has handed over {@code expansions} positions. */
    static long after(long expansions) {
        return Math.min(MOST, BASE + SHARE * expansions);
    }
}
