package org.sokodb.board;

/**
 * Whether an open board looks like a Hexoban level written in the usual text form: its walls,
 * boxes and goals (and the man) on one colour of a checkerboard, each row shifted by one column
 * against the next, so that no two of them touch side by side or one above the other. A closed
 * Sokoban level cannot look so (its walls must touch to close it), and the man of such a board
 * always walks off it between two walls: it is refused as open, and this tells the user why.
 */
final class HexobanLook {
    /** Fewer marks than this say nothing: a board of a few squares is not worth guessing about. */
    private static final int FEWEST_MARKS = 6;

    private HexobanLook() {
    }

    /**
     * True when the marks ({@code content} bits, and the man) lie on one checkerboard colour, all
     * but a tenth at most: a stray wall (a row added above a Hexoban board, as the shared
     * fixtures' parser tests do) does not hide it, while a square-grid board, whose walls touch,
     * has about as many marks on either colour.
     */
    static boolean of(int width, byte[] squares, int man, byte content) {
        int[] byColour = new int[2];
        byColour[(man / width + man % width) & 1]++;
        for (int i = 0; i < squares.length; i++) {
            if ((squares[i] & content) != 0) {
                byColour[(i / width + i % width) & 1]++;
            }
        }
        int marks = byColour[0] + byColour[1];
        return marks >= FEWEST_MARKS && 10 * Math.min(byColour[0], byColour[1]) <= marks;
    }
}
