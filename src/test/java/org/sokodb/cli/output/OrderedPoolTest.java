package org.sokodb.cli.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/**
 * The pool's bound, counted: actions queued behind one long piece of work (the levels without
 * a solution after a short solution file, behind one slow search) make the caller wait once
 * {@link OrderedPool#MAX_ACTIONS} wait, instead of piling up without end; every action still
 * runs, in order.
 */
class OrderedPoolTest {
    private static final int ACTIONS = 10_000;

    @Test
    void actionsBehindSlowWorkWaitOnceTheBoundIsReached() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        List<Integer> ran = new ArrayList<>();
        AtomicInteger calls = new AtomicInteger();
        try (OrderedPool<String> pool = new OrderedPool<>(2, "test-pool")) {
            List<String> delivered = new ArrayList<>();
            pool.add(() -> {
                release.await();
                return "slow";
            }, delivery(delivered));
            Thread adder = new Thread(() -> {
                for (int i = 0; i < ACTIONS; i++) {
                    calls.incrementAndGet();
                    int n = i;
                    pool.then(() -> ran.add(n));
                }
            });
            adder.start();
            while (adder.getState() != Thread.State.WAITING && adder.getState() != Thread.State.TERMINATED) {
                Thread.sleep(1);
            }
            int bound = 2 * 2 + OrderedPool.MAX_ACTIONS;
            assertTrue(adder.isAlive() && calls.get() <= bound + 1,
                    "the caller waits once the bound is reached, after " + calls.get() + " of " + ACTIONS + " actions");
            release.countDown();
            adder.join();
            pool.finish();
            assertEquals(List.of("slow"), delivered);
        }
        assertEquals(ACTIONS, ran.size());
        for (int i = 0; i < ACTIONS; i++) {
            assertEquals(i, ran.get(i), "in order");
        }
    }

    private static OrderedPool.Delivery<String> delivery(List<String> delivered) {
        return new OrderedPool.Delivery<>() {
            @Override
            public void accept(String s) {
                delivered.add(s);
            }

            @Override
            public void failed(Throwable cause) {
                throw new AssertionError(cause);
            }
        };
    }
}
