package org.sokodb.solver.fess;

import java.util.Arrays;

import org.sokodb.solver.bounds.BlockingTargets;
import org.sokodb.solver.bounds.PackingPlan;
import org.sokodb.solver.maze.Maze;

/**
 * FESS's features of a position, and its cell (the feature vector as one number):
 * <ul>
 * <li><b>packing</b>: steps of the packing plan done ({@link PackingPlan}: goals filled, or
 *     boxes parked where the plan parks them);
 * <li><b>connectivity</b>: the free regions the boxes cut the floor into (the man cannot
 *     cross from one to another);
 * <li><b>room connectivity</b>: links between rooms with a box standing in them
 *     ({@link RoomLinks});
 * <li><b>out of plan</b>: boxes on squares that shut off a goal still empty
 *     ({@link BlockingTargets}).
 * </ul>
 * Beside them, not a feature (it does not part the cells) but the measure of an advisor of
 * its own: the boxes in the way of the plan's next step ({@link Groundwork}).
 * Each is kept below 256, so a cell is
 * {@code packing << 24 | roomConnectivity << 16 | connectivity << 8 | outOfPlan}.
 */
final class Features {
    /** Box layouts whose groundwork count is remembered (a power of two). */
    private static final int COUNTED = 1 << 14;

    private final Maze maze;
    private final PackingPlan plan;
    /** Boxes in the way of the plan's next step, or null when switched off. */
    private final Groundwork groundwork;
    /**
     * The last counts of {@link #groundwork}, by the box layout's key (direct-mapped): the
     * count depends on the boxes alone, and the moves weighed in one expansion, and the
     * expansions after it, bring the same layouts back (a box taken to one square by pushes
     * from different sides; the same boxes with the man elsewhere).
     */
    private final long[] countedKey = new long[COUNTED];
    private final byte[] counted = new byte[COUNTED];
    private final BlockingTargets blocking;
    private final RoomLinks rooms;
    private final int[] stamp;
    private final int[] stack;
    private int generation;

    /**
     * With {@code withGroundwork} the groundwork count is made, following the man round the
     * box where its way turns when {@code walks} ({@link Groundwork}).
     */
    Features(Maze maze, PackingPlan plan, boolean withGroundwork, boolean walks, BlockingTargets blocking) {
        this.maze = maze;
        this.plan = plan;
        this.groundwork = withGroundwork ? new Groundwork(maze, plan, walks) : null;
        this.blocking = blocking;
        this.rooms = new RoomLinks(maze);
        this.stamp = new int[maze.size];
        this.stack = new int[maze.size];
    }

    /**
     * The boxes in the way of the plan's next step ({@link Groundwork}); 0 when switched off.
     * {@code boxKey} is the layout's Zobrist key (boxes only): a count is looked up by it, so
     * two layouts with one 64-bit key would share a count — an advisor's hint, never a cut.
     */
    int inTheWay(boolean[] box, long boxKey) {
        if (groundwork == null) {
            return 0;
        }
        int slot = (int) (boxKey ^ boxKey >>> 32) & (COUNTED - 1);
        // a count is 0..MAX; stored plus one, so that 0 is an empty slot
        if (counted[slot] != 0 && countedKey[slot] == boxKey) {
            return counted[slot] - 1;
        }
        int count = groundwork.inTheWay(box, plan.packed(box));
        countedKey[slot] = boxKey;
        counted[slot] = (byte) (count + 1);
        return count;
    }

    int packing(boolean[] box) {
        return plan.packed(box);
    }

    int roomConnectivity(boolean[] box) {
        return Math.min(255, rooms.obstructed(box));
    }

    int outOfPlan(boolean[] box) {
        return Math.min(255, blocking.outOfOrder(box));
    }

    /** The number of regions of floor without boxes that do not touch each other. */
    int connectivity(boolean[] box) {
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
        int g = generation;
        int regions = 0;
        for (int s = 0; s < maze.size; s++) {
            if (box[s] || stamp[s] == g) {
                continue;
            }
            regions++;
            maze.flood(s, box, stamp, g, stack);
        }
        return Math.min(255, regions);
    }

    static int cell(int packing, int roomConnectivity, int connectivity, int outOfPlan) {
        return Math.min(255, packing) << 24 | roomConnectivity << 16 | connectivity << 8 | outOfPlan;
    }

    static int packingOf(int cell) {
        return cell >>> 24;
    }

    static int roomConnectivityOf(int cell) {
        return (cell >>> 16) & 255;
    }

    static int connectivityOf(int cell) {
        return (cell >>> 8) & 255;
    }

    static int outOfPlanOf(int cell) {
        return cell & 255;
    }
}
