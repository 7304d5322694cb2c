package org.sokodb.generate;

import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What a run kept, ranked, and what it threw away.
 *
 * @param levels the kept levels ranked as the request asks: most box lines first, then most box
 *     changes, then most pushes; or easy first by difficulty; then in the order they were made
 * @param rejected candidates not kept, by reason
 * @param candidates candidates made in all
 * @param stop why the run ended
 */
public record GenerationResult(List<GeneratedLevel> levels, Map<Rejection, Long> rejected, long candidates,
        Stop stop, Duration elapsed) {

    public GenerationResult {
        levels = List.copyOf(levels);
        rejected = Map.copyOf(new EnumMap<>(rejected));
    }

    /** Why the run stopped. */
    public enum Stop {
        /** It kept as many levels as it was asked for. */
        COUNT_REACHED,
        /** The time limit of the whole run passed. */
        TIME_LIMIT,
        /** It made as many candidates as it may. */
        CANDIDATE_LIMIT,
        /** The thread was interrupted. */
        INTERRUPTED
    }

    public long rejectedFor(Rejection r) {
        return rejected.getOrDefault(r, 0L);
    }
}
