package org.sokodb.solver.packing;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * The {@link PhaseSearch}'s progress: the lowest phase and the best score of the positions it expanded so far, when it
 * last made either better, and the longest stretch it went without (for the stall rule, the checkpoints and the log of
 * a measurement); and when the level's store last grew by a learned set, with the longest stretch that had neither
 * progress nor a set learned (for the log of a measurement).
 *
 * <p>With {@code phaselive} the stall rule counts from a record kept among the lines still live ({@link LiveRecord}):
 * a position holding the lowest phase or the best score that a set learned since holds in gives its record back to
 * the best of those left, so a line a set proved dead no longer holds the record, as on XSokoban 28 and 31 (entry 97);
 * with {@code phaselivewindow} the learning's windows count from it too (entry 103). With {@code stallproofs} the count
 * the rule compares (and the slot's, {@link #slotOver}) holds the positions of {@code phaserepeat}'s larger proofs since
 * the progress, {@link #PROOF_SHARE} of them as one position expanded (entry 108). The entries cited here are
 * (measured: journal/solver.md entries 97, 103 and 108).
 */
final class PhaseProgress {
    /** Positions with no progress after which the search gives way (Long.MAX_VALUE: never). */
    private final long stall;
    /**
     * Positions of a larger proof counted as one position expanded ({@code stallproofs}): a proof position's thread CPU
     * is about a third of an expansion's (XSokoban 11 and 75 after the push search; measured: journal/solver.md entry 108).
     */
    static final int PROOF_SHARE = 3;
    /** Whether the larger proofs' positions are counted ({@code stallproofs}), and when they grew: positions expanded, the proofs' total after. */
    private boolean countProofs;
    private long[] proofNodes = new long[16];
    private long[] proofTotals = new long[16];
    private int proofSteps;
    /** Whether the stall rule counts from the live record, and whether the learning does ({@code phaselive}, {@code phaselivewindow}). */
    private final boolean liveRule;
    private final boolean liveWindow;
    /** The record among the positions still live (equal to the plain one while no set holds in a record's position). */
    private final LiveRecord live;
    /** Positions expanded when the plain rule would have given way (0: not yet), with {@code phaselive}. */
    private long plainEnd;
    private int lowestPhase = Integer.MAX_VALUE;
    private int bestScore = Integer.MAX_VALUE;
    /** Positions expanded when the search last made progress. */
    private long progressedAt;
    private long longestStall;
    /** The sets the level's store held at the last expansion, and positions expanded when it last grew. */
    private int sets = -1;
    private long learnedAt;
    /** The longest stretch with neither progress nor a set learned. */
    private long longestQuiet;
    /** The positions expanded at each progress, in order (for the log of a measurement: what a slot rule would do). */
    private long[] progressions = new long[16];
    private int progressCount;
    /** The positions expanded at each growth of the level's store by a learned set, in order (for the log of a measurement). */
    private long[] learnings = new long[16];
    private int learnCount;
    /** Whether the search has a slot to go on past, and when it ends ({@link System#nanoTime}). */
    private boolean overtime;
    private long slotEnd;
    /** Positions past the slot with no progress after which it gives way ({@link PhaseSearch#overtime}). */
    private long overtimeStall;

    /** Progress with no stall rule and no live record (for the tests of the slot's rule). */
    PhaseProgress() {
        this(Long.MAX_VALUE, false, false, id -> false);
    }

    /**
     * Progress giving way after {@code stall} positions with none; with {@code liveRule} counted from the
     * live record, with {@code liveWindow} the learning's count too; {@code dead} says whether a learned set
     * holds in stored position {@code id}.
     */
    PhaseProgress(long stall, boolean liveRule, boolean liveWindow, IntPredicate dead) {
        this.stall = stall;
        this.liveRule = liveRule;
        this.liveWindow = liveWindow;
        this.live = new LiveRecord(dead);
    }

    /** The {@code nodes}-th position expanded, stored position {@code id}, is in {@code phase} with {@code score}. */
    void expanded(long nodes, int id, int phase, int score) {
        live.expanded(nodes, id, phase, score);
        if (phase < lowestPhase || score < bestScore) {
            longestStall = Math.max(longestStall, nodes - progressedAt);
            longestQuiet = Math.max(longestQuiet, quiet(nodes));
            progressedAt = nodes;
            progressions = add(progressions, progressCount++, nodes);
            lowestPhase = Math.min(lowestPhase, phase);
            bestScore = Math.min(bestScore, score);
        }
    }

    /** The stall rule counts the larger proofs' positions from now on ({@code stallproofs}); returns this. */
    PhaseProgress countingProofs(boolean on) {
        countProofs = on;
        return this;
    }

    /**
     * The level's store holds {@code count} sets when the {@code nodes}-th position is expanded, and the larger proofs
     * have taken {@code proofs} positions so far (counted with {@code stallproofs}).
     */
    void learned(long nodes, int count, long proofs) {
        if (countProofs && proofs > (proofSteps == 0 ? 0 : proofTotals[proofSteps - 1])) {
            proofNodes = add(proofNodes, proofSteps, nodes);
            proofTotals = add(proofTotals, proofSteps++, proofs);
        }
        learned(nodes, count);
    }

    /** The level's store holds {@code count} sets when the {@code nodes}-th position is expanded. */
    void learned(long nodes, int count) {
        if (sets >= 0 && count > sets) {
            longestQuiet = Math.max(longestQuiet, quiet(nodes));
            learnedAt = nodes;
            learnings = add(learnings, learnCount++, nodes);
            if (liveRule || liveWindow) {
                live.recheck(nodes);
            }
        }
        sets = count;
    }

    /**
     * The search's slot ends at {@code slotEndNanos} ({@link System#nanoTime}); it may go on past it
     * while not stalled, giving way past the slot after {@code stall} positions with no progress.
     */
    void overtime(long slotEndNanos, long stall) {
        overtime = true;
        slotEnd = slotEndNanos;
        overtimeStall = stall;
    }

    /** Whether the search, {@code nodes} expanded, is past the end of its slot with its overtime stall gone with no progress. */
    boolean slotOver(long nodes) {
        return overtime && stalledFor(nodes) > overtimeStall && System.nanoTime() - slotEnd > 0;
    }

    /**
     * Whether the search, {@code nodes} expanded, has gone its stall with no progress and gives way; with
     * {@code phaselive} counted from the live record (and the plain rule's end noted, for the log).
     */
    boolean stalled(long nodes) {
        long plain = without(nodes) + counted(progressedAt);
        if (!liveRule) {
            return plain > stall;
        }
        if (plain > stall && plainEnd == 0) {
            plainEnd = nodes;
        }
        return stalledFor(nodes) > stall;
    }

    /** Positions since the last progress: a lower phase or a better score. */
    long stalledFor(long nodes) {
        long from = liveRule ? live.progressedAt() : progressedAt;
        return nodes - from + counted(from);
    }

    /** The larger proofs' positions made after the {@code from}-th position expanded, over {@link #PROOF_SHARE} (0 without {@code stallproofs}). */
    long counted(long from) {
        if (proofSteps == 0) {
            return 0;
        }
        int at = Arrays.binarySearch(proofNodes, 0, proofSteps, from);
        int last = at >= 0 ? at : -at - 2; // the last growth at or before from
        return (proofTotals[proofSteps - 1] - (last < 0 ? 0 : proofTotals[last])) / PROOF_SHARE;
    }

    /** Positions since the last progress the learning's windows count ({@code phaselivewindow}: from the live record). */
    long forLearning(long nodes) {
        return liveWindow ? nodes - live.progressedAt() : without(nodes);
    }

    /** The record among the live lines (for the tests and the log). */
    LiveRecord live() {
        return live;
    }

    /** Positions expanded since the search last made progress, of {@code nodes} in all. */
    long without(long nodes) {
        return nodes - progressedAt;
    }

    /** Positions expanded since the search last made progress or the store last grew by a set, of {@code nodes} in all. */
    long quiet(long nodes) {
        return nodes - Math.max(progressedAt, learnedAt);
    }

    /** The positions expanded at each progress (a lower phase or a better score), in order. */
    long[] progressions() {
        return Arrays.copyOf(progressions, progressCount);
    }

    /** The positions expanded at each growth of the level's store by a learned set, in order. */
    long[] learnings() {
        return Arrays.copyOf(learnings, learnCount);
    }

    /** {@code values} with {@code value} at {@code at}, grown first when full. */
    private static long[] add(long[] values, int at, long value) {
        long[] into = at == values.length ? Arrays.copyOf(values, 2 * at) : values;
        into[at] = value;
        return into;
    }

    /**
     * "phase 4 of 10, longest stall 283130, last progress at 20000, with no set either 12000, last
     * set at 95000": the lowest phase reached of the order's {@code phases}.
     */
    String said(long nodes, int phases) {
        return "phase " + lowestPhase + " of " + phases + ", longest stall " + Math.max(longestStall, without(nodes))
                + ", last progress at " + progressedAt + ", with no set either " + Math.max(longestQuiet, quiet(nodes))
                + ", last set at " + learnedAt + (liveRule || liveWindow ? ", " + live.said() : "")
                + (liveRule ? ", the plain record gives way at " + (plainEnd == 0 ? "-" : plainEnd) : "")
                + (countProofs ? ", proof positions counted since the last progress " + counted(progressedAt) : "");
    }

    /**
     * The best of the positions that made progress with no learned set holding in them: their lowest
     * phase and best score, and when a position expanded last beat them. A position that made progress
     * is remembered; when the store grows, the positions holding the lowest phase or the best score are
     * asked whether a set holds in them now, and those it does give their record back (forgotten: a set
     * is never unlearned). The record is the best of the positions that made progress and are still
     * live, not of every live position expanded: a live position expanded after a dead record and worse
     * than it was never remembered, so the record after a give-back may be looser than the best live one.
     */
    static final class LiveRecord {
        private final IntPredicate dead;
        private int[] ids = new int[16];
        private int[] phases = new int[16];
        private int[] scores = new int[16];
        private int count;
        private int lowestPhase = Integer.MAX_VALUE;
        private int bestScore = Integer.MAX_VALUE;
        private long progressedAt;
        /** The positions that gave their record back, in order. */
        private int[] gaveBack = new int[4];
        private int given;
        private long lastGiven;
        private long nodes;

        LiveRecord(IntPredicate dead) {
            this.dead = dead;
        }

        void expanded(long nodes, int id, int phase, int score) {
            this.nodes = nodes;
            if (phase < lowestPhase || score < bestScore) {
                progressedAt = nodes;
                if (count == ids.length) {
                    ids = Arrays.copyOf(ids, 2 * count);
                    phases = Arrays.copyOf(phases, 2 * count);
                    scores = Arrays.copyOf(scores, 2 * count);
                }
                ids[count] = id;
                phases[count] = phase;
                scores[count++] = score;
                lowestPhase = Math.min(lowestPhase, phase);
                bestScore = Math.min(bestScore, score);
            }
        }

        /** The store grew: each position holding the lowest phase or the best score that a set holds in now gives its record back. */
        void recheck(long nodes) {
            this.nodes = nodes;
            boolean removed = true;
            while (removed) {
                removed = false;
                boolean phaseLive = false;
                boolean scoreLive = false;
                for (int k = count - 1; k >= 0 && !(phaseLive && scoreLive); k--) {
                    boolean holdsPhase = !phaseLive && phases[k] == lowestPhase;
                    boolean holdsScore = !scoreLive && scores[k] == bestScore;
                    if (!holdsPhase && !holdsScore) {
                        continue;
                    }
                    if (dead.test(ids[k])) {
                        give(k);
                        removed = true;
                    } else {
                        phaseLive |= holdsPhase;
                        scoreLive |= holdsScore;
                    }
                }
                if (removed) {
                    lowestPhase = Integer.MAX_VALUE;
                    bestScore = Integer.MAX_VALUE;
                    for (int k = 0; k < count; k++) {
                        lowestPhase = Math.min(lowestPhase, phases[k]);
                        bestScore = Math.min(bestScore, scores[k]);
                    }
                }
            }
        }

        /** Remembered position {@code k} gives its record back. */
        private void give(int k) {
            if (given == gaveBack.length) {
                gaveBack = Arrays.copyOf(gaveBack, 2 * given);
            }
            gaveBack[given++] = ids[k];
            lastGiven = nodes;
            System.arraycopy(ids, k + 1, ids, k, count - k - 1);
            System.arraycopy(phases, k + 1, phases, k, count - k - 1);
            System.arraycopy(scores, k + 1, scores, k, count - k - 1);
            count--;
        }

        /** Positions expanded when a position last beat the live record. */
        long progressedAt() {
            return progressedAt;
        }

        /** The stored positions that gave their record back, in order. */
        int[] gaveBack() {
            return Arrays.copyOf(gaveBack, given);
        }

        /**
         * The stored positions holding the live record: the latest remembered in its lowest phase and the
         * latest with its best score (one position when they are the same), the ones {@link #recheck} asks.
         */
        int[] holders() {
            int phase = -1;
            int score = -1;
            for (int k = count - 1; k >= 0; k--) {
                phase = phase < 0 && phases[k] == lowestPhase ? k : phase;
                score = score < 0 && scores[k] == bestScore ? k : score;
            }
            return phase < 0 ? new int[0] : phase == score ? new int[] {ids[phase]} : new int[] {ids[phase], ids[score]};
        }

        /** The live record's lowest phase. */
        int lowestPhase() {
            return lowestPhase;
        }

        /** "live record phase 7, last progress at 1789, 3 given back (last at 1788)". */
        String said() {
            return "live record phase " + lowestPhase + ", last progress at " + progressedAt + ", " + given
                    + " given back (last at " + lastGiven + ")";
        }
    }
}
