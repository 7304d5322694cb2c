package org.sokodb.cli.output;

import java.util.ArrayDeque;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

import org.sokodb.cli.terminal.CommandFailedException;

/**
 * Work on a few levels at a time with its results handed over in the order the work was
 * added, with ordered actions (problem reports, rows that need no work) in between: the
 * table of a command that follows its input, whatever order the work finishes in. At most
 * twice as many levels as threads wait, and at most {@link #MAX_ACTIONS} actions beside them:
 * past that, adding waits for the oldest result, so a long input never sits in memory (a
 * hundred thousand levels without a solution behind one long search).
 *
 * @param <R> what one piece of work gives
 */
public final class OrderedPool<R> implements AutoCloseable {

    /** Receives each result on the thread that adds work; {@code failed} when the work threw. */
    public interface Delivery<R> extends Consumer<R> {
        void failed(Throwable cause);
    }

    private record Pending<R>(Future<R> result, Delivery<R> delivery, Runnable action) {
    }

    /** The most actions that wait behind unfinished work before {@link #then} waits for it. */
    static final int MAX_ACTIONS = 64;

    private final ExecutorService pool;
    private final int parallel;
    private final ArrayDeque<Pending<R>> pending = new ArrayDeque<>();

    public OrderedPool(int parallel, String threadName) {
        this.parallel = parallel;
        this.pool = Executors.newFixedThreadPool(parallel, r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true);
            return t;
        });
    }

    /** Starts {@code work}; its result goes to {@code delivery} once everything added before it is delivered. */
    public void add(Callable<R> work, Delivery<R> delivery) {
        pending.add(new Pending<>(pool.submit(work), delivery, null));
        while (pending.size() > 2 * parallel) {
            deliver(pending.poll());
        }
    }

    /** Runs {@code action} after everything added so far has been delivered. */
    public void then(Runnable action) {
        if (pending.isEmpty()) {
            action.run();
            return;
        }
        pending.add(new Pending<>(null, null, action));
        while (pending.size() > 2 * parallel + MAX_ACTIONS) {
            deliver(pending.poll());
        }
    }

    /** Results and actions waiting to be delivered. */
    int waiting() {
        return pending.size();
    }

    /** Delivers everything still pending. */
    public void finish() {
        while (!pending.isEmpty()) {
            deliver(pending.poll());
        }
    }

    private void deliver(Pending<R> p) {
        if (p.action() != null) {
            p.action().run();
            return;
        }
        try {
            p.delivery().accept(p.result().get());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CommandFailedException("interrupted");
        } catch (ExecutionException e) {
            p.delivery().failed(e.getCause());
        }
        // the actions whose turn has come run now, not when the next result is due
        while (!pending.isEmpty() && pending.peek().action() != null) {
            pending.poll().action().run();
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
