package org.sokodb.solver.deadlock;

import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * Pairs of boxes that can never both be brought home, with the man where he stands: the
 * deadlock table of two boxes, worked out once per level. For every pair of squares and
 * every square of the man, whether the two boxes alone on the board (every other box taken
 * away) can still be moved onto two of the targets — goals for the push search, start
 * squares for the pull search — the man walking round them between moves.
 *
 * <p>Sound for any number of boxes: a solution of the whole position, its moves of the two
 * boxes kept and the others' left out, is a solution of the pair (taking boxes away only
 * frees squares, and the man's walk between two moves of the pair avoids them as before).
 * So a pair that cannot be solved dooms every position holding it with the man there.
 *
 * <p>Worked out backwards: the pairs that can be solved are those reached from two boxes on
 * two targets (the man anywhere) by the opposite moves — pulls for the push search, pushes
 * for the pull search — a breadth-first walk over (pair, man's area), every square of an
 * area marked, first in a triangular table (a pair's man squares in one run of bits). Kept
 * as one row of bits per (box square, man square) over the other box's square, so that a
 * move is checked against all the other boxes at once, a word of the search's box bitset at
 * a time (a lookup per box cost more time per position; measured: journal/solver.md entry 27).
 * Also finds the single boxes that are lost with the man on one side of them (a box in a
 * one-wide dead end with the man behind it, for pulls), which dead squares miss. Levels with more than {@link #MAX_SQUARES} floor squares get no table.
 */
public final class PairDeadlocks {
    /**
     * Above this many floor squares the table (about size³ bits: 3.6 MB at 300) is not built;
     * its cost grows as the cube of the floor (0.3–0.6 s per table on the largest levels of
     * Sasquatch, Holland and XSokoban, 210–240 squares, with other work running).
     */
    public static final int MAX_SQUARES = 300;
    /**
     * The walk gives up (no table) after this many squares of the man's fills: a bound that
     * does not depend on the machine, so node budgets stay exact.
     */
    public static final long MAX_WORK = 200_000_000L;

    private static final PairDeadlocks NONE = new PairDeadlocks(0, false);

    /**
     * Row {@code (a * size + man) * words}: bit b set when boxes on a and b cannot both get
     * home with the man on {@code man}.
     */
    private final long[] rows;
    private final int size;
    private final int words;

    private PairDeadlocks(int size, boolean built) {
        this.size = size;
        this.words = (size + 63) >>> 6;
        this.rows = built ? new long[size * size * words] : null;
    }

    /** No table: nothing is ever a pair deadlock. */
    public static PairDeadlocks none() {
        return NONE;
    }

    /**
     * The push tables of the mazes still in use, by identity: the forward turn's push search
     * and FESS, one after the other on one level, build it once.
     */
    private static final Map<Maze, PairDeadlocks> PUSH_TABLES = Collections.synchronizedMap(new WeakHashMap<>());

    /** The table of the push search: pairs that can no longer both be pushed onto goals. */
    public static PairDeadlocks forPushes(Maze maze) {
        return PUSH_TABLES.computeIfAbsent(maze, m -> build(m, m.goals, false));
    }

    /** The table of the pull search: pairs that can no longer both be pulled onto start squares. */
    public static PairDeadlocks forPulls(Maze maze) {
        return build(maze, maze.startBoxes, true);
    }

    /** Whether a table was built (the level has two boxes or more and is small enough). */
    public boolean built() {
        return rows != null;
    }

    /**
     * True when boxes on {@code a} and {@code b} (two different squares) can never both
     * reach targets with the man on {@code man} (a square that is neither).
     */
    public boolean isDeadlock(int a, int b, int man) {
        return rows != null && (rows[(a * size + man) * words + (b >>> 6)] & (1L << b)) != 0;
    }

    /**
     * True when the box just moved to {@code moved}, the man on {@code man}, makes a pair
     * deadlock with one of the boxes of {@code boxes} (a bitset over the floor squares, one
     * bit per box) other than the one on {@code ignored}: the square it came from.
     */
    public boolean isDeadlock(int moved, int man, long[] boxes, int ignored) {
        if (rows == null) {
            return false;
        }
        int row = (moved * size + man) * words;
        for (int w = 0; w < words; w++) {
            long hit = rows[row + w] & boxes[w];
            if (w == ignored >>> 6) {
                hit &= ~(1L << ignored);
            }
            if (hit != 0) {
                return true;
            }
        }
        return false;
    }

    /** How many (pair, man square) combinations cannot be solved, for the tests and the log. */
    public long deadCount() {
        long dead = 0;
        for (int a = 0; rows != null && a < size; a++) {
            for (int b = a + 1; b < size; b++) {
                for (int m = 0; m < size; m++) {
                    if (m != a && m != b && isDeadlock(a, b, m)) {
                        dead++;
                    }
                }
            }
        }
        return dead;
    }

    /**
     * Breadth first from every pair of targets with the man in each of his areas, by the
     * moves opposite to the search's: {@code pushes} true walks by pushes (the pull
     * search's table), false by pulls (the push search's).
     */
    private static PairDeadlocks build(Maze maze, int[] targets, boolean pushes) {
        if (targets.length < 2 || maze.size > MAX_SQUARES) {
            return NONE;
        }
        PairDeadlocks table = new PairDeadlocks(maze.size, true);
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
