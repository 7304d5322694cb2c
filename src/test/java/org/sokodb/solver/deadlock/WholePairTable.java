package org.sokodb.solver.deadlock;

import java.util.Arrays;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The pair table worked out whole, as {@link PairDeadlocks} did before it answered on demand: a
 * breadth-first walk backwards from every pair of targets with the man in each of his areas, by
 * the moves opposite to the search's, every (pair, man) it reaches solvable. The tests hold the
 * answers on demand to it.
 */
final class WholePairTable {
    /** Above this many floor squares no table is built, as with the table on demand. */
    static final int MAX_SQUARES = PairDeadlocks.MAX_SQUARES;
    /** The walk gave up (no table) after this many squares of the man's fills. */
    static final long MAX_WORK = 200_000_000L;

    private static final WholePairTable NONE = new WholePairTable(0, false);

    /**
     * Row {@code (a * size + man) * words}: bit b set when boxes on a and b cannot both get
     * home with the man on {@code man}.
     */
    private final long[] rows;
    private final int size;
    private final int words;

    private WholePairTable(int size, boolean built) {
        this.size = size;
        this.words = (size + 63) >>> 6;
        this.rows = built ? new long[size * size * words] : null;
    }

    /** The table for pushes onto the goals. */
    static WholePairTable forPushes(Maze maze) {
        return build(maze, maze.goals, false);
    }

    /** The table for pulls onto the start squares. */
    static WholePairTable forPulls(Maze maze) {
        return build(maze, maze.startBoxes, true);
    }

    /** Whether a table was built (the level has two boxes or more and is small enough). */
    boolean built() {
        return rows != null;
    }

    /**
     * True when boxes on {@code a} and {@code b} (two different squares) can never both
     * reach targets with the man on {@code man} (a square that is neither).
     */
    boolean isDeadlock(int a, int b, int man) {
        return rows != null && (rows[(a * size + man) * words + (b >>> 6)] & (1L << b)) != 0;
    }

    /**
     * Breadth first from every pair of targets with the man in each of his areas, by the
     * moves opposite to the search's: {@code pushes} true walks by pushes (the pull
     * search's table), false by pulls (the push search's).
     */
    private static WholePairTable build(Maze maze, int[] targets, boolean pushes) {
        if (targets.length < 2 || maze.size > MAX_SQUARES) {
            return NONE;
        }
        WholePairTable table = new WholePairTable(maze.size, true);
        long[] solvable = new long[(int) (((long) maze.size * (maze.size - 1) / 2 * maze.size + 63) >>> 6)];
        if (!table.walk(maze, solvable, targets, pushes)) {
            return NONE;
        }
        table.fillRows(solvable);
        return table;
    }

    /** Bit {@code pair(a, b) * size + man} of the walk's table: the pair can be solved with the man there. */
    private int pair(int a, int b) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        return lo * size - lo * (lo + 1) / 2 + (hi - lo - 1);
    }

    /** The rows from the walk's table: a bit for every pair and man square it did not reach. */
    private void fillRows(long[] solvable) {
        for (int a = 0; a < size; a++) {
            for (int b = 0; b < size; b++) {
                if (b == a) {
                    continue;
                }
                long base = (long) pair(a, b) * size;
                for (int m = 0; m < size; m++) {
                    long bit = base + m;
                    if (m != a && m != b && (solvable[(int) (bit >>> 6)] & (1L << bit)) == 0) {
                        rows[(a * size + m) * words + (b >>> 6)] |= 1L << b;
                    }
                }
            }
        }
    }

    /**
     * The walk, marking the pairs that can be solved in {@code solvable}; false when it gave
     * up after {@link #MAX_WORK} squares of the man's fills (then no table is used).
     */
    private boolean walk(Maze maze, long[] solvable, int[] targets, boolean pushes) {
        long work = 0;
        ManReach reach = new ManReach(maze);
        ManReach marking = new ManReach(maze);
        boolean[] box = new boolean[size];
        int[] queue = new int[1024];
        int tail = 0;
        for (int i = 0; i < targets.length; i++) {
            for (int j = i + 1; j < targets.length; j++) {
                int a = targets[i];
                int b = targets[j];
                box[a] = true;
                box[b] = true;
                for (int m = 0; m < size; m++) {
                    if (!box[m] && !isSolvable(solvable, a, b, m)) {
                        if (tail + 3 > queue.length) {
                            queue = Arrays.copyOf(queue, queue.length * 2);
                        }
                        mark(solvable, reach, box, a, b, m);
                        queue[tail++] = a;
                        queue[tail++] = b;
                        queue[tail++] = m;
                    }
                }
                box[a] = false;
                box[b] = false;
            }
        }
        for (int head = 0; head < tail; head += 3) {
            work += 2L * size;
            if (work > MAX_WORK) {
                return false;
            }
            int a = queue[head];
            int b = queue[head + 1];
            box[a] = true;
            box[b] = true;
            reach.fill(queue[head + 2], box);
            for (int k = 0; k < 2; k++) {
                int x = k == 0 ? a : b;
                int y = k == 0 ? b : a;
                for (int d = 0; d < 4; d++) {
                    int to = maze.step(x, d);
                    if (to == Maze.NONE || to == y) {
                        continue;
                    }
                    int manAfter;
                    if (pushes) {
                        if (!reach.reached(maze.step(x, d ^ 2))) {
                            continue;
                        }
                        manAfter = x;
                    } else {
                        manAfter = maze.step(to, d);
                        if (!reach.reached(to) || manAfter == Maze.NONE || manAfter == y) {
                            continue;
                        }
                    }
                    if (isSolvable(solvable, to, y, manAfter)) {
                        continue;
                    }
                    box[a] = false;
                    box[b] = false;
                    box[to] = true;
                    box[y] = true;
                    mark(solvable, marking, box, to, y, manAfter);
                    box[to] = false;
                    box[y] = false;
                    box[a] = true;
                    box[b] = true;
                    if (tail + 3 > queue.length) {
                        queue = Arrays.copyOf(queue, queue.length * 2);
                    }
                    queue[tail++] = to;
                    queue[tail++] = y;
                    queue[tail++] = manAfter;
                }
            }
            box[a] = false;
            box[b] = false;
        }
        return true;
    }

    private boolean isSolvable(long[] solvable, int a, int b, int man) {
        long bit = (long) pair(a, b) * size + man;
        return (solvable[(int) (bit >>> 6)] & (1L << bit)) != 0;
    }

    /** Marks every square of the man's area around boxes {@code a} and {@code b} as solvable. */
    private void mark(long[] solvable, ManReach area, boolean[] box, int a, int b, int man) {
        area.fill(man, box);
        long base = (long) pair(a, b) * size;
        for (int s = 0; s < size; s++) {
            if (area.reached(s)) {
                long bit = base + s;
                solvable[(int) (bit >>> 6)] |= 1L << bit;
            }
        }
    }
}
