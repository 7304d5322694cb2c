package org.sokodb.solver.maze;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * Box distances that ignore every other box: how many pushes (or pulls) bring a box
 * from a square to a target square when it is alone on the board. A box can be pushed
 * from s in direction d when the square behind it (s - d) and the square ahead (s + d)
 * are floor; whether the man can walk there is ignored, so the distances are lower
 * bounds. The table is {@code dist[target][square]}; {@link #UNREACHABLE} when no push
 * sequence exists.
 */
public final class Distances {
    public static final int UNREACHABLE = 1_000_000;

    private Distances() {
    }

    /** Push distances from every square to each target (targets are goals for a forward search). */
    public static int[][] pushesTo(Maze maze, int[] targets) {
        int[][] dist = new int[targets.length][];
        for (int t = 0; t < targets.length; t++) {
            dist[t] = fill(maze, targets[t], true, Maze.NONE);
        }
        return dist;
    }

    /** Pull distances from every square to each target (targets are start squares for a backward search). */
    public static int[][] pullsTo(Maze maze, int[] targets) {
        int[][] dist = new int[targets.length][];
        for (int t = 0; t < targets.length; t++) {
            dist[t] = fill(maze, targets[t], false, Maze.NONE);
        }
        return dist;
    }

    /**
     * Breadth first from the target backwards. For pushes: the box reached {@code to}
     * from {@code from = to - d} with the man on {@code from - d}. For pulls: the box
     * reached {@code to} from {@code from = to - d} with the man moving from {@code to}
     * to {@code to + d}. The square {@code wall} (or {@link Maze#NONE}) counts as a wall.
     */
    public static int[] fill(Maze maze, int target, boolean push, int wall) {
        return fill(maze, target, push, square -> square == wall);
    }

    /** Push distances to each target with the squares {@code walls} marks counted as walls. */
    public static int[][] pushesTo(Maze maze, int[] targets, boolean[] walls) {
        int[][] dist = new int[targets.length][];
        for (int t = 0; t < targets.length; t++) {
            dist[t] = walls[targets[t]] ? null : fill(maze, targets[t], true, square -> walls[square]);
        }
        return dist;
    }

    /** {@link #fill(Maze, int, boolean, int)} with the squares {@code blocked} accepts counted as walls. */
    private static int[] fill(Maze maze, int target, boolean push, IntPredicate blocked) {
        int[] dist = new int[maze.size];
        Arrays.fill(dist, UNREACHABLE);
        int[] queue = new int[maze.size];
        int head = 0;
        int tail = 0;
        dist[target] = 0;
        queue[tail++] = target;
        while (head < tail) {
            int to = queue[head++];
            for (int d = 0; d < 4; d++) {
                int from = maze.step(to, d ^ 2);
                if (from == Maze.NONE || blocked.test(from) || dist[from] != UNREACHABLE) {
                    continue;
                }
                int man = push ? maze.step(from, d ^ 2) : maze.step(to, d);
                if (man != Maze.NONE && !blocked.test(man)) {
                    dist[from] = dist[to] + 1;
                    queue[tail++] = from;
                }
            }
        }
        return dist;
    }

    /** Squares from which no target can be reached at all: a box there is lost. */
    public static boolean[] dead(Maze maze, int[][] dist) {
        boolean[] dead = new boolean[maze.size];
        for (int s = 0; s < maze.size; s++) {
            boolean reaches = false;
            for (int[] d : dist) {
                if (d[s] < UNREACHABLE) {
                    reaches = true;
                    break;
                }
            }
            dead[s] = !reaches;
        }
        return dead;
    }

    /**
     * Push distances to every goal with {@code walls} standing: a wall goal takes only the box
     * on it (0 from its own square, unreachable from every other), the others go round.
     */
    public static int[][] pushesRound(Maze maze, boolean[] walls) {
        int[][] dist = pushesTo(maze, maze.goals, walls);
        for (int g = 0; g < dist.length; g++) {
            if (dist[g] == null) {
                dist[g] = new int[maze.size];
                Arrays.fill(dist[g], UNREACHABLE);
                dist[g][maze.goals[g]] = 0;
            }
        }
        return dist;
    }
}
