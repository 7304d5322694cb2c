package org.sokodb.catalog.imports;

import java.util.ArrayDeque;

import org.jdbi.v3.core.JdbiException;

/**
 * The thread that owns the catalog's connection while a PostgreSQL bulk load writes: the
 * importing thread reads, decides and encodes the next batch while this one waits for the
 * server to load the last. They meet at a queue of hand-overs run in order (a source's
 * savepoint, its collection row, a batch of COPY rows, its end), holding at most one batch
 * not yet begun, so that at most two batches' rows are in memory.
 *
 * <p>Inactive (the default, H2, and a PostgreSQL import that is not a bulk load) every
 * hand-over runs at once on the caller's thread. Active, the importing thread uses the
 * connection itself only after {@link #drain}: every statement runs on one thread at a time,
 * in the order handed over.
 *
 * <p>A hand-over that fails is remembered and the ones after it are dropped; the importing
 * thread hears of it ({@link Failed}) at its next hand-over or drain, and from then on runs
 * everything itself. Each hand-over has a number: a source is said imported only once the
 * hand-over of its end ran ({@link #ran}) and a durable commit followed.
 */
final class ConnectionWriter implements AutoCloseable {
    /**
     * A hand-over that failed on the writer: the source it belonged to is not imported. A
     * failed statement as jdbi reports one, so that the import says it in one line; its
     * message names the source, and the failure itself is kept as suppressed.
     */
    static final class Failed extends JdbiException {
        private static final long serialVersionUID = 1L;

        Failed(String source, RuntimeException cause) {
            super(source + ": not imported: " + cause.getMessage());
            addSuppressed(cause);
        }
    }

    private record Task(long number, String source, Runnable work, boolean batch) {
    }

    private final ArrayDeque<Task> queue = new ArrayDeque<>();
    private Thread thread;
    private boolean active;
    private boolean busy;
    private boolean closed;
    private int batchesWaiting;
    /** Hand-overs made, and the last that ran without failing. */
    private long handed;
    private long ran;
    private Failed failure;

    /** From now on hand-overs run on the writer's thread (started the first time). */
    synchronized void activate() {
        if (thread == null) {
            thread = new Thread(this::loop, "sokodb-writer");
            thread.setDaemon(true);
            thread.start();
        }
        active = true;
    }

    /** Waits for what was handed over, then runs everything on the caller's thread again. */
    void deactivate() {
        drain();
        synchronized (this) {
            active = false;
        }
    }

    synchronized boolean active() {
        return active;
    }

    /** Runs {@code work} of {@code source} in turn: on the writer's thread when active. */
    void run(String source, Runnable work) {
        hand(source, work, false);
    }

    /** As {@link #run}, for a batch of rows: waits while another batch has not begun. */
    void batch(String source, Runnable work) {
        hand(source, work, true);
    }

    private void hand(String source, Runnable work, boolean batch) {
        synchronized (this) {
            if (active) {
                boolean interrupted = false;
                while (batch && batchesWaiting > 0 && failure == null) {
                    interrupted |= waitUninterruptibly();
                }
                keep(interrupted);
                throwIfFailed();
                handed++;
                queue.add(new Task(handed, source, work, batch));
                if (batch) {
                    batchesWaiting++;
                }
                notifyAll();
                return;
            }
            handed++;
        }
        work.run();
        synchronized (this) {
            if (failure == null) {
                ran = Math.max(ran, handed);
            }
        }
    }

    /**
     * Waits until everything handed over has run, so that the caller may use the connection;
     * throws {@link Failed} (once) if a hand-over failed, and is inactive from then on.
     */
    synchronized void drain() {
        boolean interrupted = false;
        while (active && (busy || !queue.isEmpty())) {
            interrupted |= waitUninterruptibly();
        }
        keep(interrupted);
        throwIfFailed();
    }

    /** The number of the last hand-over made ({@link #ran} tells whether it ran). */
    synchronized long handed() {
        return handed;
    }

    /** True when hand-over {@code number} ran, and every one before it. */
    synchronized boolean ran(long number) {
        return number <= ran;
    }

    private void throwIfFailed() {
        if (failure != null && active) {
            active = false;
            throw failure;
        }
    }

    /** Waits for the writer; true if interrupted meanwhile (the connection is the writer's until it is done). */
    private boolean waitUninterruptibly() {
        try {
            wait();
            return false;
        } catch (InterruptedException e) {
            return true;
        }
    }

    /** The caller's interrupt, kept for its next blocking step. */
    private static void keep(boolean interrupted) {
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private void loop() {
        while (true) {
            Task task;
            synchronized (this) {
                while (queue.isEmpty() && !closed) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (queue.isEmpty()) {
                    return;
                }
                task = queue.poll();
                if (task.batch()) {
                    batchesWaiting--;
                }
                busy = failure == null;
                notifyAll();
                if (!busy) {
                    continue; // dropped: a hand-over before it failed
                }
            }
            RuntimeException failed = null;
            try {
                task.work().run();
            } catch (RuntimeException e) {
                failed = e;
            } catch (Error e) {
                // out of memory, say: the importing thread waits for this one, so it must hear of it
                failed = new IllegalStateException(e.toString(), e);
            }
            synchronized (this) {
                busy = false;
                if (failed == null) {
                    ran = task.number();
                } else {
                    failure = new Failed(task.source(), failed);
                }
                notifyAll();
            }
        }
    }

    @Override
    public void close() {
        synchronized (this) {
            closed = true;
            notifyAll();
        }
    }
}
