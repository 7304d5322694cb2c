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
        int w = board.width();
        int h = board.height();
        boolean[] seen = new boolean[w * h];
        int[] stack = new int[w * h];
        int top = 0;
        seen[start] = true;
        stack[top++] = start;
        while (top > 0) {
            int s = stack[--top];
            int x = s % w;
            int y = s / w;
            if (x > 0) {
                top = visit(board, s - 1, boxesBlock, seen, stack, top);
            }
            if (x < w - 1) {
                top = visit(board, s + 1, boxesBlock, seen, stack, top);
            }
            if (y > 0) {
                top = visit(board, s - w, boxesBlock, seen, stack, top);
            }
            if (y < h - 1) {
                top = visit(board, s + w, boxesBlock, seen, stack, top);
            }
        }
        return seen;
    }

    private static int visit(Board board, int s, boolean boxesBlock, boolean[] seen, int[] stack, int top) {
        if (seen[s] || board.isWall(s) || (boxesBlock && board.hasBox(s))) {
            return top;
        }
        seen[s] = true;
        stack[top] = s;
        return top + 1;
    }
}
