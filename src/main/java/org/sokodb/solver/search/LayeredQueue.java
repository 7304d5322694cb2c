package org.sokodb.solver.search;

import java.util.Arrays;

/**
 * The open list of the push-optimal search: node numbers by f = g + h, smallest first, and
 * within one f by h, smallest first (last in first out within one h). Among the positions
 * of the cheapest layer, those nearest to solved are taken first: the search then finishes
 * the last layer, where the solution is, without widening it.
 */
final class LayeredQueue {
    private BucketQueue[] layers = new BucketQueue[64];
    private int lowest = Integer.MAX_VALUE;
    private long size;

    void push(int node, int f, int h) {
        if (f >= layers.length) {
            layers = Arrays.copyOf(layers, Math.max(f + 1, layers.length * 2));
        }
        BucketQueue layer = layers[f];
        if (layer == null) {
            layer = layers[f] = new BucketQueue();
        }
        layer.push(node, h);
        lowest = Math.min(lowest, f);
        size++;
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** The f of the next {@link #pop}; only when not empty. */
    int lowestF() {
        while (layers[lowest] == null || layers[lowest].isEmpty()) {
            layers[lowest] = null; // a finished layer is never filled again (h is consistent)
            lowest++;
        }
        return lowest;
    }

    int pop() {
        int f = lowestF();
        size--;
        return layers[f].pop();
    }
}
