package org.sokodb.solver.bounds;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * Push distances that know where the man is. With one box alone on the board, the free
 * squares around it fall into areas the man cannot walk between without pushing it (a box
 * in a doorway splits the level in two): which of its sides he can get to depends on the
 * area he is in. A box's state is its square and that area, named by the first side of the
 * box inside it ({@link #NO_SIDE}: the man can reach none of its sides); {@link #dist} is
 * the number of pushes from a state to each goal, the man walking freely around that one
 * box between pushes.
 *
 * <p>Still a lower bound with every box on the board: other boxes only take squares away
 * from the man, they never join two of these areas; and the man's area with respect to a
 * box does not change until that box is pushed, so a push changes one box's state only, by
 * one step of this graph (the matching stays consistent). Where the plain distances say "a
 * box at the top of a one-wide column of the left room is two pushes from the goals", these
 * see that the man, having pushed it up from below, can never get to the side that pushes
 * it out.
 */
final class SideDistances {
    static final int NO_SIDE = 4;
    private static final int STATES = 5;
    /** Above this many floor squares the side table (size² bytes) is not built. */
    static final int MAX_SQUARES = 3000;

    private final Maze maze;
    /** The squares walled up (none: all false). */
    private final boolean[] walled;
    /** {@code side[b * size + s]}: the state index of a man on {@code s} for a box on {@code b}. */
    private final byte[] side;
    /** {@code dist[goal][b * 5 + state]}. */
    final int[][] dist;

    SideDistances(Maze maze, int[] goals, boolean push) {
        this(maze, goals, push, Maze.NONE);
    }

    /** The same with the square {@code wall} (or {@link Maze#NONE}) walled up. */
    SideDistances(Maze maze, int[] goals, boolean push, int wall) {
        this(maze, goals, push, walledUp(maze, wall));
    }

    private SideDistances(Maze maze, int[] goals, boolean push, boolean[] walls) {
        this.maze = maze;
        this.walled = walls;
        int size = maze.size;
        this.side = new byte[size * size];
        computeSides();
        this.dist = new int[goals.length][];
        for (int g = 0; g < goals.length; g++) {
            dist[g] = fill(goals[g], push);
        }
    }

    private static boolean[] walledUp(Maze maze, int wall) {
        boolean[] walls = new boolean[maze.size];
        if (wall != Maze.NONE) {
            walls[wall] = true;
        }
        return walls;
    }

    static boolean fits(Maze maze) {
        return maze.size <= MAX_SQUARES;
    }

    /** The pushes from a box on {@code box}, the man on {@code man}, to goal {@code g} (its index in the goals given). */
    public int pushes(int g, int box, int man) {
        return dist[g][state(box, man)];
    }

    /** The state index of a box on {@code box} with the man on {@code man}. */
    int state(int box, int man) {
        return box * STATES + side[box * maze.size + man];
    }

    private void computeSides() {
        int size = maze.size;
        int[] walls = IntStream.range(0, size).filter(q -> walled[q]).toArray();
        int[] stack = new int[size];
        boolean[] seen = new boolean[size];
        for (int b = 0; b < size; b++) {
            int base = b * size;
            Arrays.fill(side, base, base + size, (byte) NO_SIDE);
            Arrays.fill(seen, false);
            seen[b] = true;
            for (int w : walls) {
                seen[w] = true;
            }
            for (int d = 0; d < 4; d++) {
                int start = maze.step(b, d);
                if (start < 0 || seen[start]) {
                    continue;
                }
                int top = 0;
                stack[top++] = start;
                seen[start] = true;
                while (top > 0) {
                    int s = stack[--top];
                    side[base + s] = (byte) d;
                    for (int e = 0; e < 4; e++) {
                        int t = maze.step(s, e);
                        if (t >= 0 && !seen[t]) {
                            seen[t] = true;
                            stack[top++] = t;
                        }
                    }
                }
            }
        }
    }

    /** Breadth first backwards from the goal over (square, state), for pushes or for pulls. */
    private int[] fill(int goal, boolean push) {
        int size = maze.size;
        int[] d = new int[size * STATES];
        Arrays.fill(d, Distances.UNREACHABLE);
        int[] queue = new int[size * STATES];
        int head = 0;
        int tail = 0;
        for (int st = 0; st < STATES && !walled[goal]; st++) {
            d[goal * STATES + st] = 0;
            queue[tail++] = goal * STATES + st;
        }
        while (head < tail) {
            int state = queue[head++];
            int to = state / STATES;
            int st = state % STATES;
            if (st == NO_SIDE) {
                continue;
            }
            // the box came to "to" from "from" by a move in direction e
            for (int e = 0; e < 4; e++) {
                int from = maze.step(to, e ^ 2);
                if (from < 0 || walled[from]) {
                    continue;
                }
                int manAfter = push ? from : maze.step(to, e);
                int man = push ? maze.step(from, e ^ 2) : to;
                if (man < 0 || manAfter < 0 || walled[man] || walled[manAfter] || side[to * size + manAfter] != st) {
                    continue;
                }
                int previous = from * STATES + side[from * size + man];
                if (d[previous] == Distances.UNREACHABLE) {
                    d[previous] = d[state] + 1;
                    queue[tail++] = previous;
                }
            }
        }
        return d;
    }
}
