package org.sokodb.solver.deadlock.freeze;

import org.sokodb.solver.maze.Maze;

/**
 * Freeze deadlocks: a box that can never move again, because on each axis it is held by a
 * wall, by two dead squares, or by a box that is itself frozen. A frozen box off a goal
 * can never reach one, so the position is dead. Checked for the box just pushed, the only
 * one that can have become frozen.
 */
public final class FreezeCheck {
    private final Maze maze;
    private final boolean[] dead;
    private final boolean[] asWall;
    private final FrozenBoxes frozenBoxes;

    public FreezeCheck(Maze maze, boolean[] dead) {
        this.maze = maze;
        this.dead = dead;
        this.asWall = new boolean[maze.size];
        this.frozenBoxes = new FrozenBoxes(maze.size);
    }

    /** True when the box on {@code square} is frozen together with some box that is not on a goal. */
    public boolean isDeadlock(int square, boolean[] box) {
        frozenBoxes.clear();
        return frozen(square, box) && frozenBoxes.anyOff(maze.goal);
    }

    /**
     * True when the box on {@code square} can never move again without a deadlock (held on
     * each axis by walls, dead squares or boxes that are themselves held).
     */
    public boolean isFrozen(int square, boolean[] box) {
        frozenBoxes.clear();
        return frozen(square, box);
    }

    private boolean frozen(int s, boolean[] box) {
        int mark = frozenBoxes.mark();
        asWall[s] = true;
        boolean result = blocked(s, 1, box) && blocked(s, 0, box);
        asWall[s] = false;
        return frozenBoxes.settle(s, result, mark);
    }

    /** Whether the box on s cannot move along the axis of direction {@code d} (0 vertical, 1 horizontal). */
    private boolean blocked(int s, int d, boolean[] box) {
        int a = maze.step(s, d);
        int b = maze.step(s, d ^ 2);
        if (a == Maze.NONE || b == Maze.NONE || asWall[a] || asWall[b]) {
            return true;
        }
        if (dead[a] && dead[b]) {
            return true;
        }
        return (box[a] && frozen(a, box)) || (box[b] && frozen(b, box));
    }
}
