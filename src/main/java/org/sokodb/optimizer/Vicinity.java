package org.sokodb.optimizer;

import java.util.Arrays;

import org.sokodb.solver.maze.Maze;

/**
 * The vicinity of a solution (Gouëzel's idea, as YASS and JSoko's optimizer use it): every box
 * layout the solution passes through, and around each every layout in which up to k boxes
 * stand elsewhere, the i-th moved box on one of its {@code squares[i]} nearest squares — those
 * a box alone on the board can be pushed to from where it stands, by push distance. Layouts
 * with a box frozen off a goal are left out. The solution's own layouts go in first and the
 * wider ones last, so a set cut short by its cap still holds the solution and its nearest
 * neighbours.
 */
final class Vicinity {
    private final Tables t;
    /** {@code nearest[s]}: the squares a box on s can be pushed to, nearest first, no dead square. */
    private final int[][] nearest;
    private final boolean[] box;
    private final int[] moved;
    /** The square each moved box came from, by depth. */
    private final int[] origin;
    private Budget budget;
    private long tried;

    /**
     * Layouts tried while filling a vicinity that cost about as much as expanding one position
     * in a search: a try is a few bit flips, a freeze check and a table lookup, an expansion a
     * walk over the man's area and up to four pushes a box; measured on Microban 93 and 105
     * (2.1 million positions expanded, 42 million layouts tried), one try took 1/25 to 1/35 of
     * an expansion's time. Counted so that a node budget also stands for the time a wide
     * vicinity takes to build, which can be most of a level's time.
     */
    static final int TRIED_PER_POSITION = 32;

    Vicinity(Tables t) {
        this.t = t;
        this.nearest = t.nearest();
        this.box = new boolean[t.size];
        this.moved = new int[8];
        this.origin = new int[8];
    }

    /**
     * For each square, the squares a box alone on the board can be pushed to from it, nearest
     * first, no dead square (none from a dead square): a table of up to floor × floor entries,
     * which {@link Tables} works out once a level ({@link Tables#nearest}) and counts in its bytes.
     */
    static int[][] nearest(Tables t) {
        int[][] nearest = new int[t.size][];
        for (int s = 0; s < t.size; s++) {
            nearest[s] = t.dead[s] ? new int[0] : reachableFrom(t, s);
        }
        return nearest;
    }

    /** The squares a box alone on the board can be pushed to from {@code s}, by push distance, then square. */
    private static int[] reachableFrom(Tables t, int s) {
        Maze maze = t.maze;
        int[] order = new int[t.size];
        boolean[] seen = new boolean[t.size];
        int head = 0;
        int tail = 0;
        order[tail++] = s;
        seen[s] = true;
        while (head < tail) {
            int b = order[head++];
            for (int d = 0; d < 4; d++) {
                int to = maze.step(b, d);
                int behind = maze.step(b, d ^ 2);
                if (to != Maze.NONE && behind != Maze.NONE && !seen[to]) {
                    seen[to] = true;
                    order[tail++] = to;
                }
            }
        }
        int[] result = new int[tail - 1];
        int k = 0;
        for (int i = 1; i < tail; i++) {
            if (!t.dead[order[i]]) {
                result[k++] = order[i];
            }
        }
        return Arrays.copyOf(result, k);
    }

    /**
     * Adds the vicinity of {@code path} to {@code set}: the layouts themselves, then those with
     * one box moved, then two… ({@code squares.length} boxes at most). False when the set
     * filled up or the budget ran out first (what was added stays: a smaller vicinity). The
     * work is spent from the budget: one position per {@link #TRIED_PER_POSITION} layouts tried.
     */
    boolean fill(Layouts set, long[][] path, int[] squares, Budget budget) {
        this.budget = budget;
        for (long[] layout : path) {
            if (set.add(layout, t.keyOf(layout)) == Layouts.FULL) {
                return false;
            }
        }
        for (int k = 1; k <= squares.length; k++) {
            for (long[] layout : path) {
                if (budget.spend(0) || !around(set, layout.clone(), squares, k)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The layouts with exactly {@code k} boxes of {@code layout} moved; false when the set is full. */
    private boolean around(Layouts set, long[] layout, int[] squares, int k) {
        Arrays.fill(box, false);
        for (int s = 0; s < t.size; s++) {
            box[s] = Tables.has(layout, s);
        }
        return move(set, layout, t.keyOf(layout), squares, 0, k);
    }

    /**
     * Moves the {@code depth}-th box (any box not moved yet) to each of its nearest squares and
     * goes on to the next, adding the layout once {@code k} boxes are moved. Two depths that
     * allow as many squares take their boxes in square order only: the other order makes the
     * same layouts again (all but those where the box first in square order goes to the
     * square the other one left), and for three boxes on 20, 10, 10 squares it was half the
     * work of building.
     */
    private boolean move(Layouts set, long[] layout, long key, int[] squares, int depth, int k) {
        int first = depth > 0 && squares[depth] == squares[depth - 1] ? origin[depth - 1] + 1 : 0;
        for (int b = first; b < t.size; b++) {
            if (!box[b] || isMoved(b, depth)) {
                continue;
            }
            int[] near = nearest[b];
            int limit = Math.min(near.length, squares[depth]);
            origin[depth] = b;
            box[b] = false;
            Tables.flip(layout, b);
            for (int j = 0; j < limit; j++) {
                int to = near[j];
                if (box[to]) {
                    continue;
                }
                box[to] = true;
                Tables.flip(layout, to);
                moved[depth] = to;
                long childKey = key ^ t.key(b) ^ t.key(to);
                boolean ok = ++tried % TRIED_PER_POSITION != 0 || !budget.spend(1);
                if (ok && !t.freeze.isDeadlock(to, box)) {
                    ok = depth + 1 == k ? set.add(layout, childKey) != Layouts.FULL
                            : move(set, layout, childKey, squares, depth + 1, k);
                }
                Tables.flip(layout, to);
                box[to] = false;
                if (!ok) {
                    Tables.flip(layout, b);
                    box[b] = true;
                    return false;
                }
            }
            Tables.flip(layout, b);
            box[b] = true;
        }
        return true;
    }

    /** Whether {@code square} holds a box moved at a depth below {@code depth} (it stays put now). */
    private boolean isMoved(int square, int depth) {
        for (int i = 0; i < depth; i++) {
            if (moved[i] == square) {
                return true;
            }
        }
        return false;
    }

    /** How many layouts {@link #fill} may add at most (before duplicates are removed). */
    long estimate(int pathLength, int[] squares) {
        long total = pathLength;
        long per = 1;
        for (int i = 0; i < squares.length; i++) {
            per *= (long) (t.boxes - i) * squares[i];
            total += pathLength * per;
        }
        return total;
    }
}
