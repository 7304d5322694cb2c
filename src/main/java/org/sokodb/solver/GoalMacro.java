package org.sokodb.solver;

/**
 * A macro push for the goal room: one box pushed all the way to the next goal of the
 * packing order, along squares whose push distance to that goal goes down by one each
 * push, the man walking behind it around the other boxes. An extra child besides the
 * single pushes, never instead of them, so nothing is lost by it; deterministic, so the
 * pushes can be found again when the solution is written out.
 */
final class GoalMacro {
    private final Maze maze;
    private final int[][] dist;
    private final int[] goalIndex;
    private final ManReach reach;

    GoalMacro(Maze maze, int[][] dist) {
        this.maze = maze;
        this.dist = dist;
        this.goalIndex = new int[maze.size];
        java.util.Arrays.fill(goalIndex, -1);
        for (int g = 0; g < maze.goals.length; g++) {
            goalIndex[maze.goals[g]] = g;
        }
        this.reach = new ManReach(maze);
    }

    /** Push distance from {@code square} to the goal {@code target}. */
    int distance(int square, int target) {
        return dist[goalIndex[target]][square];
    }

    /**
     * Pushes the box on {@code from} towards {@code target}, the man starting on
     * {@code man}; writes the pushes ({@code square * 4 + direction}) to {@code path}.
     * Returns their number, or -1 when the box gets stuck. {@code box} is left as it was.
     */
    int follow(boolean[] box, int man, int from, int target, int[] path) {
        int[] d2t = dist[goalIndex[target]];
        if (d2t[from] >= Distances.UNREACHABLE || d2t[from] > path.length) {
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
                    int d = k < 0 ? last : k; // straight on first: fewer turns, fewer moves
                    if (d < 0 || (k >= 0 && d == last)) {
                        continue;
                    }
                    int to = maze.step(s, d);
                    int behind = maze.step(s, d ^ 2);
                    if (to >= 0 && !box[to] && d2t[to] == d2t[s] - 1 && reach.reached(behind)) {
                        chosen = d;
                        break;
                    }
                }
                if (chosen < 0) {
                    return -1;
                }
                path[count++] = s * 4 + chosen;
                man = s;
                s = maze.step(s, chosen);
                last = chosen;
            }
            return count;
        } finally {
            box[from] = true;
        }
    }
}
