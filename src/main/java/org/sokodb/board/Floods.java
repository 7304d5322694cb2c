package org.sokodb.board;

/** 4-connected flood fills over a board. */
public final class Floods {
    private Floods() {
    }

    /**
     * The squares reachable from {@code start} in 4-connected steps.
     *
     * @param boxesBlock when true, boxes stop the fill (where the man can walk without
     *     pushing); when false only walls do (the playable area)
     */
    public static boolean[] reachable(Board board, int start, boolean boxesBlock) {
        boolean[] seen = new boolean[board.size()];
        fill(board, start, boxesBlock, seen, false);
        return seen;
    }

    /** True when a fill from {@code start} through every non-wall square reaches the edge of the grid. */
    static boolean reachesEdge(Board board, int start) {
        return fill(board, start, false, new boolean[board.size()], true);
    }

    /**
     * The fill itself. Columns ride along on a second stack so that no square index is ever
     * divided by the width (a division per square was the hottest spot of a whole import).
     *
     * @return true when the fill touched the edge of the grid (and stopped there if asked)
     */
    private static boolean fill(Board board, int start, boolean boxesBlock, boolean[] seen, boolean stopAtEdge) {
        int w = board.width();
        int size = board.size();
        int[] squares = new int[size];
        int[] columns = new int[size];
        int top = 0;
        seen[start] = true;
        squares[top] = start;
        columns[top++] = start % w;
        boolean edge = false;
        while (top > 0) {
            int s = squares[--top];
            int x = columns[top];
            if (x == 0 || x == w - 1 || s < w || s >= size - w) {
                edge = true;
                if (stopAtEdge) {
                    return true;
                }
            }
            if (x > 0 && open(board, s - 1, boxesBlock, seen)) {
                squares[top] = s - 1;
                columns[top++] = x - 1;
            }
            if (x < w - 1 && open(board, s + 1, boxesBlock, seen)) {
                squares[top] = s + 1;
                columns[top++] = x + 1;
            }
            if (s >= w && open(board, s - w, boxesBlock, seen)) {
                squares[top] = s - w;
                columns[top++] = x;
            }
            if (s < size - w && open(board, s + w, boxesBlock, seen)) {
                squares[top] = s + w;
                columns[top++] = x;
            }
        }
        return edge;
    }

    /** Marks and admits a square the fill may enter. */
    private static boolean open(Board board, int s, boolean boxesBlock, boolean[] seen) {
        if (seen[s] || board.isWall(s) || (boxesBlock && board.hasBox(s))) {
            return false;
        }
        seen[s] = true;
        return true;
    }
}
