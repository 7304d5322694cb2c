package org.sokodb.solver.packing;

/**
 * The {@link PhaseSearch}'s progress: the lowest phase and the best score of the positions it
 * expanded so far, when it last made either better, and the longest stretch of positions it
 * went without (for the stall rule, the checkpoints and the log of a measurement).
 */
final class PhaseProgress {
    private int lowestPhase = Integer.MAX_VALUE;
    private int bestScore = Integer.MAX_VALUE;
    /** Positions expanded when the search last made progress. */
    private long progressedAt;
    private long longestStall;

    /** The {@code nodes}-th position expanded is in {@code phase} with {@code score}. */
    void expanded(long nodes, int phase, int score) {
        if (phase < lowestPhase || score < bestScore) {
            longestStall = Math.max(longestStall, nodes - progressedAt);
            progressedAt = nodes;
            lowestPhase = Math.min(lowestPhase, phase);
            bestScore = Math.min(bestScore, score);
        }
    }

    /** Positions expanded since the search last made progress, of {@code nodes} in all. */
    long without(long nodes) {
        return nodes - progressedAt;
    }

    /** "phase 4 of 10, longest stall 283130": the lowest phase reached of the order's {@code phases}. */
    String said(long nodes, int phases) {
        return "phase " + lowestPhase + " of " + phases + ", longest stall " + Math.max(longestStall, without(nodes));
    }
}
