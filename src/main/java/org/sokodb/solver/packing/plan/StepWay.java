package org.sokodb.solver.packing.plan;

import java.util.Arrays;

import org.sokodb.solver.bounds.PackingPlan;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.Maze;

/**
 * The boxes in the way of the next step of a packing plan, for the packing-order search: the
 * plan's boxes kept in place stand fixed, and {@link BoxWay} counts and names the boxes to lift
 * so that some box reaches the square the plan fills next.
 */
final class StepWay {
    private final Maze maze;
    private final PackingPlan plan;
    private final BoxWay way;
    /** The squares of the boxes the plan keeps in place. */
    private final boolean[] fixed;
    /** The boxes to clear, as {@link #mark} or {@link #others} left them. */
    private final boolean[] marked;

    StepWay(Maze maze, PackingPlan plan, boolean[] dead, PairDeadlocks pairs) {
        this.maze = maze;
        this.plan = plan;
        this.way = new BoxWay(maze, dead, pairs);
        this.fixed = new boolean[maze.size];
        this.marked = new boolean[maze.size];
    }

    /**
     * How many boxes are in the way of the step after {@code packed} in the position {@code box}
     * shows, the man on {@code man}: at most {@code most}, which also stands for "none can
     * reach it"; 0 when the plan is done.
     */
    int count(boolean[] box, int packed, int man, int most) {
        if (packed >= plan.length()) {
            return 0;
        }
        return Math.min(cheapest(box, packed, man), most);
    }

    /**
     * Marks the boxes the cheapest way to the next step lifts, or, when it lifts none (none
     * needed, or none can get there), every box not kept in place; returns how many it lifted.
     */
    int mark(boolean[] box, int[] boxes, int packed, int man) {
        Arrays.fill(marked, false);
        int lifted = 0;
        if (packed < plan.length() && cheapest(box, packed, man) != Integer.MAX_VALUE) {
            for (int k = 0; k < way.obstacles(); k++) {
                int b = way.obstacle(k);
                if (!fixed[b]) {
                    marked[b] = true;
                    lifted++;
                }
            }
        }
        if (lifted == 0) {
            for (int b : boxes) {
                marked[b] = !plan.settled(b, packed);
            }
        }
        return lifted;
    }

    /** Marks instead the boxes {@link #mark} did not, the plan not keeping them in place. */
    void others(int[] boxes, int packed) {
        for (int b : boxes) {
            marked[b] = !marked[b] && !plan.settled(b, packed);
        }
    }

    /** Whether the box on {@code square} is marked to be cleared. */
    boolean marked(int square) {
        return marked[square];
    }

    private int cheapest(boolean[] box, int packed, int man) {
        for (int s = 0; s < maze.size; s++) {
            fixed[s] = box[s] && plan.settled(s, packed);
        }
        return way.cheapest(box, fixed, man, plan.target(packed));
    }
}
