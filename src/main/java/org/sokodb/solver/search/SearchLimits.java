package org.sokodb.solver.search;

import java.time.Duration;

/**
 * The checks every caller's limits share (the solver's {@code SolverLimits}, the optimizer's
 * {@code OptimizerLimits}): a time, a memory cap and a node budget, each positive.
 */
public final class SearchLimits {
    private SearchLimits() {
    }

    /**
     * Returns normally when all three are positive.
     *
     * @throws IllegalArgumentException naming the first that is not
     */
    public static void check(Duration timeLimit, long memoryBytes, long nodeLimit) {
        if (timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("time limit must be positive: " + timeLimit);
        }
        if (memoryBytes <= 0) {
            throw new IllegalArgumentException("memory cap must be positive: " + memoryBytes);
        }
        if (nodeLimit < 1) {
            throw new IllegalArgumentException("node limit must be positive: " + nodeLimit);
        }
    }
}
