package org.sokodb.optimizer;

import java.time.Duration;
import java.util.Optional;

import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.Steps;

/**
 * What optimizing a level gave: the best solution known for it — found by the optimizer, or
 * the best of the inputs when nothing better was found — already replayed by the verifier.
 *
 * @param steps the moves, pushes in upper case
 * @param metrics their counts
 * @param input the best input solution's counts in the same metric's order (the starting point)
 * @param improved true when {@code steps} is better than every input in the metric's order
 * @param proved true when a search over every layout showed that no solution has fewer of the
 *     metric's first count (moves, or pushes): {@code steps} is optimal in it
 * @param nodes positions expanded, over every pass
 * @param limit what stopped the level short when something did (the memory cap, a level
 *     too large for it), in words for the user
 */
public record Optimized(Steps steps, SolutionMetrics metrics, SolutionMetrics input, boolean improved, boolean proved,
        long nodes, Duration elapsed, Optional<String> limit) {
}
