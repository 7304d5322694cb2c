package org.sokodb.solver.deadlock.sets;

import java.util.HashSet;
import java.util.List;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * Deadlock sets learned during the search (YASS's learned sets), one store shared by the forward searches of a
 * level. A search that meets a dead end — a position with no legal push (none but onto walls, boxes or dead
 * squares), or with a corral nothing can open — hands it to {@link #deadEnd} (and a position whose every push the
 * search cut as dead to {@link #everyPushDead}): its boxes (all of them when no push is legal, else the boxes round
 * each corral the man cannot reach, diagonals included) are proved dead by a bounded search of them alone ({@link
 * DeadEndProof}), made as small as the proofs allow, and kept as a {@link LearnedSet} with the man's region; never
 * one that was not proved. Every later push asks {@link #isDeadlock} of the sets listed under the pushed box's square.
 *
 * <p>Bounded: at most {@link #MAX_SETS} sets of at most {@code max(min(6, n), n / 2)} boxes (never more than {@link
 * #MAX_BOXES}) of a level's n; each proof at most {@link #PROOF_POSITIONS} positions, all proofs of a level at most
 * {@link #PROOF_BUDGET}, and each dead end's candidate set tried once ({@link #repeatCorrals}: more). Learning is for
 * one thread at a time (synchronised); the look-ups read a published snapshot and may run on any thread.
 */
public final class LearnedDeadlocks {
    /** Sets kept at most per level. */
    static final int MAX_SETS = 16_384;
    /** Boxes a set holds at most. */
    static final int MAX_BOXES = 16;
    /** Positions one proof may take; past them the candidate is not proved. */
    static final int PROOF_POSITIONS = 1_000;
    /** Positions all the proofs of a level may take; past them nothing more is learned. */
    static final long PROOF_BUDGET = 1_000_000;
    /** Positions one proof of a no-progress checkpoint's candidate may take (checkpoints are few). */
    static final int CHECKPOINT_POSITIONS = 20_000;
    /** Positions all the checkpoints' proofs of a level may take. */
    static final long CHECKPOINT_BUDGET = 2_000_000;
    /** Positions one precalculated candidate's proof may take ({@link #precalculate}). */
    static final int PRECALC_POSITIONS = 2_000;
    /** Positions all the precalculated candidates' proofs of a level may take. */
    static final long PRECALC_BUDGET = 200_000;
    /** Candidates remembered as tried (not tried again); past them nothing more is learned. */
    static final int MAX_TRIED = 1 << 16;

    private final Maze maze;
    private final boolean enabled;
    final int most; // boxes a set of this level holds at most
    private final SetsBySquare sets; // the sets learned, listed by each of their squares
    /** The tables all the proofs of the level share, made with {@link #proof}. */
    private ProofTables tables;
    /** Made at the first dead end (its pair table costs time on large levels). */
    private DeadEndProof proof;
    /** The proof the checkpoints use, with its larger cap ({@link #CHECKPOINT_POSITIONS}); made at the first checkpoint. */
    private DeadEndProof checkProof;
    /** The proof of the corrals of every expansion ({@link #corrals}), with its own cap; made at the first such corral. */
    private DeadEndProof corralProof;
    private long learning; // positions handed over to {@link #corrals} whose corrals were tried (not before the start nor in a pause)
    private boolean trickle; // {@link #trickleCorrals}
    private long corralBudget = CorralBudget.MOST; // the level's budget of {@link #corralProof} (but in tests)
    /** The proof of the precalculated candidates, with its own cap ({@link #PRECALC_POSITIONS}); made by {@link #precalculate}. */
    private DeadEndProof precalcProof;
    private int precalculated; // sets added by {@link #precalculate} (the first ones of {@link #sets})
    /** The proof {@link #learn} uses now: {@link #proof}, or {@link #checkProof} during a checkpoint. */
    private DeadEndProof proving;
    private final ManReach reach;
    private final SetArea setArea; // the man's area with a candidate's boxes only (apart from {@link #reach}, the dead end's)
    private final HashSet<BoxesInArea> tried = new HashSet<>();
    /** The corrals of every expansion tried ({@link #corrals}), apart from {@link #tried}: the dead ends' larger cap still tries them. */
    private final HashSet<BoxesInArea> corralsTried = new HashSet<>();
    private final CorralFences fences;
    private final CorralTally tally = new CorralTally(); // what the corrals of every expansion cost, which of their sets cut
    private ClusterSets clusters; // YASS's small-box families ({@link ClusterSets}): made at the first {@link #clusters()}
    /** The corrals of the expansions met again unproved, tried with larger caps once {@link #repeatCorrals} is called. */
    final RepeatedCorrals repeats = new RepeatedCorrals();

    private LearnedDeadlocks(Maze maze, boolean enabled) {
        this.maze = maze;
        this.enabled = enabled;
        int n = maze.boxCount();
        this.most = Math.min(MAX_BOXES, Math.max(Math.min(6, n), n / 2));
        this.sets = new SetsBySquare(enabled ? maze.size : 0);
        this.reach = enabled ? new ManReach(maze) : null;
        this.setArea = enabled ? new SetArea(maze) : null;
        this.fences = new CorralFences(maze, enabled);
    }

    /** An empty store for the forward searches of {@code maze}. */
    public static LearnedDeadlocks of(Maze maze) {
        return new LearnedDeadlocks(maze, true);
    }

    /** From now on a corral of the expansions met again unproved is tried with larger caps ({@link RepeatedCorrals#on}). */
    public synchronized void repeatCorrals(boolean cappedOnly, boolean pausing, boolean sized) {
        repeats.on(cappedOnly, pausing, sized);
    }

    /** In a stall past the corrals' window the corrals not tried before are still tried ({@code pausenew}, {@link RepeatedCorrals#newInPause}). */
    public synchronized void newCorralsInPause() {
        repeats.newInPause();
    }

    /**
     * From now on, in a pause of the corrals' proofs ({@link CorralBudget#pauses}), the corrals of every {@link
     * CorralBudget#TRICKLE}-th position handed over are tried all the same ({@code corraltrickle}).
     */
    public synchronized void trickleCorrals() {
        trickle = true;
    }

    /** A store that learns nothing (learning switched off). */
    public static LearnedDeadlocks none(Maze maze) {
        return new LearnedDeadlocks(maze, false);
    }

    /**
     * Whether the position {@code box} (the push just made shown), the man on {@code man} (any square of his area), is
     * dead by a set listed under {@code to}, the pushed box's square.
     */
    public boolean isDeadlock(int to, int man, boolean[] box) {
        return enabled && tally.matched(sets.matching(to, man, box));
    }

    /**
     * A dead end met by a search: the position {@code box}, the man on {@code man}, has no legal push or a corral
     * nothing can open. Learns what its proofs show of it.
     */
    public synchronized void deadEnd(int man, boolean[] box) {
        if (!ready(man, box) || proof.positions() >= PROOF_BUDGET) {
            return;
        }
        reach.fill(man, box);
        if (!reach.anyPush(box, proof.deadSquares())) {
            learn(CorralFences.squaresOf(box), man);
            return;
        }
        learnCorrals(man, box);
    }

    /**
     * A position whose every push a search cut as dead ({@code box}, the man on {@code man}): its boxes, then the boxes
     * round each of its corrals, are tried as for {@link #deadEnd}.
     */
    public synchronized void everyPushDead(int man, boolean[] box) {
        if (!ready(man, box) || proof.positions() >= PROOF_BUDGET) {
            return;
        }
        learn(CorralFences.squaresOf(box), man);
        reach.fill(man, box);
        learnCorrals(man, box);
    }

    /**
     * A candidate set of a no-progress checkpoint ({@link StallCheckpoints}): {@code boxes} (ascending squares) of a
     * position the man stands in on {@code man}, proved dead alone by the checkpoints' proof and kept as small as the
     * proofs allow, each candidate once. Returns whether a set was learned.
     */
    public synchronized boolean candidate(int[] boxes, int man) {
        int before = sets.size();
        if (checkpointReady()) {
            proving = checkProof;
            try {
                learn(boxes, man);
            } finally {
                proving = proof;
            }
        }
        return sets.size() > before;
    }

    /** Whether a checkpoint may prove: {@link #ready} and its budget not spent. */
    private boolean checkpointReady() {
        if (!ready()) {
            return false;
        }
        if (checkProof == null) {
            checkProof = new DeadEndProof(maze, tables, CHECKPOINT_POSITIONS, this, false);
        }
        return checkProof.positions() < CHECKPOINT_BUDGET;
    }

    /** {@link #corrals(int, boolean[], long)} for a search past its first stall: tried now (for the tests and the trace). */
    public void corrals(int man, boolean[] box) {
        corrals(man, box, CorralBudget.STALL);
    }

    /**
     * A position a search is about to expand ({@code box}, the man on {@code man}), {@code without} positions past its
     * last progress: the boxes round each of its corrals, each alone and then all together, are tried as for {@link
     * #deadEnd} — YASS's corral deadlocks, each distinct corral (its boxes and the man's area) once, in {@link
     * CorralBudget#POSITIONS}; a set learned here is cut on the push that makes it again and, by {@link #holds}, in
     * every position queued with it. When, and with what budget for the level: {@link CorralBudget} (nothing before the
     * search first stalls or has gone a while, nor in a long stall: a count, no more).
     */
    public synchronized void corrals(int man, boolean[] box, long without) {
        tally.expansions++;
        if ((learning == 0 && !CorralBudget.starts(tally.expansions, without))
                || !(repeats.goesOn(tally.expansions, without) || trickle && CorralBudget.trickles(tally.expansions))) {
            return;
        }
        corralsWithin(man, box, CorralBudget.after(++learning));
    }

    /** The corrals of {@link #corrals(int, boolean[])} tried now, their proofs capped at {@code budget} positions for the level. */
    synchronized void corralsWithin(int man, boolean[] box, long budget) {
        corralBudget = budget;
        if ((corralProof != null && repeats.spent(corralProof.positions(), budget)) || !ready(man, box) || corralsTried.size() >= MAX_TRIED) {
            return;
        }
        if (corralProof == null) {
            corralProof = new DeadEndProof(maze, tables, CorralBudget.POSITIONS, this, true);
            corralProof.stopEarly(repeats.sizeFirst());
        }
        reach.fill(man, box);
        proving = corralProof;
        try {
            int corrals = learnCorrals(man, box);
            boolean all = corrals > 1 && corralProof.positions() - repeats.positions() < budget && !known(man, box);
            int[] round = all ? fences.boxesRoundAll(box, reach) : new int[0]; // YASS's rooms of a corral joined: all as one set
            if (round.length > 0 && round.length <= MAX_BOXES) {
                learn(round, man);
            }
        } finally {
            proving = proof;
        }
    }

    /**
     * Precalculates the fenced-area sets of the level before any search ({@link FencedAreas}), each fence proved dead
     * alone with the man outside, made as small as the proofs allow, and kept when three boxes or more are left (fewer:
     * the dead squares and the pair tables have it).
     */
    public void precalculate() {
        precalculate(PRECALC_BUDGET);
    }

    /** {@link #precalculate()} with the proofs' positions capped at {@code budget} for the level. */
    synchronized void precalculate(long budget) {
        if (!enabled || !sets.isEmpty() || precalcProof != null) {
            return;
        }
        ready();
        precalcProof = new DeadEndProof(maze, tables, PRECALC_POSITIONS, this, false);
        for (FencedAreas.Candidate c : FencedAreas.of(maze, tables.dead, most)) {
            if (sets.size() >= MAX_SETS || precalcProof.positions() >= budget) {
                break;
            }
            if (!tried.add(new BoxesInArea(c.fence(), setArea.smallestSquare(c.fence(), c.man())))) {
                continue;
            }
            int[] set = precalcProof.generalise(c.fence(), c.man(), most);
            if (set != null && set.length >= 3) {
                sets.add(new LearnedSet(set, set.length - 1, setArea.region(set, c.man())));
            }
        }
        precalculated = sets.size();
    }

    /** How many of the sets were precalculated ({@link #precalculate}). */
    public synchronized int precalculated() {
        return precalculated;
    }

    /**
     * Whether a set learned holds in the position {@code box}, the man on {@code man}, whichever box came last: a
     * position queued before its set was learned is dead all the same.
     */
    public boolean holds(int man, boolean[] box) {
        return enabled && !sets.isEmpty() && known(man, box);
    }

    /** Whether a dead end is worth proving: learning on, within its bounds, and no set known holds there. */
    boolean ready(int man, boolean[] box) {
        return ready() && (sets.isEmpty() || !known(man, box));
    }

    /** Whether learning is on and within its bounds (the dead ends' proof made at the first call; their budget is theirs alone). */
    private boolean ready() {
        if (!enabled) {
            return false;
        }
        if (proof == null) {
            tables = new ProofTables(maze);
            proof = new DeadEndProof(maze, tables, PROOF_POSITIONS, this, false);
            proving = proof;
        }
        return sets.size() < MAX_SETS && tried.size() < MAX_TRIED;
    }

    /** Tries the boxes round each corral the man cannot reach ({@link #reach} filled), one corral at a time; how many corrals there are. */
    private int learnCorrals(int man, boolean[] box) {
        fences.clear();
        int corral = 0;
        for (int s = fences.nextCorral(0, box, reach); s >= 0; s = fences.nextCorral(s + 1, box, reach)) {
            fences.flood(s, box, ++corral);
            int[] round = fences.boxesRound(corral, box);
            if (round.length > 0) {
                learn(round, man);
            }
            long budget = proving == proof ? PROOF_BUDGET : proving == corralProof ? corralBudget : CHECKPOINT_BUDGET;
            if (sets.size() >= MAX_SETS || proving.positions() - (proving == corralProof ? repeats.positions() : 0) >= budget) {
                return corral;
            }
        }
        return corral;
    }

    /** The sets learned so far (for tests and measurements). */
    public synchronized List<LearnedSet> sets() {
        return sets.list();
    }

    /** How many sets have been learned. */
    public synchronized int size() {
        return sets.size();
    }

    /** Positions the proofs have taken so far, the checkpoints' included. */
    public synchronized long proofPositions() {
        return (proof == null ? 0 : proof.positions()) + (checkProof == null ? 0 : checkProof.positions())
                + (precalcProof == null ? 0 : precalcProof.positions()) + (corralProof == null ? 0 : corralProof.positions())
                + (clusters == null ? 0 : clusters.positions());
    }

    /** Positions {@code phaserepeat}'s larger proofs have taken so far ({@link RepeatedCorrals#positions}). */
    public synchronized long repeatedPositions() {
        return repeats.positions();
    }

    /** YASS's small-box families, kept as this store's sets ({@link ClusterSets}); with learning off, one that learns nothing. */
    public synchronized ClusterSets clusters() {
        if (clusters == null) {
            clusters = new ClusterSets(maze, ready() ? tables : null, this, sets, most);
        }
        return clusters;
    }

    /** Proves {@code boxes} (ascending) dead with the man on {@code man}, and keeps the smallest set proved. */
    private void learn(int[] boxes, int man) {
        BoxesInArea candidate = new BoxesInArea(boxes, setArea.smallestSquare(boxes, man));
        int cap = 0; // a corral met again: the larger cap RepeatedCorrals gives it, if any
        HashSet<BoxesInArea> seen = proving == corralProof ? corralsTried : tried;
        if (proving == corralProof && !seen.contains(candidate) && repeats.onlyAgain(corralProof.positions(), corralBudget)) {
            return;
        }
        if (!seen.add(candidate)) {
            tally.skipped += proving == corralProof ? 1 : 0;
            if ((cap = proving == corralProof ? repeats.meeting(candidate, corralBudget) : 0) == 0) {
                return;
            }
        }
        long before = proving.positions();
        tally.inProof = true;
        int[] set;
        try {
            set = proving.generalise(boxes, man, most, cap);
        } finally {
            tally.inProof = false;
        }
        LearnedSet learned = set == null ? null : new LearnedSet(set, set.length - 1, setArea.region(set, man));
        if (proving == corralProof) {
            tally.tried(set == null ? proving.ending() : ProofEnding.DEAD, proving.positions() - before);
            repeats.tried(candidate, boxes, man, cap, set == null ? proving.ending() : ProofEnding.DEAD, proving.positions() - before, learned);
            if (learned != null) {
                tally.proved(learned);
            }
        }
        if (learned != null) {
            sets.add(learned);
        }
    }

    /** What the corrals of every expansion cost so far, in one line ({@link CorralTally#summary}, {@link RepeatedCorrals#summary}). */
    public synchronized String corralSummary() {
        return tally.summary() + repeats.summary();
    }

    /** Whether a set learned already holds in this position, listed under any of its boxes. */
    private boolean known(int man, boolean[] box) {
        return enabled && tally.matched(sets.holding(man, box));
    }
}
