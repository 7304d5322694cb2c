package org.sokodb.catalog.solutions;

import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.Steps;

/**
 * A solution that replayed as valid on its level, ready to be stored against the level's
 * Exact-Id.
 *
 * @param steps the moves as the replay returns them: case corrected, no RLE, no whitespace
 * @param source where it was read: {@code file.sok#12} or {@code solutions.txt:12}
 * @param blockTitle the solution block's title, empty when there was none
 * @param notes the solution block's notes, empty when there were none
 */
public record VerifiedSolution(String exactId, String uniqueId, Steps steps, SolutionMetrics metrics, String source,
        String blockTitle, String notes) {
}
