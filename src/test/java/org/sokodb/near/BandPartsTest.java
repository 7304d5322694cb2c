package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A part sorted as it is gathered from its runs, in pieces: the order one sort of the part gives. */
class BandPartsTest {
    @Test
    void aPartSortedInPiecesIsInTheOrderOfOneSort() {
        Random random = new Random(73);
        int part = 5;
        // parts of every size from none to pieces of the most bits, both signs of the top bit
        for (int size : new int[] {0, 1, 2, 3, 31, 32, 64, 65, 1_000, 40_000, 200_000}) {
            for (long top : new long[] {(long) part << 54, 1L << 63 | (long) part << 54}) {
                long[] entries = new long[size];
                for (int k = 0; k < size; k++) {
                    // a few keys many times, as a band's buckets hold them, and the rest spread
                    long below = k % 3 == 0 ? random.nextInt(50) * 0x9E3779B97F4AL : random.nextLong();
                    entries[k] = top | below >>> BandEntries.PART_BITS;
                }
                long[] expected = entries.clone();
                Arrays.sort(expected);
                int partOf = (int) (top >>> 64 - BandEntries.PART_BITS);
                // the part's entries in three runs of one array, other parts' entries around them
                int[] cut = {0, size / 3, size / 3 + random.nextInt(size / 3 + 1), size};
                long[] all = new long[size + 8];
                int[][] starts = new int[3][BandEntries.PARTS + 1];
                int at = 0;
                for (int r = 0; r < 3; r++) {
                    all[at++] = (long) (partOf - 1) << 54;
                    all[at++] = (long) (partOf + 1) << 54;
                    for (int k = 0; k <= BandEntries.PARTS; k++) {
                        starts[r][k] = k <= partOf ? at : at + cut[r + 1] - cut[r];
                    }
                    System.arraycopy(entries, cut[r], all, at, cut[r + 1] - cut[r]);
                    at += cut[r + 1] - cut[r];
                }
                BandParts parts = new BandParts(all, starts);
                for (long[] into : new long[][] {new long[size + 3], new long[size / 2]}) {
                    long[] sorted = parts.sorted(partOf, into, new int[(1 << BandParts.MOST_PIECE_BITS) + 1]);
                    assertTrue(sorted.length >= size);
                    assertArrayEquals(expected, Arrays.copyOf(sorted, size), "size " + size + ", space " + into.length);
                }
            }
        }
    }
}
