package org.sokodb.solver.deadlock.freeze;

import org.sokodb.solver.maze.Maze;

/**
 * Freeze deadlocks of the backward search: boxes that can never be pulled again. A pull
 * towards {@code d} needs the man on {@code s + d} and room for him to step back to
 * {@code s + 2d}, so a box is stuck in direction d when either square is a wall or a box
 * that is itself stuck, or when {@code s + d} is a square from which no start square can
 * be reached (the search never pulls a box there). A box stuck in all four directions
 * never moves again; off a start square, the position can never become the start.
 * Checked for the box just pulled, the only one that can have become stuck: a box stuck
 * because of it is stuck only if it is.
 */
public final class PullFreezeCheck {
    private final Maze maze;
    private final boolean[] dead;
    private final boolean[] start;
    private final boolean[] asWall;
    private final FrozenBoxes frozenBoxes;
    /**
     * Boxes looked at in one check, at most {@link #BUDGET}: in a packed goal room the
     * recursion could otherwise try many orders. Giving up answers "not frozen", which
     * only costs a cut.
     */
    private int visits;
    private static final int BUDGET = 64;

    /** {@code dead}: squares from which no start square can be reached by pulls. */
    public PullFreezeCheck(Maze maze, boolean[] dead) {
        this.maze = maze;
        this.dead = dead;
        this.start = new boolean[maze.size];
        for (int s : maze.startBoxes) {
            start[s] = true;
        }
        this.asWall = new boolean[maze.size];
        // one entry per box found frozen, at most one per visit
        this.frozenBoxes = new FrozenBoxes(BUDGET + 1);
    }

    /** True when the box on {@code square} can never be pulled again together with some box off a start square. */
    public boolean isDeadlock(int square, boolean[] box) {
        frozenBoxes.clear();
        visits = 0;
        return frozen(square, box) && frozenBoxes.anyOff(start);
    }

    private boolean frozen(int s, boolean[] box) {
        if (++visits > BUDGET) {
            return false;
        }
        int mark = frozenBoxes.mark();
        asWall[s] = true;
        boolean result = stuck(s, 0, box) && stuck(s, 2, box) && stuck(s, 1, box) && stuck(s, 3, box);
        asWall[s] = false;
        return frozenBoxes.settle(s, result, mark);
    }

    /** Whether the box on s can never be pulled in direction d. */
    private boolean stuck(int s, int d, boolean[] box) {
        int man = maze.step(s, d);
        if (man == Maze.NONE || asWall[man] || dead[man]) {
            return true;
        }
        int back = maze.step(man, d);
        if (back == Maze.NONE || asWall[back]) {
            return true;
        }
        return (box[man] && frozen(man, box)) || (box[back] && frozen(back, box));
    }
}
