package org.sokodb.catalog;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Batches handed from the thread that writes an import to a thread of their own, through a
 * bounded queue, so that what the import's fill would read back after the last source is made
 * as the rows pass, on the core the import leaves idle (the similarity windows, the listing's
 * new runs). The thread starts with the first batch; the writer waits while it is a full queue
 * behind.
 *
 * <p>Only for an optimisation: when the work fails, says its result is of no use (returns
 * false), or is interrupted, the hand-over stops taking batches and {@link #finish} says so,
 * and the fill reads back what it would have taken from here.
 *
 * @param <B> a batch
 */
public final class HandOver<B> implements AutoCloseable {
    private static final Object END = new Object();

    private final String name;
    private final BlockingQueue<Object> queue;
    private final Predicate<B> work;
    private Thread thread;
    private volatile boolean failed;
    private boolean finished;

    /**
     * @param name the thread's name
     * @param queued batches waiting at most: the writer waits beyond this
     * @param work what the thread does with each batch, in the order given; false when what it
     *        makes is of no use any more (the batches after it are not taken)
     */
    public HandOver(String name, int queued, Predicate<B> work) {
        this.name = name;
        this.queue = new ArrayBlockingQueue<>(queued);
        this.work = work;
    }

    /** Hands {@code batch} over; waits while the thread is the whole queue behind. Nothing once failed or finished. */
    public void add(B batch) {
        if (failed || finished) {
            return;
        }
        if (thread == null) {
            thread = new Thread(this::take, name);
            thread.setDaemon(true);
            thread.start();
        }
        put(batch);
    }

    /** Waits for the thread to take every batch handed over; whether all of them were taken whole. */
    public boolean finish() {
        if (!finished) {
            finished = true;
            if (thread != null) {
                put(END);
                join();
            }
        }
        return !failed;
    }

    /** Stops the thread without waiting for its work (the import failed). */
    @Override
    public void close() {
        if (thread != null && thread.isAlive()) {
            failed = true;
            thread.interrupt();
            join();
        }
        finished = true;
    }

    private void put(Object batch) {
        try {
            while (!failed && !queue.offer(batch, 100, TimeUnit.MILLISECONDS)) {
                // the thread is behind: the writer waits, so the queue stays bounded
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failed = true;
        }
    }

    private void join() {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failed = true;
        }
    }

    @SuppressWarnings("unchecked")
    private void take() {
        try {
            while (true) {
                Object batch = queue.take();
                if (batch == END) {
                    return;
                }
                if (!work.test((B) batch)) {
                    failed = true;
                    return;
                }
            }
        } catch (InterruptedException e) {
            failed = true;
        } catch (RuntimeException e) {
            // what the fill meets again, if it is a fault, when it reads the tables
            failed = true;
        }
    }
}
