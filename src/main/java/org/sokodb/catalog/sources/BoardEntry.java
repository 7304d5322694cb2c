package org.sokodb.catalog.sources;

/**
 * One board of one source as a listing shows it: where it is, its title and author, and,
 * when it is a level, its ids, size, and whether the catalog has a solution for it and other
 * boards with its Unique-Id.
 *
 * @param sourceId the number of the source ({@link SourceEntry#id})
 * @param exactId empty when the board is not a level (then {@code reason} says why)
 * @param written the rows as the source wrote them
 */
public record BoardEntry(long sourceId, String source, int index, String title, String author, String exactId,
        String uniqueId, int width, int height, int boxes, boolean solved, boolean duplicated, String reason,
        String written) {

    /** True when the board is a level. */
    public boolean isLevel() {
        return !exactId.isEmpty();
    }
}
