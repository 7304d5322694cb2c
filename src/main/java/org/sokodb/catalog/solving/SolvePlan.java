package org.sokodb.catalog.solving;

import org.sokodb.solver.SolveMode;
import org.sokodb.solver.SolverLimits;

/**
 * How one {@code solve --catalog} run searches: what each level may spend and how it is
 * searched, how many groups are searched at once, and whether the run waits for groups other
 * workers hold (to take them when their claims lapse) or ends.
 *
 * @param parallel groups searched at once (each with {@code limits}' threads)
 * @param waitForOthers false for {@code --no-wait}
 */
public record SolvePlan(SolverLimits limits, SolveMode mode, int parallel, boolean waitForOthers) {
    public SolvePlan {
        if (parallel < 1) {
            throw new IllegalArgumentException("parallel must be positive, not " + parallel);
        }
    }
}
