package org.sokodb.optimizer;

import java.time.Duration;

import org.sokodb.solver.search.SearchLimits;

/**
 * What optimizing one level may spend.
 *
 * @param timeLimit wall-clock time for the level
 * @param memoryBytes a cap on the optimizer's tables (box layouts, positions, the open list):
 *     a search that reaches it ends with the best found so far, never with an OutOfMemoryError
 * @param nodeLimit positions expanded over all passes before the level stops as at its time
 *     limit: a budget that does not depend on the machine or its load
 * @param exhaustive true to search until the optimum is proved or a limit is reached; false
 *     (the default) to end a level as soon as the stopping rule says more search is unlikely
 *     to pay (docs/optimizer.md)
 */
public record OptimizerLimits(Duration timeLimit, long memoryBytes, long nodeLimit, boolean exhaustive) {
    public OptimizerLimits {
        SearchLimits.check(timeLimit, memoryBytes, nodeLimit);
    }

    /** With the stopping rule. */
    public OptimizerLimits(Duration timeLimit, long memoryBytes, long nodeLimit) {
        this(timeLimit, memoryBytes, nodeLimit, false);
    }

    /** No node budget: time and memory alone, with the stopping rule. */
    public OptimizerLimits(Duration timeLimit, long memoryBytes) {
        this(timeLimit, memoryBytes, Long.MAX_VALUE, false);
    }
}
