package org.sokodb.solver.deadlock.sets;

import java.util.Arrays;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The corrals of a position (floor the man cannot reach, each labelled by a flood) and the boxes
 * that fence each one: the candidate sets {@link LearnedDeadlocks} tries to prove dead.
 */
final class CorralFences {
    private final Maze maze;
    private final int[] label;
    private final int[] stack;
    private final boolean[] marked;

    CorralFences(Maze maze, boolean enabled) {
        this.maze = maze;
        this.label = new int[enabled ? maze.size : 0];
        this.stack = new int[enabled ? maze.size : 0];
        this.marked = new boolean[enabled ? maze.size : 0];
    }

    /** Forgets every corral labelled so far. */
    void clear() {
        Arrays.fill(label, 0);
    }

    /** Whether square {@code s} belongs to no corral labelled yet. */
    boolean unlabelled(int s) {
        return label[s] == 0;
    }

    /**
     * The first square from {@code from} on that is neither a box nor reached by the man ({@code reach} filled) nor in a
     * corral labelled yet: where the next corral is flooded from; -1 when there is none.
     */
    int nextCorral(int from, boolean[] box, ManReach reach) {
        for (int s = from; s < maze.size; s++) {
            if (!box[s] && !reach.reached(s) && unlabelled(s)) {
                return s;
            }
        }
        return -1;
    }

    /** Labels {@code corral} the floor connected to {@code from} between the boxes. */
    void flood(int from, boolean[] box, int corral) {
        maze.flood(from, box, label, corral, stack);
    }

    /**
     * The boxes round the squares labelled {@code corral}, diagonals included (a box diagonal to
     * a corral square may be what holds a box beside it), ascending.
     */
    int[] boxesRound(int corral, boolean[] box) {
        for (int s = 0; s < maze.size; s++) {
            if (label[s] != corral) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t < 0) {
                    continue;
                }
                marked[t] |= box[t];
                int diagonal = maze.step(t, (d + 1) & 3);
                if (diagonal >= 0) {
                    marked[diagonal] |= box[diagonal];
                }
            }
        }
        int[] round = squaresOf(marked);
        Arrays.fill(marked, false);
        return round;
    }

    /** The boxes round every square neither a box nor reached by the man ({@code reach} filled): all the corrals as one, labelled 1. */
    int[] boxesRoundAll(boolean[] box, ManReach reach) {
        clear();
        for (int s = 0; s < maze.size; s++) {
            if (!box[s] && !reach.reached(s) && unlabelled(s)) {
                flood(s, box, 1);
            }
        }
        return boxesRound(1, box);
    }

    /** The squares where {@code flags} is set, ascending. */
    static int[] squaresOf(boolean[] flags) {
        int count = 0;
        for (boolean f : flags) {
            count += f ? 1 : 0;
        }
        int[] squares = new int[count];
        int k = 0;
        for (int s = 0; s < flags.length; s++) {
            if (flags[s]) {
                squares[k++] = s;
            }
        }
        return squares;
    }
}
