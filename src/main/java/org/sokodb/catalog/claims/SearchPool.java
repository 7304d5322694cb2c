package org.sokodb.catalog.claims;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.sokodb.catalog.db.CatalogException;

/**
 * Searches of claimed groups, a few at a time, each handed over as soon as it finishes: a run
 * on the catalog stores every result at once, so a result that finished behind a slow group is
 * not lost on Ctrl-C. At most twice as many searches as threads are under way or waiting.
 *
 * @param <T> what a search is of (the claimed task, with what the caller shows of it)
 * @param <R> what a search gives
 */
public final class SearchPool<T, R> implements AutoCloseable {

    /** Receives each search's end, on the thread that adds searches. */
    public interface Delivery<T, R> {
        void done(T task, R result);

        /** The search threw {@code cause} (a bug in it, or it ran out of heap); the run goes on. */
        void failed(T task, Throwable cause);
    }

    private final ExecutorService pool;
    private final CompletionService<R> completions;
    private final Map<Future<R>, T> pending = new HashMap<>();
    private final int parallel;
    private final Delivery<T, R> delivery;

    /**
     * @param parallel searches run at once
     * @param threadName the name of their threads
     */
    public SearchPool(int parallel, String threadName, Delivery<T, R> delivery) {
        this.parallel = parallel;
        this.delivery = delivery;
        this.pool = Executors.newFixedThreadPool(parallel, r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true);
            return t;
        });
        this.completions = new ExecutorCompletionService<>(pool);
    }

    /** Starts {@code search} of {@code task}; hands over finished ones while too many are pending. */
    public void add(T task, Callable<R> search) {
        pending.put(completions.submit(search), task);
        while (pending.size() > 2 * parallel) {
            deliverNext();
        }
    }

    /** Hands over every search still pending, as each finishes. */
    public void finish() {
        while (!pending.isEmpty()) {
            deliverNext();
        }
    }

    private void deliverNext() {
        Future<R> done;
        try {
            done = completions.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CatalogException("interrupted");
        }
        T task = pending.remove(done);
        if (task == null) {
            throw new IllegalStateException("a finished search that was never added");
        }
        R result;
        try {
            result = done.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CatalogException("interrupted");
        } catch (ExecutionException e) {
            delivery.failed(task, e.getCause());
            return;
        }
        delivery.done(task, result);
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
