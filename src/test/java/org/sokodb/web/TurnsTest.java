package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
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
}
