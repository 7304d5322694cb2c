package org.sokodb.solver.fess;

import org.sokodb.solver.bounds.PackingPlan;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The square the packing plan fills next, and how far each box is from it: FESS's approach
 * advisor proposes, when no move fills that square, the move that brings a box nearest to it
 * (closer than any box is now, counted in pushes with the other boxes gone). The square is a
 * goal, or a parking square of a plan that parks ({@link org.sokodb.solver.bounds.ParkingPlan}).
 */
final class NextGoal {
    private final PackingPlan plan;
    /** Per step of the plan, push distances from every square to the square it fills. */
    private final int[][] toGoal;

    /** {@code distances}: push distances to each of {@code maze.goals}, in their order. */
    NextGoal(Maze maze, PackingPlan plan, int[][] distances) {
        this.plan = plan;
        int[][] bySquare = new int[maze.size][];
        for (int k = 0; k < maze.goals.length; k++) {
            bySquare[maze.goals[k]] = distances[k];
        }
        this.toGoal = new int[plan.length()][];
        for (int k = 0; k < plan.length(); k++) {
            int t = plan.target(k);
            if (bySquare[t] == null) {
                bySquare[t] = Distances.fill(maze, t, true, Maze.NONE); // a parking square
            }
            toGoal[k] = bySquare[t];
        }
    }

    /**
     * Push distances to the square filled after the first {@code packed} steps of the plan,
     * or null when every step is done (or the count was capped).
     */
    int[] distancesAfter(int packed) {
        return packed < toGoal.length && packed < 255 ? toGoal[packed] : null;
    }

    /**
     * The least distance to that square from a box the plan does not keep where it is after
     * {@code packed} steps; {@link Distances#UNREACHABLE} when none can get there.
     */
    int nearest(int[] distances, int[] boxes, int n, int packed) {
        int best = Distances.UNREACHABLE;
        for (int i = 0; i < n; i++) {
            if (!plan.settled(boxes[i], packed)) {
                best = Math.min(best, distances[boxes[i]]);
            }
        }
        return best;
    }
}
