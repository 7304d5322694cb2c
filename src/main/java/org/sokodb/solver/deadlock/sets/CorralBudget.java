package org.sokodb.solver.deadlock.sets;

/**
 * What the proofs of the corrals of every expansion ({@link LearnedDeadlocks#corrals}) may
 * spend, and when. A search's corrals are not tried until it first goes {@link #STALL}
 * positions without progress or has handed over {@link #FIRST} (a level it solves before pays
 * nothing), and not while it has gone {@link #WINDOW} positions or more without (its sets have
 * not moved it on: the proofs pause until it progresses again). Each corral {@link #POSITIONS}; all of a level's
 * {@link #BASE} at the first position its corrals are tried at and {@link #SHARE} more for
 * each position they are tried at, never more than {@link #MOST}: a long search keeps
 * learning to its end (measured: journal/solver.md entries 83 and 87).
 */
final class CorralBudget {
    /**
     * Positions one corral's proof may take; of the corrals that pass it, few are proved with
     * ten times as many.
     */
    static final int POSITIONS = 200;
    /** Positions all the corrals' proofs of a level may take at the first position they are tried at ... */
    static final long BASE = 20_000;
    /** ... and more for each position they are tried at. */
    static final long SHARE = 4;
    /** Positions all the corrals' proofs of a level may take at most. */
    static final long MOST = 2_000_000;
    /** Positions a search goes without progress before its corrals are first tried ... */
    static final long STALL = 1_000;
    /** ... or positions it hands over, whichever comes first. */
    static final long FIRST = 2_000;
    /** Positions without progress from which the corrals' proofs pause, until the search progresses again. */
    static final long WINDOW = 20_000;

    /**
     * With {@code corraltrickle}: in a pause, the corrals of every {@code TRICKLE}-th position handed over are
     * still tried: a set the stall's positions hold is learned there too (measured: journal/solver.md entry 122).
     */
    static final long TRICKLE = 4;

    private CorralBudget() {
    }

    /** Whether a search at the {@code handed}-th position handed over, {@code without} positions past its last progress, starts its corrals' proofs. */
    static boolean starts(long handed, long without) {
        return without >= STALL || handed >= FIRST;
    }

    /** Whether the corrals' proofs pause, the search {@code without} positions past its last progress. */
    static boolean pauses(long without) {
        return without >= WINDOW;
    }

    /** Whether, with {@code corraltrickle}, the {@code handed}-th position handed over is tried in a pause all the same. */
    static boolean trickles(long handed) {
        return handed % TRICKLE == 0;
    }

    /** Positions all the corrals' proofs of a level may take once they have been tried at {@code tried} positions. */
    static long after(long tried) {
        return Math.min(MOST, BASE + SHARE * tried);
    }
}
