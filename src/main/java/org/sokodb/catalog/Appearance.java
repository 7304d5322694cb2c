package org.sokodb.catalog;

import java.util.Optional;

/**
 * One board of one source, as the catalog recorded it.
 *
 * @param index 1-based position among all boards of the source
 * @param line 1-based line of the board's first row
 * @param levelId the level this board is, empty when it is not a level
 * @param reason why it is not a level, empty when it is
 * @param board the rows as written, joined with newlines
 */
public record Appearance(String source, int index, int line, String title, String author, Optional<Long> levelId,
        Optional<String> reason, String board) {
}
