package org.sokodb.optimizer;

import java.time.Duration;

/**
 * What optimizing one level may spend.
 *
 * @param timeLimit wall-clock time for the level
 * @param memoryBytes a cap on the optimizer's tables (box layouts, positions, the open list):
 *     a search that reaches it ends with the best found so far, never with an OutOfMemoryError
 * @param nodeLimit positions expanded over all passes before the level stops as at its time
 *     limit: a budget that does not depend on the machine or its load
 */
public record OptimizerLimits(Duration timeLimit, long memoryBytes, long nodeLimit) {
    public OptimizerLimits {
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

    /** No node budget: time and memory alone. */
    public OptimizerLimits(Duration timeLimit, long memoryBytes) {
        this(timeLimit, memoryBytes, Long.MAX_VALUE);
    }
}
