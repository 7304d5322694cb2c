package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** Work taking turns: at most so many at once, the others waiting, then a 503 that says why. */
class TurnsTest {

    @Test
    void aTurnTakenMakesTheNextWaitThenAnswer503WithTheMessage() {
        Turns turns = new Turns(1, 50, "busy with the one before");
        assertFalse(turns.taken());
        turns.take();
        assertTrue(turns.taken());
        HttpProblem p = assertThrows(HttpProblem.class, turns::take);
        assertEquals(503, p.status());
        assertEquals("busy with the one before", p.getMessage());
        turns.give();
        assertFalse(turns.taken());
        turns.take();
        turns.give();
    }

    @Test
    void asManyAtOnceAsAsked() {
        Turns turns = new Turns(2, 50, "busy");
        turns.take();
        turns.take();
        assertEquals(503, assertThrows(HttpProblem.class, turns::take).status());
        turns.give();
        turns.take();
    }

    @Test
    void aWaitingTurnBeginsWhenTheOneBeforeEnds() throws Exception {
        Turns turns = new Turns(1, 60_000, "busy");
        turns.take();
        CountDownLatch waiting = new CountDownLatch(1);
        CompletableFuture<Boolean> next = CompletableFuture.supplyAsync(() -> {
            waiting.countDown();
            turns.take();
            return true;
        });
        waiting.await();
        assertFalse(next.isDone());
        turns.give();
        assertTrue(next.get(60, TimeUnit.SECONDS));
        assertTrue(turns.taken());
    }

    @Test
    void anInterruptedWaitIs503AndKeepsTheInterrupt() throws Exception {
        Turns turns = new Turns(1, 60_000, "busy");
        turns.take();
        CompletableFuture<String> answer = new CompletableFuture<>();
        Thread waiter = new Thread(() -> {
            try {
                turns.take();
                answer.complete("took a turn");
            } catch (HttpProblem p) {
                answer.complete(p.status() + " " + p.getMessage() + " " + Thread.currentThread().isInterrupted());
            }
        });
        waiter.start();
        waiter.interrupt();
        assertEquals("503 the server is stopping true", answer.get(60, TimeUnit.SECONDS));
        waiter.join();
    }

    /**
     * The searches' turns ({@link Turns#searches}: 3, each client 2): a client that holds its
     * share waits for one of its own, then is 429 — even with a turn free —, while another client
     * takes that turn at once; a client holding none is forgotten.
     */
    @Test
    void oneClientHoldsAtMostItsShareAndAnotherStillGetsATurn() throws Exception {
        Turns turns = new Turns(3, 50, "busy", 2);
        CountDownLatch inside = new CountDownLatch(2);
        CountDownLatch release = new CountDownLatch(1);
        List<CompletableFuture<String>> held = new ArrayList<>();
        ExecutorService clients = Executors.newFixedThreadPool(2);
        for (int i = 0; i < 2; i++) {
            held.add(CompletableFuture.supplyAsync(() -> turns.run("192.0.2.1", () -> {
                inside.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return "answered";
            }), clients));
        }
        inside.await();
        HttpProblem third = assertThrows(HttpProblem.class, () -> turns.run("192.0.2.1", () -> "a third"));
        assertEquals(429, third.status());
        assertEquals("you have 2 searches under way; wait for them to be answered before you ask for more",
                third.getMessage());
        assertEquals("another's", turns.run("192.0.2.2", () -> "another's"), "the third turn is another client's");
        assertEquals(1, turns.clients(), "the other client, done, is forgotten");
        release.countDown();
        for (CompletableFuture<String> h : held) {
            assertEquals("answered", h.get(60, TimeUnit.SECONDS));
        }
        assertEquals(0, turns.clients());
        clients.shutdown();
    }

    /**
     * The searches' share of the cores (issue 84): on two cores one search runs at a time; the
     * next waits its turn and, when the turn does not come within the wait, is 503 with a
     * sentence; beyond the searches allowed to wait, another is 503 at once. Work that takes no
     * turn (a level page) never waits for them.
     */
    @Test
    void searchesTakeHalfTheCoresAndWaitTheirTurnOrAre503() throws Exception {
        int cores = Runtime.getRuntime().availableProcessors();
        assertEquals(Math.max(1, cores / 2), ServeSettings.SEARCH_SLOTS);
        Turns turns = new Turns(1, 50, "busy with other searches", 2, 3);
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService clients = Executors.newFixedThreadPool(4);
        try {
            CompletableFuture<String> first = CompletableFuture.supplyAsync(() -> turns.run("192.0.2.1", () -> {
                running.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return "answered";
            }), clients);
            running.await();
            HttpProblem waited = assertThrows(HttpProblem.class, () -> turns.run("192.0.2.2", () -> "a second"));
            assertEquals(503, waited.status());
            assertEquals("busy with other searches", waited.getMessage());

            // three under way at most, running or waiting: the fourth is refused while two wait
            Turns bounded = new Turns(1, 60_000, "busy with other searches", 2, 3);
            CountDownLatch in = new CountDownLatch(1);
            CountDownLatch out = new CountDownLatch(1);
            List<CompletableFuture<String>> under = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                String client = "192.0.2." + (10 + i);
                under.add(CompletableFuture.supplyAsync(() -> bounded.run(client, () -> {
                    in.countDown();
                    try {
                        out.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return "answered";
                }), clients));
            }
            in.await();
            for (int tries = 0; bounded.underWay() < 3 && tries < 600; tries++) {
                Thread.sleep(100); // the two others reach their wait in their own time
            }
            assertEquals(3, bounded.underWay());
            HttpProblem refused = assertThrows(HttpProblem.class, () -> bounded.run("192.0.2.99", () -> "a fourth"));
            assertEquals(503, refused.status());
            assertEquals("busy with other searches", refused.getMessage());
            assertTrue(under.stream().noneMatch(CompletableFuture::isDone), "the others still wait their turn");
            out.countDown();
            for (CompletableFuture<String> u : under) {
                assertEquals("answered", u.get(60, TimeUnit.SECONDS));
            }
            release.countDown();
            assertEquals("answered", first.get(60, TimeUnit.SECONDS));
        } finally {
            release.countDown();
            clients.shutdownNow();
        }
    }
}
