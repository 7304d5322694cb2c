package org.sokodb.catalog.imports.bulk;

/**
 * When a large import becomes a bulk load ({@link BulkLoad} on an H2 file,
 * {@link PostgresForeignKeys} on PostgreSQL): once it has written {@code from} boards, if the
 * import is large for the catalog. A bulk load costs at its end a pass over the whole catalog
 * (indexes built again, keys validated), so it pays only when the import adds at least a
 * quarter of the levels the catalog had. The import's size is known before it reads a board:
 * the bytes of its sources ({@code LevelSources.bytes}). Without them (standard input, a
 * generated source) the boards it has written tell it, and the first quarter of the catalog
 * goes the slow way: a second corpus into a catalog of the same size spent a quarter of its
 * boards there.
 *
 * @param from boards written before a bulk load begins, at the least ({@code import --bulk-from})
 * @param expectedBoards the boards the import's bytes hold at least, by {@link #BYTES_PER_BOARD}
 */
public record BulkThreshold(long from, long expectedBoards) {
    /**
     * Bytes counted per board when the boards are guessed from the bytes. A Boxoban board with
     * its title is 117 bytes, XSokoban's screens 120 to 340; a file with solutions has more a
     * board. Guessing fewer boards than there are only delays the bulk load to where it began
     * before; guessing more would start one for an import too small to pay for it.
     */
    public static final int BYTES_PER_BOARD = 256;

    /** The threshold of an import of {@code bytes} (0: unknown). */
    public static BulkThreshold ofBytes(long from, long bytes) {
        return new BulkThreshold(from, bytes / BYTES_PER_BOARD);
    }

    /** The threshold of an import whose size is unknown before it reads. */
    public static BulkThreshold of(long from) {
        return new BulkThreshold(from, 0);
    }

    /** Boards written before the bulk load begins, into a catalog of {@code catalogLevels}. */
    public long boards(long catalogLevels) {
        long quarter = catalogLevels / 4;
        return expectedBoards >= quarter ? from : Math.max(from, quarter);
    }
}
