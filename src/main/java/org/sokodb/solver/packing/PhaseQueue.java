package org.sokodb.solver.packing;

import org.sokodb.solver.search.BucketQueue;

/**
 * The phase search's open list, as YASS keeps it: positions in buckets by score, last in first
 * out within a bucket, the lowest bucket first; but every eighth take is from the next non-empty
 * bucket above the one this rover took from last, going round, so a poor line is still taken
 * in its turn.
 */
final class PhaseQueue {
    /** The rover takes one position in this many. */
    static final int ROVER = 8;

    private final BucketQueue queue = new BucketQueue();
    private int highest = -1;
    private int rover = -1;
    private long takes;

    boolean isEmpty() {
        return queue.isEmpty();
    }

    void push(int node, int score) {
        queue.push(node, score);
        highest = Math.max(highest, score);
    }

    /** The lowest score queued; only when not empty. */
    int lowest() {
        return queue.lowestPriority();
    }

    int pop() {
        int from = queue.lowestPriority();
        if (++takes % ROVER == 0) {
            int r = rover + 1;
            while (r <= highest && (r < from || queue.emptyAt(r))) {
                r++;
            }
            rover = r <= highest ? r : from;
            from = rover;
        }
        return queue.pop(from);
    }
}
