package org.sokodb.solver.fess;

import java.util.Arrays;

/**
 * The moves FESS has weighed and queued: per move the stored position it starts from and
 * its code ({@code from << 16 | state}), numbered in the order they were added. Kept in
 * chunks that never move once written, so that the pull search's thread can read a move
 * FESS published to the meeting (its number was published after it was written) while FESS
 * goes on adding: only the array of chunks is copied when it grows, never a move.
 */
final class MoveList {
    private static final int CHUNK_BITS = 14;
    private static final int CHUNK = 1 << CHUNK_BITS;
    private static final int MASK = CHUNK - 1;

    private int[][] parents = new int[16][];
    private int[][] codes = new int[16][];
    private int count;

    int size() {
        return count;
    }

    /** Adds a move from stored position {@code parent}; returns its number. */
    int add(int parent, int code) {
        int c = count >>> CHUNK_BITS;
        if (c == parents.length) {
            parents = Arrays.copyOf(parents, c * 2);
            codes = Arrays.copyOf(codes, c * 2);
        }
        if (parents[c] == null) {
            parents[c] = new int[CHUNK];
            codes[c] = new int[CHUNK];
        }
        parents[c][count & MASK] = parent;
        codes[c][count & MASK] = code;
        return count++;
    }

    /** The stored position move {@code index} starts from. */
    int parent(int index) {
        return parents[index >>> CHUNK_BITS][index & MASK];
    }

    /** Move {@code index}'s code: {@code from << 16 | state}. */
    int code(int index) {
        return codes[index >>> CHUNK_BITS][index & MASK];
    }
}
