package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;

/**
 * The offsets cache is read from parallel streams: every thread gets the one array cached for
 * a size difference, whole, never one another thread is still filling or has replaced.
 */
class SimilarityOffsetsTest {
    private static final int THREADS = 8;
    private static final int SIDE = 33;

    @Test
    void everyThreadGetsTheOneCompleteArrayOfEachSizeDifference() throws Exception {
        Similarity.OffsetCache cache = new Similarity.OffsetCache();
        CyclicBarrier start = new CyclicBarrier(THREADS);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<int[][][]>> seen = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                seen.add(pool.submit(() -> {
                    start.await();
                    int[][][] got = new int[SIDE * SIDE][][];
                    for (int k = 0; k < SIDE * SIDE; k++) {
                        got[k] = cache.get(k / SIDE - 16, k % SIDE - 16);
                    }
                    return got;
                }));
            }
            int[][][] first = seen.get(0).get();
            for (Future<int[][][]> other : seen) {
                int[][][] got = other.get();
                for (int k = 0; k < SIDE * SIDE; k++) {
                    assertSame(first[k], got[k], "one array per size difference");
                }
            }
            for (int k = 0; k < SIDE * SIDE; k++) {
                int[][] expected = Similarity.computeOffsets(k / SIDE - 16, k % SIDE - 16);
                assertArrayEquals(expected, first[k]);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
