package org.sokodb.solver.packing;

import java.util.Arrays;
import java.util.BitSet;

import org.sokodb.solver.search.RoverQueue;

/**
 * The children of the positions a {@link PhaseSearch} is diving through ({@code phasedive}), as
 * YASS's recursive expansion keeps them: one frame a position, its children in the order they
 * were made, each with its score. The search takes the first child of the top frame that scores
 * no worse than the frame's position and the open list's best, before the children after it are
 * looked at; the children before it that do not are queued as any other. When a frame has no
 * child left, the frame below goes on where it stopped.
 */
final class PhaseDive {
    private int[][] kids = new int[8][];
    private int[][] scores = new int[8][];
    private int[] count = new int[8];
    private int[] at = new int[8];
    private int[] parentScore = new int[8];
    private int top = -1;

    /** Opens the frame of a position scoring {@code score}, its children added next. */
    void open(int score) {
        top++;
        if (top == count.length) {
            int size = top * 2;
            kids = Arrays.copyOf(kids, size);
            scores = Arrays.copyOf(scores, size);
            count = Arrays.copyOf(count, size);
            at = Arrays.copyOf(at, size);
            parentScore = Arrays.copyOf(parentScore, size);
        }
        if (kids[top] == null) {
            kids[top] = new int[16];
            scores[top] = new int[16];
        }
        count[top] = 0;
        at[top] = 0;
        parentScore[top] = score;
    }

    /** Adds child {@code child}, scoring {@code score}, to the top frame. */
    void add(int child, int score) {
        int c = count[top];
        if (c == kids[top].length) {
            kids[top] = Arrays.copyOf(kids[top], c * 2);
            scores[top] = Arrays.copyOf(scores[top], c * 2);
        }
        kids[top][c] = child;
        scores[top][c] = score;
        count[top] = c + 1;
    }

    /**
     * The child to expand next, or -1 when every frame is done: the first child left in the top
     * frame scoring no worse than its position and {@code open}'s best (the children passed over
     * on the way queued on {@code open}); a frame with none left closed. Children already
     * {@code expanded} are passed over.
     */
    int next(RoverQueue open, BitSet expanded) {
        while (top >= 0) {
            while (at[top] < count[top]) {
                int k = at[top]++;
                int child = kids[top][k];
                if (expanded.get(child)) {
                    continue;
                }
                int s = scores[top][k];
                if (s <= parentScore[top] && (open.isEmpty() || s <= open.lowest())) {
                    return child;
                }
                open.push(s, child);
            }
            top--;
        }
        return -1;
    }

    /** Whether a frame is open (it may hold no child left). */
    boolean pending() {
        return top >= 0;
    }

    /** Forgets every frame. */
    void clear() {
        top = -1;
    }
}
