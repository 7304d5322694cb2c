package org.sokodb.solver.deadlock.freeze;

import java.util.Arrays;

/**
 * The boxes a freeze check ({@link FreezeCheck}, {@link PullFreezeCheck}) has found frozen so
 * far, as a stack: a box is found frozen on the assumption that the box asking about it is,
 * so when that assumption fails, what was found since is dropped again.
 */
final class FrozenBoxes {
    private int[] squares;
    private int count;

    FrozenBoxes(int capacity) {
        this.squares = new int[Math.max(1, capacity)];
    }

    void clear() {
        count = 0;
    }

    /** Where the stack stands now, for {@link #settle}. */
    int mark() {
        return count;
    }

    /**
     * The end of the check of the box on {@code square}: when it is frozen, it is kept; when it
     * is not, the boxes found since {@code mark} were found on a wrong assumption and are dropped.
     *
     * @return {@code frozen}
     */
    boolean settle(int square, boolean frozen, int mark) {
        if (!frozen) {
            count = mark;
            return false;
        }
        if (count == squares.length) {
            // a box can be found frozen on several branches of the recursion: more entries than squares
            squares = Arrays.copyOf(squares, count * 2);
        }
        squares[count++] = square;
        return true;
    }

    /** Whether a box found frozen stands on a square {@code home} does not mark (a goal, or a start square for pulls). */
    boolean anyOff(boolean[] home) {
        for (int i = 0; i < count; i++) {
            if (!home[squares[i]]) {
                return true;
            }
        }
        return false;
    }
}
