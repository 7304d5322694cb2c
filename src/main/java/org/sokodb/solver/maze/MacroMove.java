package org.sokodb.solver.maze;

import java.util.Arrays;



/**
 * A macro move: one box taken all the way to a target square in one step, along squares
 * whose distance to the target goes down by one each move, the man walking round the other
 * boxes to do it: the forward search's macro push to the next goal of the packing order
 * (the man behind the box). An extra child
 * besides the single moves, never instead of them, so nothing is lost by it. Straight on is
 * tried first (fewer turns, fewer moves), then the directions in order; deterministic, so
 * the moves can be found again when a solution is written out.
 */
public final class MacroMove {
    private final Maze maze;
    private final int[][] dist;
    /** Per square, its index in the targets {@code dist} is given for, else -1. */
    private final int[] targetIndex;
    private final ManReach reach;

    /** Macro pushes to the goals; {@code dist}: push distances, {@code dist[goal][square]}, as {@link Distances#pushesTo}. */
    public static MacroMove pushes(Maze maze, int[][] dist) {
        return new MacroMove(maze, dist, maze.goals);
    }

    private MacroMove(Maze maze, int[][] dist, int[] targets) {
        this.maze = maze;
        this.dist = dist;
        this.targetIndex = new int[maze.size];
        Arrays.fill(targetIndex, -1);
        for (int k = 0; k < targets.length; k++) {
            targetIndex[targets[k]] = k;
        }
        this.reach = new ManReach(maze);
    }

    /** Distance from {@code square} to the target {@code target}. */
    public int distance(int square, int target) {
        return dist[targetIndex[target]][square];
    }

    /**
     * Moves the box on {@code from} towards {@code target}, the man starting on {@code man};
     * writes the moves ({@code square * 4 + direction}: the box on square goes one step in
     * direction) to {@code path}. Returns their number, or -1 when the box gets stuck.
     * {@code box} is left as it was.
     */
    public int follow(boolean[] box, int man, int from, int target, int[] path) {
        int[] toTarget = dist[targetIndex[target]];
        if (toTarget[from] >= Distances.UNREACHABLE || toTarget[from] > path.length) {
            return -1;
        }
        int s = from;
        int count = 0;
        int last = -1;
        box[from] = false;
        try {
            while (s != target) {
                box[s] = true;
                reach.fill(man, box);
                box[s] = false;
                int chosen = -1;
                for (int k = -1; k < 4; k++) {
                    int d = k < 0 ? last : k; // straight on first
                    if (d < 0 || (k >= 0 && d == last)) {
                        continue;
                    }
                    int to = maze.step(s, d);
                    if (free(box, s, to, d) && toTarget[to] == toTarget[s] - 1) {
                        chosen = d;
                        break;
                    }
                }
                if (chosen < 0) {
                    return -1;
                }
                path[count++] = s * 4 + chosen;
                int to = maze.step(s, chosen);
                man = s;
                s = to;
                last = chosen;
            }
            return count;
        } finally {
            box[from] = true;
        }
    }

    /**
     * Whether the box on {@code s} can be pushed to {@code to} in direction {@code d} with the
     * man where {@link #reach} was filled from: {@code to} free and the man behind the box.
     */
    private boolean free(boolean[] box, int s, int to, int d) {
        return to >= 0 && !box[to] && reach.reached(maze.step(s, d ^ 2));
    }
}
