package org.sokodb.board;

/** A board that cannot be a Sokoban level; the message says why, in the player's words. */
public final class BoardException extends Exception {
    private final int row;

    public BoardException(String message) {
        this(message, -1);
    }

    /** @param row 0-based row of the board where the problem is, or -1 for the whole board */
    public BoardException(String message, int row) {
        super(message, null, false, false);
        this.row = row;
    }

    /** 0-based row of the board where the problem was found, or -1 when it concerns the whole board. */
    public int row() {
        return row;
    }
}
