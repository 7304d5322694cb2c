package org.sokodb.solver.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BoxBitsTest {
    @Test
    void loadAndUnpackGiveTheSquaresAscendingAcrossWords() {
        long[] bits = new long[3];
        BoxBits.load(bits, new int[] {130, 5, 64, 63});
        assertEquals((1L << 5) | (1L << 63), bits[0]);
        assertEquals(1L, bits[1]);
        assertEquals(1L << 2, bits[2]);
        int[] boxes = new int[4];
        boolean[] box = new boolean[140];
        box[7] = true; // left over from an earlier layout: cleared
        int[] indexOf = new int[140];
        assertEquals(4, BoxBits.unpack(bits, boxes, box, indexOf));
        assertArrayEquals(new int[] {5, 63, 64, 130}, boxes);
        assertTrue(box[5] && box[63] && box[64] && box[130]);
        assertFalse(box[7]);
        assertEquals(2, indexOf[64]);
        assertEquals(3, indexOf[130]);
    }

    @Test
    void flipMovesABoxAndFlippingBackRestoresTheLayout() {
        long[] bits = new long[2];
        BoxBits.load(bits, new int[] {3, 70});
        BoxBits.flip(bits, 3);
        BoxBits.flip(bits, 4);
        int[] boxes = new int[2];
        assertEquals(2, BoxBits.unpack(bits, boxes, new boolean[128], null));
        assertArrayEquals(new int[] {4, 70}, boxes);
        BoxBits.flip(bits, 4);
        BoxBits.flip(bits, 3);
        assertArrayEquals(new long[] {1L << 3, 1L << 6}, bits);
    }
}
