package org.sokodb.solver.packing;

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

    /** The {@code nodes}-th position expanded is in {@code phase} with {@code score}. */
    void expanded(long nodes, int phase, int score) {
        if (phase < lowestPhase || score < bestScore) {
            longestStall = Math.max(longestStall, nodes - progressedAt);
            longestQuiet = Math.max(longestQuiet, quiet(nodes));
            progressedAt = nodes;
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

    /** Positions expanded since the search last made progress, of {@code nodes} in all. */
    long without(long nodes) {
        return nodes - progressedAt;
    }

    /** Positions expanded since the search last made progress or the store last grew by a set, of {@code nodes} in all. */
    long quiet(long nodes) {
        return nodes - Math.max(progressedAt, learnedAt);
    }

    /**
     * "phase 4 of 10, longest stall 283130, last progress at 20000, with no set either 12000, last set at
     * 95000": the
     * lowest phase reached of the order's {@code phases}.
     */
    String said(long nodes, int phases) {
        return "phase " + lowestPhase + " of " + phases + ", longest stall " + Math.max(longestStall, without(nodes))
                + ", last progress at " + progressedAt + ", with no set either " + Math.max(longestQuiet, quiet(nodes))
                + ", last set at " + learnedAt;
    }
}
