package org.sokodb.solver.search;

import org.sokodb.solver.bounds.BlockingTargets;
import org.sokodb.solver.bounds.PackingOrder;
import org.sokodb.solver.maze.Maze;

/**
 * The forward search's goal-room terms of its priority: {@code packingWeight} for each goal
 * of the packing order not yet filled in order ({@link PackingOrder}), and
 * {@code orderWeight} for each box resting on a goal that shuts off a goal still empty
 * ({@link BlockingTargets}: a box in the mouth of a goal tunnel before the tunnel is full).
 * Priority terms only: no position is cut for them.
 */
final class GoalRoomTerm {
    /**
     * Large enough to make a box out of order cost more than the bound it brings down.
     * Microban 153, forward search alone, positions to the solution: goals only (plain
     * distances), weight 10: 1.47M, 40: 1.30M, 1000: 1.21M, 0 and 3: none within 1.6M;
     * every square, with the man (the default), weight 6 and 20: none within 1M, 50: 340k,
     * 100: 502k, 1000: 601k. Microban II 68 (boxes that must leave goals around the man):
     * 3k positions with goals only, 659k at 50, 654k at 1000 (measured: journal/solver.md entry 17).
     */
    static final int ORDER_WEIGHT = 50;
    /** Per goal of the packing order not yet filled in order. */
    static final int PACKING_WEIGHT = 2;

    final PackingOrder packing;
    private final BlockingTargets blocking;
    private final int packingWeight;
    private final int orderWeight;
    private final int boxes;

    GoalRoomTerm(Maze maze, SearchOptions options) {
        this.packing = new PackingOrder(maze);
        this.blocking = options.uses("orderman") ? BlockingTargets.withMan(maze, maze.goals, maze.startBoxes)
                : new BlockingTargets(maze, maze.goals, maze.startBoxes, true);
        this.packingWeight = !options.uses("packing") ? 0 : PACKING_WEIGHT;
        this.orderWeight = !options.uses("order") ? 0 : ORDER_WEIGHT;
        this.boxes = maze.boxCount();
    }

    /** The terms for the position given by {@code box}. */
    int of(boolean[] box) {
        return packingWeight * (boxes - packing.packed(box)) + orderWeight * blocking.outOfOrder(box);
    }
}
