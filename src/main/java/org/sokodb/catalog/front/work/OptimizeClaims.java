package org.sokodb.catalog.front.work;

import java.util.List;

/**
 * One {@code optimize --catalog} run's work on the catalog's Unique-Id groups that have a
 * solution: it takes groups a few at a time and stores each result. Made by
 * {@code CatalogWrites.optimizeClaims}.
 */
public interface OptimizeClaims {
    /** Up to {@code n} groups to optimize; empty when none is left for this run. */
    List<OptimizeTask> next(int n);

    /**
     * Stores what the optimizer made of {@code task}: the solution, replayed first, when it is
     * better than the start in the run's metric, carried to the group's other members; and the
     * attempt (unless the search was cut short), so that the group is not optimized again in
     * this metric until a better solution arrives or a run may spend more.
     */
    StoredOptimization store(OptimizeTask task, OptimizeResult result);
}
