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
    void aBandIsLaidOutByItsTopBits() {
        Random random = new Random(7);
        long[] entries = random.longs(50_000).toArray();
        int[] starts = BandEntries.partition(entries);
        for (int k = 0; k < BandEntries.PARTS; k++) {
            for (int p = starts[k]; p < starts[k + 1]; p++) {
                assertEquals(k, entries[p] >>> 64 - BandEntries.PART_BITS, "entry " + p);
            }
        }
    }
}
