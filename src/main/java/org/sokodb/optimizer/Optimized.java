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
 * @param refused candidates a method made that could not be written out as moves or did not
 *     replay: an optimizer bug each, which cost that candidate only (0 when all is well)
 */
public record Optimized(Steps steps, SolutionMetrics metrics, SolutionMetrics input, boolean improved, boolean proved,
        long nodes, Duration elapsed, Optional<String> limit, int refused) {

    /** What a level's line on stderr says when {@code refused} candidates did not replay. */
    public static String refusedNote(int refused) {
        return "the optimizer made " + refused + (refused == 1 ? " candidate" : " candidates") + " that did not replay"
                + " (an optimizer bug: please report it with the level); each was refused, the result is verified";
    }

    /** The best input kept as it is: nothing searched (a level reached after Ctrl-C, a failed search). */
    public static Optimized kept(Steps steps, SolutionMetrics metrics) {
        return new Optimized(steps, metrics, metrics, false, false, 0, Duration.ZERO, Optional.empty(), 0);
    }
}
