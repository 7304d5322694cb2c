package org.sokodb.solver.search;

import java.util.Arrays;

/**
 * A box layout as a bitset over the floor squares (the form the {@link NodeStore} keeps),
 * and its unpacking into the list of box squares and the occupancy array the searches
 * work on. Shared by every search so the three forms stay in step.
 */
public final class BoxBits {
    private BoxBits() {
    }

    /** Puts a box on {@code square} or takes it off. */
    public static void flip(long[] bits, int square) {
        bits[square >>> 6] ^= 1L << square;
    }

    /** The layout with boxes on exactly {@code squares}. */
    public static void load(long[] bits, int[] squares) {
        Arrays.fill(bits, 0);
        for (int s : squares) {
            flip(bits, s);
        }
    }

    /**
     * The boxes of {@code bits} into {@code boxes} (ascending squares), {@code box} (occupancy)
     * and, unless null, {@code indexOf} (a box's index in the list); returns the box count.
     */
    public static int unpack(long[] bits, int[] boxes, boolean[] box, int[] indexOf) {
        Arrays.fill(box, false);
        int k = 0;
        for (int w = 0; w < bits.length; w++) {
            long word = bits[w];
            while (word != 0) {
                int s = (w << 6) + Long.numberOfTrailingZeros(word);
                word &= word - 1;
                if (indexOf != null) {
                    indexOf[s] = k;
                }
                boxes[k++] = s;
                box[s] = true;
            }
        }
        return k;
    }
}
