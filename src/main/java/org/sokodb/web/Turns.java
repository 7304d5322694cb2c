package org.sokodb.web;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Work that takes turns: at most as many at once as the semaphore has permits, the others
 * waiting up to a bound, then answered 503 with a message that says why. The catalog's open
 * connections ({@link CatalogGate}) and the near-copy search ({@link LevelRoutes}) take turns;
 * the requests that may take seconds (a level's near copies, near-duplicate groups not
 * computed yet) take one of {@link ServeSettings#SLOW_SLOTS} turns without waiting
 * ({@link #slowWork}), so that they never hold more than those of the server's threads and
 * pages keep the others. The searches by text or filters, which may read many boards, take
 * turns of their own ({@link #searches}): fewer than the catalog's connections, and every
 * search, answered at once or in a turn, within the searches' share of them
 * ({@link CatalogGate#lendToSearch}), so that the level pages always find one; at most
 * {@link ServeSettings#SEARCHES_PER_CLIENT} turns for one client (an address), which then waits
 * for its own turn before it waits for one at all, so that one client cannot take every turn
 * from the others; and at most so many under way at once, running or waiting, so that waiting
 * searches cannot hold every thread of the server.
 */
final class Turns {
    private final int atOnce;
    private final Semaphore permits;
    private final long waitMillis;
    private final String busy;
    private final int perClient;
    /** The most under way at once through {@link #run(String, Supplier)}, running or waiting; beyond, 503 at once. */
    private final int most;
    private final AtomicInteger inside = new AtomicInteger();
    /** What does the work of {@link #run(String, Supplier)}: the calling thread, or the searches' own threads. */
    private final Executor workers;
    /** The turns each client holds, for those that hold one (guarded by itself). */
    private final Map<String, Integer> held = new HashMap<>();

    Turns(int atOnce, long waitMillis, String busy) {
        this(atOnce, waitMillis, busy, atOnce);
    }

    Turns(int atOnce, long waitMillis, String busy, int perClient) {
        this(atOnce, waitMillis, busy, perClient, Integer.MAX_VALUE);
    }

    /** As {@link #Turns(int, long, String, int)}, with at most {@code most} under way at once, running or waiting. */
    Turns(int atOnce, long waitMillis, String busy, int perClient, int most) {
        this(atOnce, waitMillis, busy, perClient, most, Runnable::run);
    }

    /**
     * As {@link #Turns(int, long, String, int, int)}, the work of {@link #run(String, Supplier)}
     * done by {@code workers} while the request's thread waits for it.
     */
    Turns(int atOnce, long waitMillis, String busy, int perClient, int most, Executor workers) {
        this.workers = workers;
        this.most = most;
        this.atOnce = atOnce;
        this.permits = new Semaphore(atOnce, true);
        this.waitMillis = waitMillis;
        this.busy = busy;
        this.perClient = perClient;
    }

    /**
     * The turns of the searches by text or filters, credits and authors: {@link ServeSettings#SEARCH_SLOTS}
     * at once (half the cores), each client at most its share, at most
     * {@link ServeSettings#SEARCHES_WAITING} waiting; a search waits its turn up to
     * {@link CatalogGate#WAIT_MILLIS}, then 503. The other pages take none of these turns.
     */
    static Turns searches() {
        return new Turns(ServeSettings.SEARCH_SLOTS, CatalogGate.WAIT_MILLIS, "the server is busy with other searches;"
                + " try again in a moment, or narrow the search", ServeSettings.SEARCHES_PER_CLIENT,
                ServeSettings.SEARCH_SLOTS + ServeSettings.SEARCHES_WAITING, lowPriorityThreads());
    }

    /**
     * Threads of the lowest priority for the searches' work, one a turn: where the JVM gives a
     * thread's priority to the system ({@code serve}'s launcher asks for it on Linux:
     * {@code -XX:ThreadPriorityPolicy=1}, the lowest priority mapped to nice 19), a search that
     * walks every board runs on what the level pages leave of the cores, instead of taking a core
     * from them. Threads of their own, since a thread whose priority was lowered may not raise it
     * again without the system's leave: the server's own threads, which answer the pages, keep
     * theirs.
     */
    private static Executor lowPriorityThreads() {
        AtomicInteger made = new AtomicInteger();
        ThreadPoolExecutor threads = new ThreadPoolExecutor(ServeSettings.SEARCH_SLOTS, ServeSettings.SEARCH_SLOTS,
                1, TimeUnit.MINUTES, new LinkedBlockingQueue<>(), work -> {
                    Thread t = new Thread(work, "sokodb-search-" + made.incrementAndGet());
                    t.setDaemon(true);
                    t.setPriority(Thread.MIN_PRIORITY);
                    return t;
                });
        threads.allowCoreThreadTimeOut(true); // a server stopped leaves no thread behind for long
        return threads;
    }

    /**
     * Runs {@code work} in a turn of {@code client}'s: when the client already holds its share
     * it waits for one of its own to end (then 429: it asks too much at once), then for a turn
     * at all (then 503).
     */
    <T> T run(String client, Supplier<T> work) {
        if (inside.incrementAndGet() > most) {
            inside.decrementAndGet();
            throw new HttpProblem(503, busy);
        }
        try {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(waitMillis);
            enter(client, deadline);
            try {
                return run(() -> onWorkers(work));
            } finally {
                leave(client);
            }
        } finally {
            inside.decrementAndGet();
        }
    }

    /** {@code work} done by {@link #workers}, this thread waiting for it; its failure is this thread's. */
    private <T> T onWorkers(Supplier<T> work) {
        CompletableFuture<T> done = CompletableFuture.supplyAsync(work, workers);
        try {
            return done.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error r) {
                throw r;
            }
            throw e;
        }
    }

    private void enter(String client, long deadline) {
        synchronized (held) {
            while (held.getOrDefault(client, 0) >= perClient) {
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                if (left <= 0) {
                    throw new HttpProblem(429, "you have " + perClient + " searches under way; wait for them to be"
                            + " answered before you ask for more");
                }
                try {
                    held.wait(left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new HttpProblem(503, "the server is stopping");
                }
            }
            held.merge(client, 1, Integer::sum);
        }
    }

    private void leave(String client) {
        synchronized (held) {
            held.computeIfPresent(client, (k, n) -> n == 1 ? null : n - 1);
            held.notifyAll();
        }
    }

    /** The work under way through {@link #run(String, Supplier)} now, running or waiting (tests). */
    int underWay() {
        return inside.get();
    }

    /** The clients holding a turn now (tests: the map keeps no client that holds none). */
    int clients() {
        synchronized (held) {
            return held.size();
        }
    }

    /** The turns of the requests that may take seconds: none waits, the one that finds them all taken is 503. */
    static Turns slowWork() {
        return new Turns(ServeSettings.SLOW_SLOTS, 0, "the server is busy with " + ServeSettings.SLOW_SLOTS
                + " slow questions (near copies, near-duplicate groups); try again in a moment");
    }

    /** Runs {@code work} in a turn ({@link #take}, then {@link #give}). */
    <T> T run(Supplier<T> work) {
        take();
        try {
            return work.get();
        } finally {
            give();
        }
    }

    /** Waits for a turn; 503 with the message when none comes in time or the server stops. */
    void take() {
        try {
            if (!permits.tryAcquire(waitMillis, TimeUnit.MILLISECONDS)) {
                throw new HttpProblem(503, busy);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new HttpProblem(503, "the server is stopping");
        }
    }

    /** Whether some work has a turn now. */
    boolean taken() {
        return permits.availablePermits() < atOnce;
    }

    /** Ends a turn {@link #take} began. */
    void give() {
        permits.release();
    }
}
