package org.sokodb.solver.bounds;

import java.util.Arrays;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The man's way back to his start square, for the pull search: the fewest boxes on a way
 * from his area to it. The pull search ends only with every box home <em>and</em> the man in
 * the area of his start square; the matching of boxes to start squares does not see the
 * second half, so a position with the boxes nearly home and the man shut off from his start
 * looked as good as one he can walk home from. Every box on each of his ways home must be
 * pulled at least once more before he gets there (he cannot pass a box, and a pull moves
 * only the box beside him), so the count is what the search adds to a child's priority.
 * A 0-1 breadth-first walk: stepping onto a box's square costs 1, onto a free one 0.
 */
public final class WayHome {
    private final Maze maze;
    /** The fewest boxes from each square to his start square, valid where {@link #stamp} holds this walk's generation. */
    private final int[] cost;
    private final int[] stamp;
    private int generation;
    /** A double-ended queue: free squares go in at the front, box squares at the back. */
    private final int[] deque;

    public WayHome(Maze maze) {
        this.maze = maze;
        this.cost = new int[maze.size];
        this.stamp = new int[maze.size];
        // each square enters at most twice (at its first cost and once lowered by one), in either half
        this.deque = new int[4 * maze.size + 4];
    }

    /**
     * The fewest boxes on a way from the man's area (the last fill of {@code reach}) to his
     * start square, {@code box} showing the boxes: 0 when he can walk there. Walked from his
     * start square outwards, so it stops at the first square of his area it meets: the walk
     * costs the squares nearer home than his area, not the area (most of the maze, often).
     */
    public int boxesOnTheWay(ManReach reach, boolean[] box) {
        int home = maze.startMan;
        if (reach.reached(home)) {
            return 0;
        }
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
        int g = generation;
        int middle = 2 * maze.size + 2;
        int head = middle;
        int tail = middle;
        stamp[home] = g;
        cost[home] = box[home] ? 1 : 0;
        deque[tail++] = home;
        while (head < tail) {
            int s = deque[head++];
            int c = cost[s];
            if (reach.reached(s)) {
                return c; // popped in order of cost: no way into his area has fewer boxes
            }
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t < 0) {
                    continue;
                }
                int through = box[t] ? c + 1 : c;
                if (stamp[t] != g || through < cost[t]) {
                    stamp[t] = g;
                    cost[t] = through;
                    if (box[t]) {
                        deque[tail++] = t;
                    } else {
                        deque[--head] = t;
                    }
                }
            }
        }
        return 0; // walls alone keep him from it: no area the pull search makes is so
    }
}
