package org.sokodb.solver;

/**
 * A macro pull for the backward search: one box pulled all the way to a start square,
 * along squares whose pull distance to it goes down by one each pull, the man walking
 * ahead of it around the other boxes. The backward search's counterpart of
 * {@link GoalMacro}: it takes a box out of the goal room in one step. An extra child
 * besides the single pulls, never instead of them, so nothing is lost by it;
 * deterministic, so the pulls can be found again when the solution is written out.
 */
final class PullMacro {
    private final Maze maze;
    private final int[][] dist;
    private final int[] startIndex;
    private final ManReach reach;

    /** {@code dist}: pull distances to the start squares, {@code dist[start][square]}, as {@link Distances#pullsTo}. */
    PullMacro(Maze maze, int[][] dist) {
        this.maze = maze;
        this.dist = dist;
        this.startIndex = new int[maze.size];
        java.util.Arrays.fill(startIndex, -1);
        for (int k = 0; k < maze.startBoxes.length; k++) {
            startIndex[maze.startBoxes[k]] = k;
        }
        this.reach = new ManReach(maze);
    }

    /**
     * Pulls the box on {@code from} towards the start square {@code target}, the man
     * starting on {@code man}; writes the pulls ({@code square * 4 + direction}: the box
     * on square goes one step in direction, the man two) to {@code path}. Returns their
     * number, or -1 when the box gets stuck. {@code box} is left as it was.
     */
    int follow(boolean[] box, int man, int from, int target, int[] path) {
        int[] toStart = dist[startIndex[target]];
        if (toStart[from] >= Distances.UNREACHABLE || toStart[from] > path.length) {
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
                    int d = k < 0 ? last : k; // straight on first: fewer turns
                    if (d < 0 || (k >= 0 && d == last)) {
                        continue;
                    }
                    int to = maze.step(s, d);
                    int away = to < 0 ? Maze.NONE : maze.step(to, d);
                    if (away >= 0 && !box[to] && !box[away] && toStart[to] == toStart[s] - 1 && reach.reached(to)) {
                        chosen = d;
                        break;
                    }
                }
                if (chosen < 0) {
                    return -1;
                }
                path[count++] = s * 4 + chosen;
                s = maze.step(s, chosen);
                man = maze.step(s, chosen);
                last = chosen;
            }
            return count;
        } finally {
            box[from] = true;
        }
    }
}
