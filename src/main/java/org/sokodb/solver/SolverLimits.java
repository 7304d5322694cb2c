package org.sokodb.solver;

import java.time.Duration;

import org.sokodb.solver.search.SearchLimits;

/**
 * What one solve may spend.
 *
 * @param timeLimit wall-clock time for the level
 * @param memoryBytes a cap on the search's own tables (states, transposition table); the
 *     search gives up with {@link SolverResult.GaveUp.Reason#MEMORY} rather than exceed it
 * @param threads how many searches may run side by side on this level (≥ 1)
 * @param nodeLimit positions each search may expand before it gives up as on a timeout:
 *     a budget that does not depend on the machine or its load, for comparing techniques
 */
public record SolverLimits(Duration timeLimit, long memoryBytes, int threads, long nodeLimit) {
    /** No node budget: time and memory alone. */
    public SolverLimits(Duration timeLimit, long memoryBytes, int threads) {
        this(timeLimit, memoryBytes, threads, Long.MAX_VALUE);
    }

    public SolverLimits {
        SearchLimits.check(timeLimit, memoryBytes, nodeLimit);
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
    }

    /** Ten seconds, 256 MiB, one thread: what tests and small callers want. */
    public static SolverLimits of(Duration timeLimit) {
        return new SolverLimits(timeLimit, 256L << 20, 1);
    }
}
