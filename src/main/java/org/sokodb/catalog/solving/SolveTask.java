package org.sokodb.catalog.solving;

import org.sokodb.catalog.HexId;

/**
 * One Unique-Id group of the catalog to search, by its first imported playable level.
 *
 * @param levelId the row id of that level (the one searched)
 * @param board its normalised board, rows each ending with {@code \n}: the solution found is
 *     for this exact layout, and carried from it to the other members
 * @param source where the level was first imported from, with its index, line, title and author:
 *     how the result is shown
 */
public record SolveTask(long levelId, @HexId String uniqueId, @HexId String exactId, String board, String source, int boardIndex,
        int line, String title, String author) {
}
