package org.sokodb.solver.deadlock.sets;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The man's area with only a candidate set's boxes on the board ({@link LearnedDeadlocks}): what
 * tells two candidates of the same boxes apart, and the region a {@link LearnedSet} keeps. One
 * labelling at a time: for the store's learning thread.
 */
final class SetArea {
    private final Maze maze;
    private final ManReach reach;

    SetArea(Maze maze) {
        this.maze = maze;
        this.reach = new ManReach(maze);
    }

    /** The man's area with only {@code boxes} on the board, the man on {@code man}: its smallest square. */
    int smallestSquare(int[] boxes, int man) {
        return reach.fillWithOnly(man, boxes, boxes.length);
    }

    /** The man's region with only the set's boxes on the board, as a bitset. */
    long[] region(int[] set, int man) {
        reach.fillWithOnly(man, set, set.length);
        long[] bits = new long[(maze.size + 63) >>> 6];
        for (int s = 0; s < maze.size; s++) {
            if (reach.reached(s)) {
                bits[s >>> 6] |= 1L << s;
            }
        }
        return bits;
    }
}
