package org.sokodb.difficulty;

import java.util.ArrayList;
import java.util.List;

import org.sokodb.board.Board;

/**
 * The board-only value of a level with no solution, after the congestion of Kartal, Sohre and
 * Guy (AIIDE 2016) as {@code docs/difficulty.md} describes it: each box is paired with a goal
 * (closest pairs first, by the distance along rows and columns), and for the rectangle between
 * them, {@code (4·boxes + 4·goals) / (its free squares)}, the box and goal of the pair not
 * counted; summed over the boxes. A free square is one of the man's area: the squares beyond the
 * walls, spaces in a file and walls in the catalog's stored board, are not counted, so the value
 * is the same either way. Approximate by nature: it knows nothing of a solution.
 */
final class Congestion {
    private Congestion() {
    }

    static double of(Board board) {
        List<Integer> boxes = new ArrayList<>();
        List<Integer> goals = new ArrayList<>();
        for (int s = 0; s < board.size(); s++) {
            if (board.isInArea(s) && board.hasBox(s)) {
                boxes.add(s);
            }
            if (board.isInArea(s) && board.isGoal(s)) {
                goals.add(s);
            }
        }
        int w = board.width();
        List<long[]> pairs = new ArrayList<>();
        for (int b = 0; b < boxes.size(); b++) {
            for (int g = 0; g < goals.size(); g++) {
                int bs = boxes.get(b);
                int gs = goals.get(g);
                long d = Math.abs(bs % w - gs % w) + Math.abs(bs / w - gs / w);
                pairs.add(new long[] {d, b, g});
            }
        }
        pairs.sort((x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0])
                : x[1] != y[1] ? Long.compare(x[1], y[1]) : Long.compare(x[2], y[2]));
        boolean[] boxPaired = new boolean[boxes.size()];
        boolean[] goalPaired = new boolean[goals.size()];
        double sum = 0;
        for (long[] p : pairs) {
            int b = (int) p[1];
            int g = (int) p[2];
            if (boxPaired[b] || goalPaired[g]) {
                continue;
            }
            boxPaired[b] = true;
            goalPaired[g] = true;
            sum += rectangle(board, boxes.get(b), goals.get(g));
        }
        return sum;
    }

    private static double rectangle(Board board, int box, int goal) {
        int w = board.width();
        int x0 = Math.min(box % w, goal % w);
        int x1 = Math.max(box % w, goal % w);
        int y0 = Math.min(box / w, goal / w);
        int y1 = Math.max(box / w, goal / w);
        int boxes = 0;
        int goals = 0;
        int free = 0;
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                int s = board.index(x, y);
                if (board.isWall(s) || !board.isInArea(s)) {
                    continue;
                }
                free++;
                if (s != box && board.hasBox(s)) {
                    boxes++;
                }
                if (s != goal && board.isGoal(s)) {
                    goals++;
                }
            }
        }
        return free == 0 ? 0 : (4.0 * boxes + 4.0 * goals) / free;
    }
}
