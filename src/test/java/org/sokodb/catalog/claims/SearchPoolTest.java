package org.sokodb.catalog.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

import org.junit.jupiter.api.Test;

/**
 * {@code solve --catalog} stores each search as soon as it ends, so a result that finished
 * behind a slow group is not lost on Ctrl-C: the pool hands over in the order searches finish,
 * not the order they were added. The slow search here cannot end before the fast one has been
 * handed over (it waits for a latch the delivery of the fast one opens), so the order is forced,
 * not timed.
 */
class SearchPoolTest {

    @Test
    void theSearchThatEndsFirstIsHandedOverFirst() {
        CountDownLatch fastDelivered = new CountDownLatch(1);
        List<String> handed = new ArrayList<>();
        SearchPool.Delivery<String, String> delivery = new SearchPool.Delivery<>() {
            @Override
            public void done(String task, String result) {
                handed.add(task + "=" + result);
                if (task.equals("fast")) {
                    fastDelivered.countDown();
                }
            }

            @Override
            public void failed(String task, Throwable cause) {
                handed.add(task + " failed: " + cause.getMessage());
            }
        };
        try (SearchPool<String, String> pool = new SearchPool<>(2, "test-search", delivery)) {
            pool.add("slow", () -> {
                fastDelivered.await();
                return "late";
            });
            pool.add("fast", () -> "early");
            pool.finish();
        }
        assertEquals(List.of("fast=early", "slow=late"), handed);
    }

    @Test
    void aSearchThatThrowsIsHandedOverAsFailedAndTheOthersGoOn() {
        List<String> handed = new ArrayList<>();
        SearchPool.Delivery<String, String> delivery = new SearchPool.Delivery<>() {
            @Override
            public void done(String task, String result) {
                handed.add(task + "=" + result);
            }

            @Override
            public void failed(String task, Throwable cause) {
                handed.add(task + " failed: " + cause.getMessage());
            }
        };
        try (SearchPool<String, String> pool = new SearchPool<>(1, "test-search", delivery)) {
            pool.add("broken", () -> {
                throw new IllegalStateException("a bug");
            });
            pool.add("fine", () -> "ok");
            pool.finish();
        }
        assertEquals(List.of("broken failed: a bug", "fine=ok"), handed);
    }

    @Test
    void noMoreThanTwiceTheThreadsArePending() {
        List<String> handed = new ArrayList<>();
        SearchPool.Delivery<Integer, Integer> delivery = new SearchPool.Delivery<>() {
            @Override
            public void done(Integer task, Integer result) {
                handed.add(String.valueOf(result));
            }

            @Override
            public void failed(Integer task, Throwable cause) {
                handed.add("failed");
            }
        };
        try (SearchPool<Integer, Integer> pool = new SearchPool<>(1, "test-search", delivery)) {
            for (int i = 0; i < 5; i++) {
                int n = i;
                pool.add(n, () -> n);
                // after each add at most 2 searches (twice the one thread) are still owed
                assertTrue(i + 1 - handed.size() <= 2, "pending after add " + i + ": " + (i + 1 - handed.size()));
            }
            pool.finish();
        }
        assertEquals(5, handed.size());
    }
}
