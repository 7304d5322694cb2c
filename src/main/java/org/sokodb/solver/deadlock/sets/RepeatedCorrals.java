package org.sokodb.solver.deadlock.sets;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;

/**
 * The corrals a search meets again and again unproved ({@code phaserepeat}): a corral of the
 * expansions ({@link LearnedDeadlocks#corrals}) is tried once with {@link CorralBudget#POSITIONS}
 * positions, and a fence whose proof takes more is never learned there, though a search stalled in
 * the subtree it makes dead meets it at nearly every position it expands. So, once switched on, each
 * unproved corral (its boxes and the man's area) is counted as it is met again, and at its {@link
 * #FIRST}-th meeting proved again with {@link #CAPS}[0] positions, at its {@code FIRST × GROWTH}-th
 * with {@link #CAPS}[1]: the cap grows only where a stall repeats, not on every corral. The proof
 * is the corrals' own ({@link DeadEndProof}: the fence's boxes alone, every other box taken away,
 * so a set is kept only when proved dead), but it goes on past the fence's opening to the goals (a
 * fence whose boxes get out and still cannot all get home is dead too). The larger proofs have a
 * budget of their own, as large as the level's corral budget ({@link CorralBudget}) and apart from
 * it. Not safe for two threads at once (the store's lock holds it).
 */
final class RepeatedCorrals {
    /** Meetings of an unproved corral before its first larger proof. */
    static final int FIRST = 16;
    /** Meetings multiply by this from one larger proof to the next. */
    static final int GROWTH = 4;
    /** The caps of the larger proofs, in turn. */
    static final int[] CAPS = {2_000, 20_000};

    private final HashMap<BoxesInArea, Integer> met = new HashMap<>();
    private boolean on;
    /** Whether only corrals whose first proof was capped are proved again ({@link #on}). */
    private boolean cappedOnly;
    /** Whether the corrals met again are neither counted nor proved again in a pause ({@link #goesOn}). */
    private boolean pauseToo;
    /** Whether a larger proof stops taking boxes away once its set can no longer come down to a set's size ({@link #on}). */
    private boolean sizeFirst;
    private boolean paused;
    /** Whether in a pause the corrals not tried before are still tried, as outside one ({@code pausenew}, {@link #newInPause}). */
    private boolean newToo;
    /** The position the search handed over last ({@link #goesOn}) and how many it had gone past its last progress. */
    private long handed;
    private long without;
    private long tried;
    private long positions;
    private final List<LearnedSet> proved = new ArrayList<>();
    /** Each larger proof in turn (for measurements: which fences, and how their proofs ended). */
    private final List<Attempt> attempts = new ArrayList<>();
    /** How the first proof of each corral counted here ended. */
    private final HashMap<BoxesInArea, ProofEnding> firstEnding = new HashMap<>();

    /**
     * One larger proof: the corral's boxes (ascending squares) and the man's square, the cap, how the corral's first
     * proof ended and how this one did, its positions, the set proved (null: none), and the search's position handed
     * over when it was made and how many positions that was past the search's last progress.
     */
    record Attempt(int[] boxes, int man, int cap, ProofEnding first, ProofEnding ending, long positions, LearnedSet set,
            long handed, long without) {
    }
    /** Proofs tried and sets proved with each cap of {@link #CAPS}. */
    private final long[][] byCap = new long[CAPS.length][2];

    /**
     * Counts the corrals met again from now on; with {@code cappedOnly} ({@code repeatcapped}) only a corral whose first
     * proof ended {@link ProofEnding#CAPPED} is proved again, and none once a proof has brought its boxes home; with
     * {@code pausing} ({@code repeatpause}) none is counted nor proved again in a pause, as the first proofs pause; with
     * {@code sized} ({@code repeatsize}) a larger proof stops taking boxes away once too few are left to try for its set
     * to come down to a set's size ({@link DeadEndProof#stopEarly}).
     */
    void on(boolean cappedOnly, boolean pausing, boolean sized) {
        on = true;
        this.cappedOnly = cappedOnly;
        this.pauseToo = pausing;
        this.sizeFirst = sized;
    }

    /**
     * In a pause the corrals not tried before are still tried with their first proof, as outside one ({@code pausenew}):
     * on XSokoban 16 the dead corrals of its long stretch in phase 10 first come past the window, and proved they do not
     * end it (measured: journal/solver.md entry 121).
     */
    void newInPause() {
        newToo = true;
    }

    /** Whether a larger proof stops taking boxes away early ({@code repeatsize}, {@link #on}). */
    boolean sizeFirst() {
        return sizeFirst;
    }

    /**
     * Whether the corrals of the search's {@code handed}-th position, {@code without} positions past its last progress,
     * are tried: in a pause (a stall past {@link CorralBudget#WINDOW}) only when on and not {@code pausing}, and then
     * only the corrals tried before are counted and proved again, no new one is tried.
     */
    boolean goesOn(long handed, long without) {
        this.handed = handed;
        this.without = without;
        boolean paused = CorralBudget.pauses(without);
        this.paused = paused && on && !newToo;
        return !paused || newToo || (on && !pauseToo);
    }

    /**
     * Whether only corrals tried before are to be tried now, the corrals' proofs having taken {@code all} positions:
     * in a pause ({@link #goesOn}), or with the first proofs' share of {@code budget} spent (the larger proofs have a
     * budget of their own, as large: they do not crowd out the first proofs of new corrals).
     */
    boolean onlyAgain(long all, long budget) {
        return paused || all - positions >= budget;
    }

    /** Whether the corrals' proofs, {@code all} positions so far, have spent their budgets: the first proofs' and, when on, the larger ones'. */
    boolean spent(long all, long budget) {
        return all - positions >= budget && (!on || positions >= budget);
    }

    /**
     * The cap to prove {@code corral} with, met once more unproved: 0 when this meeting calls for
     * no proof (off, the larger proofs' {@code budget} spent, or not met {@link #FIRST}, {@code FIRST × GROWTH}, … times).
     */
    int meeting(BoxesInArea corral, long budget) {
        if (!on || positions >= budget || (met.size() >= LearnedDeadlocks.MAX_TRIED && !met.containsKey(corral))
                || (cappedOnly && firstEnding.get(corral) != ProofEnding.CAPPED)) {
            return 0;
        }
        int n = met.merge(corral, 1, Integer::sum);
        int at = FIRST;
        for (int step = 0; step < CAPS.length; step++, at *= GROWTH) {
            if (n == at) {
                return CAPS[step];
            }
        }
        return 0;
    }

    /**
     * A proof of {@code corral} ({@code boxes}, the man on {@code man}) with the larger cap {@code cap} (0: its first
     * proof) took {@code taken} positions, ended {@code ending} and proved {@code set} (null: none).
     */
    void tried(BoxesInArea corral, int[] boxes, int man, int cap, ProofEnding ending, long taken, LearnedSet set) {
        if (on && cap == 0 && firstEnding.size() < LearnedDeadlocks.MAX_TRIED) {
            firstEnding.putIfAbsent(corral, ending);
        }
        if (cap > 0) {
            attempts.add(new Attempt(boxes, man, cap, firstEnding.get(corral), ending, taken, set, handed, without));
            if (ending == ProofEnding.HOME) {
                firstEnding.put(corral, ProofEnding.HOME); // brought home: never dead alone, not proved again
            }
            tried++;
            positions += taken;
            int step = cap == CAPS[0] ? 0 : CAPS.length - 1;
            byCap[step][0]++;
            if (set != null) {
                proved.add(set);
                byCap[step][1]++;
            }
        }
    }

    /** The larger proofs so far, in turn. */
    List<Attempt> attempts() {
        return List.copyOf(attempts);
    }

    /** Positions the larger proofs have taken. */
    long positions() {
        return positions;
    }

    /** The sets the larger proofs proved, in turn. */
    List<LearnedSet> proved() {
        return List.copyOf(proved);
    }

    /**
     * {@code " repeated T/P proved N (C: t/n …) in a pause T/P proved N"}: the larger proofs and their positions, the
     * sets they proved, for each cap C its proofs and sets, and those made in a pause ({@link CorralBudget#WINDOW}); ""
     * when off.
     */
    String summary() {
        if (!on) {
            return "";
        }
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, " repeated %d/%d proved %d (", tried, positions, proved.size()));
        for (int step = 0; step < CAPS.length; step++) {
            b.append(String.format(Locale.ROOT, "%s%d: %d/%d", step == 0 ? "" : ", ", CAPS[step], byCap[step][0], byCap[step][1]));
        }
        long inPause = 0;
        long pausePositions = 0;
        long pauseProved = 0;
        for (Attempt a : attempts) {
            if (CorralBudget.pauses(a.without())) {
                inPause++;
                pausePositions += a.positions();
                pauseProved += a.set() == null ? 0 : 1;
            }
        }
        return b.append(String.format(Locale.ROOT, ") in a pause %d/%d proved %d", inPause, pausePositions, pauseProved)).toString();
    }
}
