package org.sokodb.solver.fess;

import java.util.Arrays;

/**
 * The open list of the packing-order search: positions in buckets by a small score, last in
 * first out within a bucket (so a line of equal scores is followed depth first), the lowest
 * bucket first; but every {@link #every}-th take is from the bucket after the one the rover
 * took last, going round: so a position whose score is poor, but whose line the best ones do
 * not lead to, is still taken in its turn (YASS's open list does this; without it a wrong
 * early step of a greedy line is never taken back while the line below it is deep).
 */
final class RoverQueue {
    private int[][] buckets = new int[64][];
    private int[] sizes = new int[64];
    private int lowest = Integer.MAX_VALUE;
    private int highest = -1;
    private int count;
    private int rover = -1;
    private long takes;
    private final int every;

    /** A queue whose rover takes every {@code every}-th position (0: never). */
    RoverQueue(int every) {
        this.every = every;
    }

    boolean isEmpty() {
        return count == 0;
    }

    /** Adds {@code value} with score {@code score} (not negative). */
    void push(int score, int value) {
        if (score >= buckets.length) {
            int length = Math.max(score + 1, 2 * buckets.length);
            buckets = Arrays.copyOf(buckets, length);
            sizes = Arrays.copyOf(sizes, length);
        }
        int[] bucket = buckets[score];
        if (bucket == null) {
            bucket = buckets[score] = new int[16];
        } else if (sizes[score] == bucket.length) {
            bucket = buckets[score] = Arrays.copyOf(bucket, 2 * bucket.length);
        }
        bucket[sizes[score]++] = value;
        count++;
        lowest = Math.min(lowest, score);
        highest = Math.max(highest, score);
    }

    /** Takes a value: the newest of the lowest bucket, or, on the rover's turn, of the rover's next bucket. */
    int pop() {
        while (sizes[lowest] == 0) {
            lowest++;
        }
        int from = lowest;
        if (every > 0 && ++takes % every == 0) {
            int r = rover + 1;
            while (r <= highest && (r < lowest || sizes[r] == 0)) {
                r++;
            }
            rover = r <= highest ? r : lowest;
            from = rover;
        }
        count--;
        return buckets[from][--sizes[from]];
    }
}
