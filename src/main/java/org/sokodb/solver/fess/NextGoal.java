package org.sokodb.solver.fess;

import org.sokodb.solver.bounds.PackingOrder;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The goal the packing plan fills next, and how far each box is from it: FESS's approach
 * advisor proposes, when no move fills that goal, the move that brings a box nearest to it
 * (closer than any box is now, counted in pushes with the other boxes gone).
 */
final class NextGoal {
    private final PackingOrder plan;
    /** Per place in the plan, push distances from every square to that goal. */
    private final int[][] toGoal;

    NextGoal(Maze maze, PackingOrder plan, int[][] distances) {
        this.plan = plan;
        int[] index = new int[maze.size];
        for (int k = 0; k < maze.goals.length; k++) {
            index[maze.goals[k]] = k;
        }
        this.toGoal = new int[plan.goals.length][];
        for (int k = 0; k < plan.goals.length; k++) {
            toGoal[k] = distances[index[plan.goals[k]]];
        }
    }

    /**
     * Push distances to the goal filled after the first {@code packed} of the plan, or null
     * when every goal is filled (or the count was capped).
     */
    int[] distancesAfter(int packed) {
        return packed < toGoal.length && packed < 255 ? toGoal[packed] : null;
    }

    /**
     * The least distance to that goal from a box not on one of the first {@code packed}
     * goals; {@link Distances#UNREACHABLE} when none can get there.
     */
    int nearest(int[] distances, int[] boxes, int n, int packed) {
        int best = Distances.UNREACHABLE;
        for (int i = 0; i < n; i++) {
            if (!plan.inPrefix(boxes[i], packed)) {
                best = Math.min(best, distances[boxes[i]]);
            }
        }
        return best;
    }
}
