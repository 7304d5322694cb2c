package org.sokodb.solver.fess;

import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.bounds.PackingPlan;
import org.sokodb.solver.bounds.ParkingPlan;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.packing.plan.StepWalls;

/**
 * FESS's and the packing-order search's own cuts, for the trace along a known solution
 * ({@code solver.PathTrace}): the goal boxes frozen in place as walls ({@link GoalWalls}) and the
 * goals the packing-order search packed for good ({@link StepWalls}, with FESS's plan).
 */
public final class FessCuts {
    private final PackingPlan plan;
    private final StepWalls steps;
    private final GoalWalls goalWalls;

    public FessCuts(Maze maze, FreezeCheck freeze) {
        this.plan = ParkingPlan.of(maze);
        this.steps = new StepWalls(maze, plan);
        this.goalWalls = new GoalWalls(maze, freeze, new Matching(Distances.pushesTo(maze, maze.goals), maze.boxCount()));
    }

    /** Whether FESS cuts the position {@code boxes}/{@code box}: no matching with its frozen goal boxes as walls. */
    public boolean goalWallsCut(int[] boxes, boolean[] box) {
        return goalWalls.matchingFor(boxes, box).solve(boxes, boxes.length) >= Distances.UNREACHABLE;
    }

    /**
     * Whether the packing-order search cuts the push of box {@code i} of {@code boxes} (the
     * position before it) to {@code to}, {@code after} showing the position after it: the
     * boxes left can no longer reach the goals left round the goals its plan packed for good.
     */
    public boolean stepWallsCut(int[] boxes, int i, int to, boolean[] after) {
        return !steps.matchable(boxes, i, to, plan.packed(after));
    }

    /** The steps of FESS's plan the position {@code box} has done, and how many it has. */
    public String stepsDone(boolean[] box) {
        return plan.packed(box) + "/" + plan.length();
    }
}
