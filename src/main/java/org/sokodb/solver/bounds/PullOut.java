package org.sokodb.solver.bounds;

import java.util.Arrays;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * Whether one box can be pulled from a goal back to a start square, alone: the other
 * boxes stand still in its way, the man walks round it between pulls. A state is the box's
 * square and the side the man stands on; a breadth first search over them, the man's area
 * flooded once per state.
 */
final class PullOut {
    private final Maze maze;
    private final ManReach reach;
    private final boolean[] start;
    private final boolean[] seen;
    private final int[] queue;

    PullOut(Maze maze) {
        this.maze = maze;
        this.reach = new ManReach(maze);
        this.start = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            start[b] = true;
        }
        this.seen = new boolean[4 * maze.size];
        this.queue = new int[4 * maze.size];
    }

    /**
     * Whether the box on goal {@code g} can be pulled to a start square with boxes on the
     * other squares of {@code present}, the man starting on a square {@code reached} marks.
     * {@code present} is left as it was.
     */
    boolean canLeave(int g, boolean[] present, boolean[] reached) {
        return start[g] || search(g, present, reached, null);
    }

    /**
     * The squares the box on {@code g} can be pulled to, alone, as {@link #canLeave}: in
     * {@code pulls}, the fewest pulls that bring it there ({@link Integer#MAX_VALUE} where
     * none does; {@code g} itself 0).
     */
    void destinations(int g, boolean[] present, boolean[] reached, int[] pulls) {
        Arrays.fill(pulls, Integer.MAX_VALUE);
        pulls[g] = 0;
        search(g, present, reached, pulls);
    }

    /** Breadth first over the box's square and the man's side; stops at a start square unless {@code pulls} is given. */
    private boolean search(int g, boolean[] present, boolean[] reached, int[] pulls) {
        Arrays.fill(seen, false);
        int head = 0;
        int tail = 0;
        for (int d = 0; d < 4; d++) {
            int man = maze.step(g, d);
            if (man >= 0 && reached[man] && !present[man]) {
                seen[g * 4 + d] = true;
                queue[tail++] = g * 4 + d;
            }
        }
        present[g] = false;
        try {
            while (head < tail) {
                int state = queue[head++];
                int b = state >>> 2;
                present[b] = true;
                reach.fill(maze.step(b, state & 3), present);
                present[b] = false;
                for (int d = 0; d < 4; d++) {
                    int man = maze.step(b, d);
                    if (man < 0 || !reach.reached(man)) {
                        continue;
                    }
                    seen[b * 4 + d] = true; // the man gets there without pulling
                    int behind = maze.step(man, d);
                    if (behind < 0 || present[behind]) {
                        continue;
                    }
                    if (pulls == null && start[man]) {
                        return true;
                    }
                    if (pulls != null && pulls[man] == Integer.MAX_VALUE) {
                        pulls[man] = pulls[b] + 1;
                    }
                    int next = man * 4 + d;
                    if (!seen[next]) {
                        seen[next] = true;
                        queue[tail++] = next;
                    }
                }
            }
            return false;
        } finally {
            present[g] = true;
        }
    }
}
