package org.sokodb.catalog.solving;

import java.time.Duration;
import java.util.List;

/**
 * What one {@code solve --catalog} run may spend and which groups it looks at. A group whose
 * last search gave up is searched again only by a run that may spend more than that one did
 * (a longer time limit, a larger memory cap or node limit).
 *
 * @param solver the solver's name and version, {@code sokodb 1.0}: the provenance stored
 * @param nodeLimit {@link Long#MAX_VALUE} for none
 * @param sources the sources as {@code dups --source} names them; empty for all
 * @param limit at most this many groups searched by this run
 */
public record SolveRun(String solver, Duration timeLimit, long memoryBytes, long nodeLimit, List<String> sources,
        int limit) {
    public SolveRun {
        sources = List.copyOf(sources);
    }
}
