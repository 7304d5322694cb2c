package org.sokodb.catalog.front.work;

import java.time.Duration;
import java.util.List;

/**
 * What one {@code optimize --catalog} run works on and how it is recorded.
 *
 * @param optimizer the optimizer's name and version, {@code sokodb 1.0}: the provenance stored
 * @param metric {@code moves} (fewest moves, then pushes) or {@code pushes} (fewest pushes, then moves)
 * @param timeLimit what each group may take; stored with the attempt
 * @param nodeLimit the positions each group may expand, {@link Long#MAX_VALUE} for none
 * @param sources the sources as {@code dups --source} names them; empty for all
 * @param limit at most this many groups optimized by this run
 * @param force optimize again the groups already optimized in this metric with no better
 *     solution arrived since
 */
public record OptimizeRun(String optimizer, String metric, Duration timeLimit, long nodeLimit, List<String> sources,
        int limit, boolean force) {
    public OptimizeRun {
        sources = List.copyOf(sources);
        if (!metric.equals("moves") && !metric.equals("pushes")) {
            throw new IllegalArgumentException("metric is moves or pushes, not " + metric);
        }
    }
}
