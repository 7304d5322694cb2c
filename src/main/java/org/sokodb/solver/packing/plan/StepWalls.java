package org.sokodb.solver.packing.plan;


import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.bounds.PackingPlan;
import org.sokodb.solver.bounds.ParkingPlan;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The goals the packing-order search has packed for good, counted as walls. The search never
 * moves a box the plan keeps in place; so after {@code k} steps a goal box the plan keeps in
 * place at every step the search can still come to (its count of steps can fall back only where
 * a parked box is pushed elsewhere than on, to the step that parked it) is a wall for the rest of
 * that line: no box passes it, the man does not stand on it. When the boxes left can then no
 * longer all be matched to the goals left, with pushes that go round those walls, no line of
 * this search's moves solves the position (a packing step taken too soon, which shuts the goal
 * area's door on the boxes still outside it). It proves nothing of the position in itself: the
 * other searches could move those boxes again. One matching per count of steps, made when first
 * asked for.
 */
public final class StepWalls {
    private final Maze maze;
    private final PackingPlan plan;
    private final int n;
    /** Per count of steps: its matching, or null when not made yet; {@link #NONE} when it has no walls. */
    private final Matching[] byStep;
    private static final Matching NONE = new Matching(new int[0][0], 0);

    public StepWalls(Maze maze, PackingPlan plan) {
        this.maze = maze;
        this.plan = plan;
        this.n = maze.boxCount();
        this.byStep = new Matching[plan.length() + 1];
    }

    /**
     * Whether the boxes on {@code boxes}, but box {@code i} on {@code to} instead, {@code packed}
     * steps done, can still all reach goals going round the goal boxes packed for good.
     */
    public boolean matchable(int[] boxes, int i, int to, int packed) {
        Matching m = matchingFor(packed);
        if (m == NONE) {
            return true;
        }
        int from = boxes[i];
        boxes[i] = to;
        boolean open = m.solve(boxes, n) < Distances.UNREACHABLE;
        boxes[i] = from;
        return open;
    }

    private Matching matchingFor(int packed) {
        Matching m = byStep[packed];
        if (m == null) {
            boolean[] walls = walls(packed);
            boolean any = false;
            for (boolean w : walls) {
                any |= w;
            }
            m = byStep[packed] = any ? new Matching(distances(walls), n) : NONE;
        }
        return m;
    }

    /** The goal squares kept in place at every count of steps the search can come to from {@code packed}. */
    boolean[] walls(int packed) {
        int lowest = lowest(packed);
        boolean[] walls = new boolean[maze.size];
        for (int s = 0; s < maze.size; s++) {
            if (!maze.goal[s]) {
                continue;
            }
            boolean kept = true;
            for (int k = lowest; k <= plan.length() && kept; k++) {
                kept = plan.settled(s, k);
            }
            walls[s] = kept;
        }
        return walls;
    }

    /**
     * The fewest steps a line of the search can fall back to from {@code packed}: pushing the
     * parked box step {@code j} takes on elsewhere than on empties the square that parked it.
     */
    private int lowest(int packed) {
        if (!(plan instanceof ParkingPlan parking)) {
            return packed;
        }
        int lowest = packed;
        for (boolean lowered = true; lowered;) {
            lowered = false;
            for (int j = lowest; j < plan.length(); j++) {
                int from = parking.from(j);
                for (int p = 0; from != Maze.NONE && p < lowest; p++) {
                    if (plan.target(p) == from) {
                        lowest = p;
                        lowered = true;
                        break;
                    }
                }
            }
        }
        return lowest;
    }

    /** Push distances with the walls: a wall goal takes only the box on it, the others go round. */
    private int[][] distances(boolean[] walls) {
        return Distances.pushesRound(maze, walls);
    }
}
