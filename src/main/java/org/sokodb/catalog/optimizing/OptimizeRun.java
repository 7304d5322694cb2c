package org.sokodb.catalog.optimizing;

import java.time.Duration;
import java.util.List;

/**
 * What one {@code optimize --catalog} run works on, how it searches and how it is recorded.
 *
 * @param optimizer the optimizer's name and version, {@code sokodb 1.0}: the provenance stored
 * @param metric {@code moves} (fewest moves, then pushes) or {@code pushes} (fewest pushes, then moves)
 * @param timeLimit what each group may take; stored with the attempt
 * @param nodeLimit the positions each group may expand, {@link Long#MAX_VALUE} for none
 * @param memoryBytes what each search's tables may take
 * @param sources the sources as {@code dups --source} names them; empty for all
 * @param limit at most this many groups optimized by this run
 * @param force optimize again the groups already optimized in this metric with no better
 *     solution arrived since
 * @param parallel groups optimized at once, one thread each
 * @param waitForOthers on a shared catalog, when the only groups left are claimed by other
 *     workers: wait for them to be stored or to lapse (false for {@code --no-wait}: end)
 * @param exhaustive search each group until its optimum is proved or a limit is reached, not
 *     only while more search is likely to pay ({@code --exhaustive}); such a run also searches
 *     again every group whose optimum is not proved yet
 */
public record OptimizeRun(String optimizer, String metric, Duration timeLimit, long nodeLimit, long memoryBytes,
        List<String> sources, int limit, boolean force, int parallel, boolean waitForOthers, boolean exhaustive) {
    public OptimizeRun {
        sources = List.copyOf(sources);
        if (!metric.equals("moves") && !metric.equals("pushes")) {
            throw new IllegalArgumentException("metric is moves or pushes, not " + metric);
        }
        if (parallel < 1) {
            throw new IllegalArgumentException("parallel must be positive, not " + parallel);
        }
    }
}
