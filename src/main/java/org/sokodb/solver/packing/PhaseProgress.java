package org.sokodb.solver.packing;

import java.util.Arrays;

/**
 * The {@link PhaseSearch}'s progress: the lowest phase and the best score of the positions it
 * expanded so far, when it last made either better, and the longest stretch of positions it
 * went without (for the stall rule, the checkpoints and the log of a measurement); and when the
 * level's store last grew by a deadlock set learned, with the longest stretch that had neither
 * progress nor a set learned (what the stall rule counts with {@code phasesets}).
 */
final class PhaseProgress {
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
    /**
     * Positions with no progress (with {@code phasesets}, nor a set learned) after which the search,
     * past the end of its slot ({@link PhaseSearch#overtime}), gives way: above the longest such
     * stretch of XSokoban 40 and 76 with {@code phaselearn} (11,148–23,749), below those of 28 and
     * 31, where it ends stalled (measured: journal/solver.md entry 86).
     */
    static final long OVERTIME_STALL = 30_000;
    /** Whether the search has a slot to go on past, and when it ends ({@link System#nanoTime}). */
    private boolean overtime;
    private long slotEnd;
    /** Positions past the slot with no progress after which it gives way. */
    private long overtimeStall = OVERTIME_STALL;

    /** The {@code nodes}-th position expanded is in {@code phase} with {@code score}. */
    void expanded(long nodes, int phase, int score) {
        if (phase < lowestPhase || score < bestScore) {
            longestStall = Math.max(longestStall, nodes - progressedAt);
            longestQuiet = Math.max(longestQuiet, quiet(nodes));
            progressedAt = nodes;
            if (progressCount == progressions.length) {
                progressions = Arrays.copyOf(progressions, 2 * progressCount);
            }
            progressions[progressCount++] = nodes;
            lowestPhase = Math.min(lowestPhase, phase);
            bestScore = Math.min(bestScore, score);
        }
    }

    /** The level's store holds {@code count} sets when the {@code nodes}-th position is expanded. */
    void learned(long nodes, int count) {
        if (sets >= 0 && count > sets) {
            longestQuiet = Math.max(longestQuiet, quiet(nodes));
            learnedAt = nodes;
        }
        sets = count;
    }

    /** The search's slot ends at {@code slotEndNanos} ({@link System#nanoTime}); it may go on past it while not stalled. */
    void overtime(long slotEndNanos) {
        overtime(slotEndNanos, OVERTIME_STALL);
    }

    /** As {@link #overtime(long)}, giving way past the slot after {@code stall} positions with no progress. */
    void overtime(long slotEndNanos, long stall) {
        overtime = true;
        slotEnd = slotEndNanos;
        overtimeStall = stall;
    }

    /** Whether the search, {@code nodes} expanded, is past the end of its slot with its overtime stall ({@link #OVERTIME_STALL} unless said) gone with no progress. */
    boolean slotOver(long nodes, boolean setsProgress) {
        return overtime && stalledFor(nodes, setsProgress) > overtimeStall && System.nanoTime() - slotEnd > 0;
    }

    /** Positions since the last progress: a lower phase or a better score, and with {@code setsProgress} a set learned. */
    long stalledFor(long nodes, boolean setsProgress) {
        return setsProgress ? quiet(nodes) : without(nodes);
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

    /**
     * "phase 4 of 10, longest stall 283130, last progress at 20000, with no set either 12000, last
     * set at 95000": the lowest phase reached of the order's {@code phases}.
     */
    String said(long nodes, int phases) {
        return "phase " + lowestPhase + " of " + phases + ", longest stall " + Math.max(longestStall, without(nodes))
                + ", last progress at " + progressedAt + ", with no set either " + Math.max(longestQuiet, quiet(nodes))
                + ", last set at " + learnedAt;
    }
}
