package org.sokodb.catalog.duplicates;

/**
 * One row of {@code sokodb dups}: a board whose Unique-Id more than one board has.
 *
 * @param group 1-based group number; groups are ordered by size (largest first), then by first import
 * @param index 1-based position of the board in its source
 * @param relation how this board relates to the group's first member ("same board", "rotated 90°",
 *     "mirrored", "man elsewhere", "rotated 180°, man elsewhere", …)
 * @param author the level's author, empty when unknown (not a {@code dups} column; for the HTML report)
 * @param board the rows as the source wrote them, joined with newlines (for drawing the board as written)
 */
public record DuplicateMember(int group, String uniqueId, String exactId, String source, int index, String title,
        String relation, String author, String board) {
}
