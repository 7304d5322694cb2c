package org.sokodb.board;

/**
 * 4-connected flood fills over a board. Their two work stacks (a square index and its column
 * each) are kept per thread and grown as boards need: a fill runs for every board an import
 * reads, several times, and each square enters a stack at most once.
 */
public final class Floods {
    private static final ThreadLocal<Stacks> STACKS = ThreadLocal.withInitial(Stacks::new);

    private Floods() {
    }

    /** The work stacks of one thread: space for {@code size} squares each. */
    private static final class Stacks {
        int[] squares = new int[256];
        int[] columns = new int[256];

        Stacks atLeast(int size) {
            if (squares.length < size) {
                squares = new int[Math.max(size, squares.length * 2)];
                columns = new int[squares.length];
            }
            return this;
        }
    }

    /**
     * The squares reachable from {@code start} in 4-connected steps.
     *
     * @param boxesBlock when true, boxes stop the fill (where the man can walk without
     *     pushing); when false only walls do (the playable area)
     */
    public static boolean[] reachable(Board board, int start, boolean boxesBlock) {
        boolean[] seen = new boolean[board.size()];
        fill(board, start, boxesBlock, seen);
        return seen;
    }

    /**
     * Marks the man's area of a board being built: sets {@link Board#AREA} on every square a
     * fill from {@code start} reaches through squares without {@link Board#WALL}.
     *
     * @return false when the fill touches the edge of the grid (the board is open); the
     *     marks are then incomplete
     */
    static boolean markArea(int width, byte[] squares, int start) {
        final byte wall = Board.WALL;
        final byte mark = Board.AREA;
        int size = squares.length;
        Stacks stacks = STACKS.get().atLeast(size);
        int[] stack = stacks.squares;
        int[] columns = stacks.columns;
        int top = 0;
        squares[start] |= mark;
        stack[top] = start;
        columns[top++] = start % width;
        while (top > 0) {
            int s = stack[--top];
            int x = columns[top];
            if (x == 0 || x == width - 1 || s < width || s >= size - width) {
                return false;
            }
            // inside the edge, so all four neighbours exist
            if ((squares[s - 1] & (wall | mark)) == 0) {
                squares[s - 1] |= mark;
                stack[top] = s - 1;
                columns[top++] = x - 1;
            }
            if ((squares[s + 1] & (wall | mark)) == 0) {
                squares[s + 1] |= mark;
                stack[top] = s + 1;
                columns[top++] = x + 1;
            }
            if ((squares[s - width] & (wall | mark)) == 0) {
                squares[s - width] |= mark;
                stack[top] = s - width;
                columns[top++] = x;
            }
            if ((squares[s + width] & (wall | mark)) == 0) {
                squares[s + width] |= mark;
                stack[top] = s + width;
                columns[top++] = x;
            }
        }
        return true;
    }

    /**
     * The fill itself. Columns ride along on a second stack so that no square index is ever
     * divided by the width (a division per square was the hottest spot of a whole import).
     */
    private static void fill(Board board, int start, boolean boxesBlock, boolean[] seen) {
        int w = board.width();
        int size = board.size();
        Stacks stacks = STACKS.get().atLeast(size);
        int[] squares = stacks.squares;
        int[] columns = stacks.columns;
        int top = 0;
        seen[start] = true;
        squares[top] = start;
        columns[top++] = start % w;
        while (top > 0) {
            int s = squares[--top];
            int x = columns[top];
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
