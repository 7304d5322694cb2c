package org.sokodb.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/** The hand-over from an import's writer to a thread of its own: every batch in order, or a clear "not whole". */
class HandOverTest {
    @Test
    void takesEveryBatchInTheOrderGivenThroughAQueueShorterThanThem() {
        List<Integer> taken = new CopyOnWriteArrayList<>();
        try (HandOver<Integer> handOver = new HandOver<>("test", 2, taken::add)) {
            for (int i = 0; i < 100; i++) {
                handOver.add(i);
            }
            assertTrue(handOver.finish());
        }
        assertEquals(IntStream.range(0, 100).boxed().toList(), taken);
    }

    @Test
    void nothingHandedOverIsWhole() {
        try (HandOver<Integer> handOver = new HandOver<>("test", 2, b -> true)) {
            assertTrue(handOver.finish());
        }
    }

    @Test
    void aWorkThatSaysItsResultIsOfNoUseTakesNothingMore() {
        List<Integer> taken = new CopyOnWriteArrayList<>();
        try (HandOver<Integer> handOver = new HandOver<>("test", 2, b -> taken.add(b) && b < 3)) {
            for (int i = 0; i < 50; i++) {
                handOver.add(i);
            }
            assertFalse(handOver.finish());
        }
        assertEquals(List.of(0, 1, 2, 3), taken);
    }

    @Test
    void aWorkThatFailsLeavesItNotWhole() {
        try (HandOver<Integer> handOver = new HandOver<>("test", 2, b -> {
            throw new IllegalStateException("a board that does not parse");
        })) {
            handOver.add(1);
            handOver.add(2);
            assertFalse(handOver.finish());
        }
    }

    @Test
    void closingStopsAThreadThatIsBehindAndTheWriterNeedNotWait() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch never = new CountDownLatch(1);
        HandOver<Integer> handOver = new HandOver<>("test", 1, b -> {
            started.countDown();
            try {
                never.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            return true;
        });
        handOver.add(1);
        started.await();
        handOver.add(2);
        handOver.close();
        handOver.add(3);
        assertFalse(handOver.finish());
    }
}
