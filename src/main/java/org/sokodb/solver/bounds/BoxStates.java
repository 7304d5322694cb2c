package org.sokodb.solver.bounds;

import org.sokodb.solver.maze.Maze;

/**
 * What the matching sees of a box: its square, or its square and the side of it the man
 * can get to ({@link SideDistances}), with the distances to the targets to match. The
 * plain squares stay for levels too big for the side table, and when the technique is
 * switched off ({@code -Dsokodb.solver.off=sides}).
 */
public final class BoxStates {
    private final SideDistances sides;
    /** {@code dist[target][state]}. */
    public final int[][] dist;
    private final int[] states;

    public BoxStates(Maze maze, int[][] plain, int[] targets, boolean push, boolean useSides) {
        this.sides = useSides && SideDistances.fits(maze) ? new SideDistances(maze, targets, push) : null;
        this.dist = sides == null ? plain : sides.dist;
        this.states = new int[maze.boxCount()];
    }

    /** Whether states are squares and sides (else plain squares). */
    public boolean bySides() {
        return sides != null;
    }

    /** The state of the box on {@code box} with the man on {@code man}. */
    public int state(int box, int man) {
        return sides == null ? box : sides.state(box, man);
    }

    /**
     * Every box's state with the man on {@code man} (anywhere in his area: the state is the
     * same), in an array reused by the next call.
     */
    public int[] of(int[] boxes, int n, int man) {
        for (int i = 0; i < n; i++) {
            states[i] = state(boxes[i], man);
        }
        return states;
    }

    /** The state of box {@code i} in the last {@link #of} call. */
    public int last(int i) {
        return states[i];
    }
}
