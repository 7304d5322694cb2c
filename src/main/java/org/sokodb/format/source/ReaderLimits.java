package org.sokodb.format.source;

import org.sokodb.board.BoardLimits;

/**
 * Bounds on what the XSB/SOK reader keeps in memory, so hostile or broken input ends in a
 * rejection with a message rather than an OutOfMemoryError. None of them is near anything a
 * published collection needs.
 */
public final class ReaderLimits {
    /** Longest line read, in bytes. A longer line is skipped without being buffered. */
    public static final int MAX_LINE_BYTES = 1 << 20;
    /**
     * Most characters of text (notes, solutions) kept between two boards. The rest is skipped
     * and the level before it is rejected, because its notes or solutions would be incomplete.
     */
    public static final int MAX_GAP_CHARS = 16 << 20;
    /** Most characters one run-length encoded board line may expand to: a largest board, with its row separators. */
    public static final long MAX_RLE_BOARD_CHARS = (long) (BoardLimits.MAX_WIDTH + 1) * BoardLimits.MAX_HEIGHT;

    private ReaderLimits() {
    }
}
