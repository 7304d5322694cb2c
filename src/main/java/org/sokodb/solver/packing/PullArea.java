package org.sokodb.solver.packing;

import org.sokodb.solver.bounds.PullOut;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * Where one box can be pulled to with the board as it is: the other boxes stand still, the man
 * starts from his home and walks round the box between pulls. A state is the box's square and
 * the side the man stands on after the pull; breadth first over them ({@link PullOut}, as FESS's
 * plan pulls its boxes out). The first pull is from a
 * side the man reaches from home, and no pull leaves him in a pocket walled on three sides
 * (unless it is his start square: he can only pull the box back out of it).
 */
final class PullArea {
    private final Maze maze;
    private final PullOut out;
    private final ManReach walk;
    private final boolean[] pocket;
    /** Per square, the fewest pulls that bring the box there ({@link #FAR} where none). */
    final int[] pulls;
    /** Per square, the sides (bits by direction) the man stands on after a pull brought the box there. */
    final int[] sides;
    /** How many searches were made (the order's measure of work). */
    long searches;

    static final int FAR = PullOut.FAR;

    PullArea(Maze maze) {
        this.maze = maze;
        this.out = new PullOut(maze);
        this.walk = new ManReach(maze);
        this.pocket = new boolean[maze.size];
        for (int s = 0; s < maze.size; s++) {
            int walls = 0;
            for (int d = 0; d < 4; d++) {
                walls += maze.step(s, d) == Maze.NONE ? 1 : 0;
            }
            pocket[s] = walls >= 3 && s != maze.startMan;
        }
        this.pulls = new int[maze.size];
        this.sides = new int[maze.size];
    }

    /**
     * The squares the box on {@code from} can be pulled to, the other boxes of {@code present}
     * standing still and the man at home on {@code home}: fills {@link #pulls} and
     * {@link #sides}; returns how many squares the box reaches (its own counted).
     */
    int search(int from, boolean[] present, int home) {
        searches++;
        walk.fill(home, present);
        return out.pullsFrom(from, present, walk::reached, pocket, pulls, sides);
    }

    /**
     * Whether, with the box on {@code from} moved to {@code to} and the man beside it on side
     * {@code side}, the man can walk to {@code there}.
     */
    boolean walksTo(int from, int to, int side, boolean[] present, int there) {
        present[from] = false;
        present[to] = true;
        try {
            walk.fill(maze.step(to, side), present);
            return walk.reached(there);
        } finally {
            present[to] = false;
            present[from] = true;
        }
    }

    /** The side of {@code to} (a direction) from which the man, after the box came there, walks to {@code there}; -1 when none. */
    int sideHome(int from, int to, boolean[] present, int there) {
        for (int d = 0; d < 4; d++) {
            if ((sides[to] & 1 << d) != 0 && walksTo(from, to, d, present, there)) {
                return d;
            }
        }
        return -1;
    }
}
