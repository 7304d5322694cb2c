package org.sokodb.catalog.optimizing;

import java.util.List;

import org.sokodb.optimizer.Metric;
import org.sokodb.optimizer.OptimizerLimits;

/**
 * What one {@code optimize --catalog} run works on, how it searches and how it is recorded.
 *
 * @param optimizer the optimizer's name and version, {@code sokodb 1.0}: the provenance stored
 * @param metric fewest moves then pushes, or fewest pushes then moves
 * @param limits what each group may take (its time and node limits are stored with the
 *     attempt), and whether it is searched until its optimum is proved or a limit is reached,
 *     not only while more search is likely to pay ({@code --exhaustive}): such a run also
 *     searches again every group whose optimum is not proved yet
 * @param sources the sources as {@code dups --source} names them; empty for all
 * @param limit at most this many groups optimized by this run
 * @param force optimize again the groups already optimized in this metric with no better
 *     solution arrived since
 * @param parallel groups optimized at once, one thread each
 * @param waitForOthers on a shared catalog, when the only groups left are claimed by other
 *     workers: wait for them to be stored or to lapse (false for {@code --no-wait}: end)
 */
public record OptimizeRun(String optimizer, Metric metric, OptimizerLimits limits, List<String> sources, int limit,
        boolean force, int parallel, boolean waitForOthers) {
    public OptimizeRun {
        sources = List.copyOf(sources);
        if (parallel < 1) {
            throw new IllegalArgumentException("parallel must be positive, not " + parallel);
        }
    }
}
