package org.sokodb.board;

/** Bounds on board size; a board beyond them is rejected before anything is allocated for it. */
public final class BoardLimits {
    /** Widest board accepted, in squares. The widest published levels are about 100. */
    public static final int MAX_WIDTH = 512;
    /** Tallest board accepted, in rows. */
    public static final int MAX_HEIGHT = 512;

    private BoardLimits() {
    }
}
