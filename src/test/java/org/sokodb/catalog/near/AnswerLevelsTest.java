package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import org.sokodb.board.Symmetry;
import org.sokodb.near.Match;

/**
 * The answer's levels (AnswerLevels): a part's levels put in row id order with their matches,
 * whether the row ids fit the one-long sort (below 2^32) or not, as a stable sort of the places by
 * id puts them; the parts put together in row order, each level once; and the levels handed over
 * in parts as increasing row ids, every level once, never splitting a block of equally alike levels.
 */
class AnswerLevelsTest {
    private static final Symmetry[] TURNS = Symmetry.values();

    @Test
    void aPartIsInRowIdOrderWithItsMatchesSmallAndLargeIds() {
        Random random = new Random(84);
        for (long offset : new long[] {0, (1L << 32) - 1_000, 1L << 40}) {
            for (int n : new int[] {0, 1, 2, 7, 500, 5_000}) {
                long[] ids = new long[n];
                Match[] matches = new Match[n];
                for (int i = 0; i < n; i++) {
                    // a few equal ids too: equal ids keep their places' order
                    ids[i] = offset + random.nextInt(Math.max(1, 2 * n));
                    matches[i] = new Match(40 + random.nextInt(60), 100, TURNS[random.nextInt(8)], random.nextInt(3) - 1, 0);
                }
                AnswerLevels.Part part = new AnswerLevels.Builder().part(ids, matches, n);
                Integer[] expected = IntStream.range(0, n).boxed().toArray(Integer[]::new);
                Arrays.sort(expected, Comparator.comparingLong(i -> ids[i]));
                for (int k = 0; k < n; k++) {
                    assertEquals(ids[expected[k]], part.ids()[k], "offset " + offset + ", n " + n + ", place " + k);
                    assertEquals(matches[expected[k]], part.matches()[k], "offset " + offset + ", n " + n + ", place " + k);
                }
            }
        }
    }

    @Test
    void partsPutTogetherHoldEachLevelOnceInRowOrderAndEqualMatchesOnce() {
        AnswerLevels.Builder builder = new AnswerLevels.Builder();
        Match a = new Match(90, 100, Symmetry.IDENTITY, 0, 0);
        Match b = new Match(90, 100, Symmetry.IDENTITY, 0, 0);
        // out of row order, as the packed groups hand them over, and one level in two parts
        AnswerLevels.Part first = builder.part(new long[] {30, 10}, new Match[] {a, a}, 2);
        AnswerLevels.Part second = builder.part(new long[] {20, 10, 5_000_000_000L}, new Match[] {b, b, b}, 3);
        AnswerLevels levels = builder.build(List.of(first, second));
        assertArrayEquals(new long[] {10, 20, 30, 5_000_000_000L}, levels.all());
        assertSame(levels.match(10), levels.match(5_000_000_000L), "equal matches are held once");
        assertEquals(2, levels.place(30));
        assertSame(levels.match(30), levels.matchAt(levels.place(30)));
    }

    @Test
    void inPartsHandsOverIncreasingIdsEveryLevelOnce() {
        Random random = new Random(19);
        AnswerLevels.Builder builder = new AnswerLevels.Builder();
        int n = 3_000;
        long[] ids = random.longs(n, 1, 1_000_000).distinct().toArray();
        Match[] matches = new Match[ids.length];
        for (int i = 0; i < ids.length; i++) {
            matches[i] = new Match(85 + random.nextInt(4), 100, Symmetry.IDENTITY, 0, 0);
        }
        AnswerLevels levels = builder.build(List.of(builder.part(ids, matches, ids.length)));
        for (int size : new int[] {1, 300, 100_000}) {
            List<long[]> parts = new ArrayList<>();
            levels.inParts(size, parts::add);
            long[] all = parts.stream().flatMapToLong(Arrays::stream).sorted().toArray();
            assertArrayEquals(levels.all(), all, "parts of " + size);
            for (long[] part : parts) {
                for (int k = 1; k < part.length; k++) {
                    assertTrue(part[k - 1] < part[k], "a part's ids increase");
                }
                assertTrue(part.length > 0, "no empty part");
            }
            if (size >= ids.length) {
                assertEquals(1, parts.size());
            }
        }
    }
}
