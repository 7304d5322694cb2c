package org.sokodb.solver.bounds;



/**
 * What the matching sees of a box: its square, with the distances to the targets to match.
 * (The square and the side of the box the man can get to was tried here and lost positions
 * on Microban 153 and XSokoban 9; docs/solver-log.md.)
 */
public final class BoxStates {
    /** {@code dist[target][state]}. */
    public final int[][] dist;
    private final int[] states;

    public BoxStates(int[][] plain, int boxes) {
        this.dist = plain;
        this.states = new int[boxes];
    }

    /** The state of the box on {@code box} with the man on {@code man}. */
    public int state(int box, int man) {
        return box;
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
