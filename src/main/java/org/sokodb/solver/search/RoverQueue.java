package org.sokodb.solver.search;

/**
 * YASS's open list, for the packing-order search ({@code packing.plan.PackingQueue}) and the phase
 * search ({@code packing.PhaseSearch}): positions in buckets by a small score, last in first
 * out within a bucket (so a line of equal scores is followed depth first), the lowest bucket
 * first; but every {@code every}-th take is from the next non-empty bucket above the one the
 * rover took from last, going round: so a position whose score is poor, but whose line the
 * best ones do not lead to, is still taken in its turn (without it a wrong early step of a
 * greedy line is never taken back while the line below it is deep).
 */
public final class RoverQueue {
    private final BucketQueue queue = new BucketQueue();
    private int highest = -1;
    private int rover = -1;
    private long takes;
    private final int every;

    /** A queue whose rover takes every {@code every}-th position (0: never). */
    public RoverQueue(int every) {
        this.every = every;
    }

    public boolean isEmpty() {
        return queue.isEmpty();
    }

    /** Adds {@code value} with score {@code score} (not negative). */
    public void push(int score, int value) {
        queue.push(value, score);
        highest = Math.max(highest, score);
    }

    /** The lowest score queued; only when not empty. */
    public int lowest() {
        return queue.lowestPriority();
    }

    /** Takes a value: the newest of the lowest bucket, or, on the rover's turn, of the rover's next bucket. */
    public int pop() {
        int from = queue.lowestPriority();
        if (every > 0 && ++takes % every == 0) {
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
