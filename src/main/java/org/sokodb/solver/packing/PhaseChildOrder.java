package org.sokodb.solver.packing;

import java.util.Arrays;

import org.sokodb.solver.deadlock.PiCorrals;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.NodeStore;

/**
 * The order in which the {@link PhaseSearch} makes a position's children: the single pushes it
 * tries, each as box index * 4 + direction. Plain: the pushes the PI-corral allows when it
 * restricts, in its order, else every box by index, each direction in turn. With {@code phasedive},
 * YASS's order (packing-order.md's source, YASS.pas 2.142): the box pushed last first, then the
 * others by square, upwards when the position's pushes are odd and downwards when even; each box
 * up, left, down, right; only those the PI-corral allows when it restricts.
 */
final class PhaseChildOrder {
    /** YASS's order of directions: up, left, down, right. */
    private static final int[] YASS_DIRECTIONS = {0, 3, 2, 1};

    private final Maze maze;
    private final int n;
    /** The pushes of the last position ordered, box index * 4 + direction, the first {@link #count} of them. */
    private final int[] pushes;
    private int count;
    /** The pushes of the position being ordered its PI-corral allows (box index * 4 + direction), with {@code phasedive}. */
    private final boolean[] allowed;

    PhaseChildOrder(Maze maze, int n) {
        this.maze = maze;
        this.n = n;
        this.pushes = new int[n * 4];
        this.allowed = new boolean[n * 4];
    }

    /**
     * Orders the pushes of stored position {@code id}, whose PI-corral allows {@code restricted}
     * pushes in {@code corrals} ({@link PiCorrals#ALL}: every push), {@code indexOf} giving a
     * box's index by square; in YASS's order when {@code yass}. The number of pushes, read with
     * {@link #push(int)}.
     */
    int of(int id, int restricted, boolean yass, PiCorrals corrals, NodeStore store, int[] indexOf) {
        count = 0;
        boolean all = restricted == PiCorrals.ALL;
        if (yass) {
            yass(id, restricted, all, corrals, store, indexOf);
        } else if (!all) {
            for (int k = 0; k < restricted; k++) {
                int push = corrals.pushes[k];
                pushes[count++] = indexOf[push >>> 2] * 4 + (push & 3);
            }
        } else {
            for (int i = 0; i < n; i++) {
                for (int d = 0; d < 4; d++) {
                    pushes[count++] = i * 4 + d;
                }
            }
        }
        return count;
    }

    /** The {@code k}th push ordered: box index * 4 + direction. */
    int push(int k) {
        return pushes[k];
    }

    private void yass(int id, int restricted, boolean all, PiCorrals corrals, NodeStore store, int[] indexOf) {
        if (!all) {
            Arrays.fill(allowed, false);
            for (int k = 0; k < restricted; k++) {
                int push = corrals.pushes[k];
                allowed[indexOf[push >>> 2] * 4 + (push & 3)] = true;
            }
        }
        int last = -1;
        if (store.parent(id) >= 0) {
            int move = store.move(id);
            last = indexOf[maze.step(move >>> 2, move & 3)];
        }
        boolean upwards = (store.g(id) & 1) == 1;
        for (int k = -1; k < n; k++) {
            int i = k < 0 ? last : upwards ? k : n - 1 - k;
            if (i < 0 || k >= 0 && i == last) {
                continue;
            }
            for (int d : YASS_DIRECTIONS) {
                if (all || allowed[i * 4 + d]) {
                    pushes[count++] = i * 4 + d;
                }
            }
        }
    }
}
