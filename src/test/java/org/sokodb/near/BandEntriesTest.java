package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A band's entries laid out by part, and a part sorted in pieces: the order one sort gives. */
class BandEntriesTest {
    @Test
    void aPartSortedInPiecesIsInTheOrderOfOneSort() {
        Random random = new Random(73);
        // parts of every size from one entry to pieces of 12 bits' worth, both signs of the top bit
        for (int size : new int[] {0, 1, 2, 31, 32, 64, 65, 1_000, 40_000, 200_000}) {
            for (long top : new long[] {0L, 1L << 63 | 5L << 54, 0x3FFL << 54}) {
                long[] part = new long[size];
                for (int k = 0; k < size; k++) {
                    // a few keys many times, as a band's buckets hold them, and the rest spread
                    long below = k % 3 == 0 ? random.nextInt(50) * 0x9E3779B97F4AL : random.nextLong();
                    part[k] = top | below >>> BandEntries.PART_BITS;
                }
                long[] expected = part.clone();
                Arrays.sort(expected);
                long[] padded = new long[size + 6];
                System.arraycopy(part, 0, padded, 3, size);
                padded[0] = 9;
                padded[size + 5] = -9;
                BandEntries.sort(padded, 3, 3 + size);
                assertArrayEquals(expected, Arrays.copyOfRange(padded, 3, 3 + size), "size " + size);
                assertArrayEquals(new long[] {9, 0, 0}, Arrays.copyOfRange(padded, 0, 3), "before the part");
                assertArrayEquals(new long[] {0, 0, -9}, Arrays.copyOfRange(padded, 3 + size, size + 6), "after the part");
            }
        }
    }

    @Test
    void eachBlocksShareOfAPartFollowsTheBlockBefore() {
        Random random = new Random(7);
        int blocks = 5;
        long[][] block = new long[blocks][];
        int[] at = new int[blocks * BandEntries.PARTS];
        for (int b = 0; b < blocks; b++) {
            // blocks of every kind: empty, one entry, all in one part, spread
            block[b] = b == 0 ? new long[0] : b == 1 ? new long[] {-1}
                    : b == 2 ? random.longs(300).map(x -> 5L << 54 | x >>> 10).toArray() : random.longs(20_000).toArray();
            for (long e : block[b]) {
                at[b * BandEntries.PARTS + (int) (e >>> 64 - BandEntries.PART_BITS)]++;
            }
        }
        int[] counts = at.clone();
        int[] starts = BandEntries.places(at, blocks);
        assertEquals(0, starts[0]);
        assertEquals(Arrays.stream(block).mapToInt(b -> b.length).sum(), starts[BandEntries.PARTS]);
        for (int k = 0; k < BandEntries.PARTS; k++) {
            int next = starts[k];
            for (int b = 0; b < blocks; b++) {
                assertEquals(next, at[b * BandEntries.PARTS + k], "block " + b + ", part " + k);
                next += counts[b * BandEntries.PARTS + k];
            }
            assertEquals(starts[k + 1], next, "part " + k + " ends where the next begins");
        }
    }
}
