package org.sokodb.solver.packing.plan;

import org.sokodb.solver.search.LongHeap;
import org.sokodb.solver.search.RoverQueue;

/**
 * The open list of the packing-order search, by its {@link PackingSearch.Clearing}: a value
 * (a position's number, and the pass of its expansion above it) under the position's steps of
 * the plan left, boxes in the way of the next step, macro moves and matching bound.
 *
 * <ul>
 * <li>{@link PackingSearch.Clearing#FARTHEST}, {@link PackingSearch.Clearing#ANY}: the fewest
 * steps left, then the fewest macro moves, then the bound (the boxes in the way not counted);
 * <li>{@link PackingSearch.Clearing#WAY}: the fewest steps left, then the fewest boxes in the
 * way, then the fewest macro moves, then the bound;
 * <li>{@link PackingSearch.Clearing#ROVER}: one score, {@link #ROVER_STEP} per step left,
 * {@link #ROVER_WAY} per box in the way and one per macro move, in a {@link RoverQueue} whose
 * rover takes every {@link #ROVER_EVERY}-th position from the next bucket up.
 * </ul>
 */
final class PackingQueue {
    private static final int G_BITS = 20;
    private static final int H_BITS = 20;
    private static final int WAY_BITS = 8;
    /** The most boxes in the way a key tells apart (more count as this many). */
    static final int MOST_IN_WAY = (1 << WAY_BITS) - 1;
    /** A step left weighs this many macro moves in the rover's score, a box in the way this many. */
    static final int ROVER_STEP = 8;
    static final int ROVER_WAY = 2;
    /** Every how many positions the rover takes one. */
    static final int ROVER_EVERY = 8;

    private final PackingSearch.Clearing kind;
    private final LongHeap heap = LongHeap.withValues();
    private final RoverQueue rovers = new RoverQueue(ROVER_EVERY);

    PackingQueue(PackingSearch.Clearing kind) {
        this.kind = kind;
    }

    boolean isEmpty() {
        return kind == PackingSearch.Clearing.ROVER ? rovers.isEmpty() : heap.isEmpty();
    }

    /** Queues {@code value} for a position with {@code remaining} steps left, {@code inWay} boxes in the way, {@code g} moves and bound {@code h}. */
    void push(int value, int remaining, int inWay, int g, int h) {
        long w = Math.min(inWay, MOST_IN_WAY);
        long gg = Math.min(g, (1 << G_BITS) - 1);
        long hh = Math.min(h, (1 << H_BITS) - 1);
        switch (kind) {
            case ROVER -> rovers.push((int) Math.min((long) remaining * ROVER_STEP + w * ROVER_WAY + gg, 1 << 20), value);
            case WAY -> heap.push((long) remaining << (WAY_BITS + G_BITS + H_BITS) | (w << G_BITS | gg) << H_BITS | hh,
                    value);
            default -> heap.push((long) remaining << (G_BITS + H_BITS) | gg << H_BITS | hh, value);
        }
    }

    /** Takes the next value. */
    int pop() {
        if (kind == PackingSearch.Clearing.ROVER) {
            return rovers.pop();
        }
        int value = heap.peekValue();
        heap.pop();
        return value;
    }
}
