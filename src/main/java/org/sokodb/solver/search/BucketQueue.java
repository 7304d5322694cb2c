package org.sokodb.solver.search;

import java.util.Arrays;

/**
 * The open list: node numbers in buckets by integer priority, smallest first, last in
 * first out within a bucket (a best-first search then dives instead of widening). A rover
 * ({@link RoverQueue}, the packing-order and phase searches' open list) also takes from a
 * bucket it names.
 */
final class BucketQueue {
    private int[][] buckets = new int[64][];
    private int[] sizes = new int[64];
    private int lowest = Integer.MAX_VALUE;
    private long size;

    public void push(int node, int priority) {
        if (priority >= buckets.length) {
            int n = Math.max(priority + 1, buckets.length * 2);
            buckets = Arrays.copyOf(buckets, n);
            sizes = Arrays.copyOf(sizes, n);
        }
        int[] b = buckets[priority];
        if (b == null) {
            b = buckets[priority] = new int[16];
        } else if (sizes[priority] == b.length) {
            b = buckets[priority] = Arrays.copyOf(b, b.length * 2);
        }
        b[sizes[priority]++] = node;
        lowest = Math.min(lowest, priority);
        size++;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** The priority of the next {@link #pop}; only when not empty. */
    public int lowestPriority() {
        while (sizes[lowest] == 0) {
            lowest++;
        }
        return lowest;
    }

    public int pop() {
        return pop(lowestPriority());
    }

    /** Whether no node of priority {@code p} (not negative) is queued. */
    public boolean emptyAt(int p) {
        return p >= sizes.length || sizes[p] == 0;
    }

    /** Takes the newest node of priority {@code p}; only when {@link #emptyAt} says there is one. */
    public int pop(int p) {
        size--;
        int node = buckets[p][--sizes[p]];
        if (sizes[p] == 0 && buckets[p].length > 1024) {
            buckets[p] = null; // give back what a big bucket held
        }
        return node;
    }
}
