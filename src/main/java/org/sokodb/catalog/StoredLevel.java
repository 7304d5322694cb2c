package org.sokodb.catalog;

import java.util.Optional;

import org.sokodb.board.Symmetry;

/**
 * A level as the catalog keeps it.
 *
 * @param id the row id (stable within one catalog only)
 * @param canonical the orientation whose sum is the Unique-Id (see {@link org.sokodb.identity.LevelIds})
 * @param board the normalised board: rows each ending with {@code \n}
 * @param unplayable why the level cannot be played, when it cannot
 */
public record StoredLevel(long id, @HexId String exactId, @HexId String uniqueId, Symmetry canonical, String board, int width,
        int height, int boxes, Optional<String> unplayable) {
}
