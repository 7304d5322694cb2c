package org.sokodb.solver.fess;

import java.util.Arrays;

import org.sokodb.solver.maze.Maze;

/**
 * How the man gets round a box to push it another way, for {@link Groundwork}: after a push
 * he stands on the square the box left; to push it on in another direction he must walk to
 * the square behind it on that side, with the box a wall. Three answers:
 * <ul>
 * <li>{@link #NEVER}: not even with every box moved away but the ones the plan keeps in place
 *     (the box turns a corner of a one-wide way, or stands in a door he cannot get round);
 * <li>0: he walks there between the boxes as they stand (as {@link MacroPushes} walks him);
 * <li>1: only past other boxes, which are counted as one box in the way (at least one must
 *     move), the same as a box on the square he pushes from.
 * </ul>
 * The first from a table per number of steps done, made from a {@link BoxGraph} (the floor
 * with one square blocked, in constant time) with the plan's boxes as walls. The others from
 * the square diagonal to the box between the two sides (most turns), else a search of the
 * squares near the box, else a {@link BoxGraph} with every box as a wall, made once per
 * layout when first needed. (Technique {@code goinground}, off in the plain solve: it gains
 * levels at 1M positions and more but loses some at 150k, and costs about 1.5 times FESS's CPU
 * per position; measured: journal/solver.md entry 50.)
 */
final class GoingRound {
    /** The man cannot get round, whatever the other boxes do. */
    static final int NEVER = Integer.MAX_VALUE;

    private final Maze maze;
    /**
     * Per number of steps done (made when first asked), per square, bit {@code a * 4 + b}:
     * whether the man gets from the square on side {@code a} of a box there to side {@code b}
     * on the floor with the plan's boxes as walls.
     */
    private final short[][] fixed;
    /** The floor with every box of the layout being counted as a wall. */
    private final BoxGraph around;
    private boolean[] box;
    private short[] sides;
    private boolean lifted;
    /** How many squares {@link #nearWalk} searches before it gives up for the whole graph. */
    private static final int NEAR = 24;
    private final int[] seen;
    private final int[] goal;
    private final int[] queue;
    private final int[] starts = new int[4];
    private final int[] ends = new int[4];
    private int generation;

    GoingRound(Maze maze, int steps) {
        this.maze = maze;
        this.fixed = new short[steps][];
        this.around = new BoxGraph(maze);
        this.seen = new int[maze.size];
        this.goal = new int[maze.size];
        this.queue = new int[maze.size];
    }

    /**
     * Starts a count on layout {@code box} with {@code packed} steps done, whose kept boxes
     * stand on {@code settled}.
     */
    void layout(boolean[] box, int packed, boolean[] settled) {
        this.box = box;
        short[] table = fixed[packed];
        if (table == null) {
            table = sidesJoined(settled);
            fixed[packed] = table;
        }
        this.sides = table;
        this.lifted = false;
    }

    /** Per square, which of its sides the man joins round a box there, the boxes on {@code walls} kept. */
    private short[] sidesJoined(boolean[] walls) {
        BoxGraph graph = new BoxGraph(maze);
        graph.lift(walls, -1);
        short[] table = new short[maze.size];
        for (int s = 0; s < maze.size; s++) {
            if (walls[s]) {
                continue;
            }
            for (int a = 0; a < 4; a++) {
                int u = maze.step(s, a);
                for (int b = 0; b < 4; b++) {
                    int v = maze.step(s, b);
                    if (u >= 0 && v >= 0 && !walls[u] && !walls[v] && (a == b || graph.connected(s, u, v))) {
                        table[s] |= (short) (1 << (a * 4 + b));
                    }
                }
            }
        }
        return table;
    }

    /**
     * The boxes the man passes, with a box on {@code s}, from the square on its side
     * {@code a} (where the last push left him; free then, whatever the layout holds) to the
     * square on its side {@code b}, counting a box on that one; {@link #NEVER} when he cannot.
     * Neither square nor {@code s} holds a kept box.
     */
    int boxesPassed(int s, int a, int b) {
        if ((sides[s] & 1 << (a * 4 + b)) == 0) {
            return NEVER;
        }
        int from = maze.step(s, a);
        int to = maze.step(s, b);
        int onTo = box[to] ? 1 : 0;
        if ((a ^ b) != 2) {
            // a turn: the square beside both, diagonal to s, is the short way round
            int corner = maze.step(from, b);
            if (corner >= 0 && !box[corner]) {
                return onTo;
            }
        }
        if (!lifted) {
            int near = nearWalk(s, from, to);
            if (near != UNKNOWN) {
                return onTo + near;
            }
            around.lift(box, -1);
            lifted = true;
        }
        return onTo + (walksFree(s, from, to) ? 0 : 1);
    }

    /** {@link #nearWalk}'s answer when it gave up. */
    private static final int UNKNOWN = -1;

    /**
     * The man's walk round the box on {@code s} by a search of the squares near it (most turns
     * are a few squares round): 0 when he gets from {@code from} to {@code to} between the boxes
     * (from beside each where a box stands on it), 1 when he cannot (the piece of floor he is in
     * searched through), {@link #UNKNOWN} when {@link #NEAR} squares were searched first; then the
     * whole floor's graph is made, once for the layout.
     */
    private int nearWalk(int s, int from, int to) {
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(seen, 0);
            Arrays.fill(goal, 0);
            generation = 1;
        }
        int g = generation;
        int targets = 0;
        for (int v : beside(s, to, ends)) {
            if (v >= 0) {
                goal[v] = g;
                targets++;
            }
        }
        if (targets == 0) {
            return 1;
        }
        seen[s] = g;
        int top = 0;
        for (int u : beside(s, from, starts)) {
            if (u >= 0 && seen[u] != g) {
                if (goal[u] == g) {
                    return 0;
                }
                seen[u] = g;
                queue[top++] = u;
            }
        }
        for (int head = 0; head < top; head++) {
            if (head == NEAR) {
                return UNKNOWN;
            }
            int q = queue[head];
            for (int d = 0; d < 4; d++) {
                int u = maze.step(q, d);
                if (u >= 0 && !box[u] && seen[u] != g) {
                    if (goal[u] == g) {
                        return 0;
                    }
                    seen[u] = g;
                    queue[top++] = u;
                }
            }
        }
        return 1;
    }

    /** {@code q} when free, else its free neighbours but {@code s}, into {@code squares}; -1 for none. */
    private int[] beside(int s, int q, int[] squares) {
        Arrays.fill(squares, -1);
        if (!box[q]) {
            squares[0] = q;
            return squares;
        }
        for (int d = 0; d < 4; d++) {
            int u = maze.step(q, d);
            if (u >= 0 && u != s && !box[u]) {
                squares[d] = u;
            }
        }
        return squares;
    }

    /** Whether the man gets from {@code from} to {@code to} (or beside them, where a box stands) between the boxes. */
    private boolean walksFree(int s, int from, int to) {
        beside(s, to, ends);
        for (int u : beside(s, from, starts)) {
            if (u < 0) {
                continue;
            }
            for (int v : ends) {
                if (v >= 0 && joined(s, u, v)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether free squares {@code u} and {@code v} are joined between the boxes with a box on {@code s} too. */
    private boolean joined(int s, int u, int v) {
        if (u == v) {
            return true;
        }
        return box[s] ? around.sameRegion(u, v) : around.connected(s, u, v);
    }
}
