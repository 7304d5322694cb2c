package org.sokodb.verify;

import java.util.Objects;
import java.util.Optional;

import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.SolutionStatus;

/**
 * One line of {@code sokodb verify}'s output: a solution (or its absence) for one level.
 *
 * @param source the level's source as the user gave it
 * @param index 1-based position of the level's board in its source
 * @param title the level's title, empty when it has none
 * @param metrics present for {@code valid} and {@code unsolved}, whose steps could all be played
 * @param detail one line for a person: block title, where and why it failed, warnings
 * @param accepted true when the row is as it should be: a valid solution, or a saved game
 *     that is unsolved as saved games are; every other row makes the run exit 1
 */
public record VerifyRow(String source, int index, String title, SolutionStatus verdict, Optional<SolutionMetrics> metrics,
        String detail, boolean accepted) {

    public VerifyRow {
        Objects.requireNonNull(source);
        Objects.requireNonNull(title);
        Objects.requireNonNull(verdict);
        Objects.requireNonNull(metrics);
        Objects.requireNonNull(detail);
    }
}
