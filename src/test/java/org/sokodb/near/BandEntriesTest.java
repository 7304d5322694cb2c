package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A band's entries laid out by part: each block's share of a part after the block before's. */
class BandEntriesTest {
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
