package org.sokodb.catalog.sources;

import java.util.Optional;
import java.util.OptionalDouble;

import org.sokodb.catalog.HexId;

/**
 * One board of one source as a paged list shows it: where it is, its title and author, and,
 * when it is a level, its ids, size, and whether the catalog has a solution for it and other
 * boards with its Unique-Id.
 *
 * @param sourceId the number of the source ({@link SourceEntry#id})
 * @param exactId empty when the board is not a level (then {@code reason} says why)
 * @param written the rows as the source wrote them
 * @param difficulty its group's stored difficulty, 0–100; empty when unrated
 * @param band the band of it ({@code easy} … {@code very-hard}); empty when unrated
 */
public record BoardEntry(long sourceId, String source, int index, String title, String author, @HexId String exactId,
        @HexId String uniqueId, int width, int height, int boxes, boolean solved, boolean duplicated, String reason,
        String written, OptionalDouble difficulty, Optional<String> band) {

    /** A board that is no level has no ids: empty, as its row reads them (NULL). */
    public BoardEntry {
        exactId = exactId == null ? "" : exactId;
        uniqueId = uniqueId == null ? "" : uniqueId;
    }

    /** True when the board is a level. */
    public boolean isLevel() {
        return !exactId.isEmpty();
    }
}
