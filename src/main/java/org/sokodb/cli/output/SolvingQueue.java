package org.sokodb.cli.output;

import java.util.ArrayDeque;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.sokodb.board.Board;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;

/**
 * The per-level solving loop, apart from where levels come from and where results go:
 * levels are solved a few at a time and handed to the {@link Sink} either in the order they
 * were added, with other ordered actions (problem reports) in between ({@code solve PATH…},
 * whose table follows its input), or as they finish ({@code solve --catalog}, which stores
 * each result at once: a result finished behind a slow level is not lost on Ctrl-C).
 */
public final class SolvingQueue implements AutoCloseable {

    /** How results are handed over. */
    public enum Order {
        /** In the order the levels were added, with {@link #then} actions in between. */
        INPUT,
        /** As soon as each level is done; {@link #then} runs its action at once. */
        FINISHED
    }

    /** Receives each level's result, on the thread that adds levels. */
    public interface Sink {
        void solved(LevelRecord record, Board board, SolverResult result);

        /** The solver failed on this level (a bug in it, or it ran out of heap); the run goes on. */
        void failed(LevelRecord record, String reason);
    }

    private record Pending(LevelRecord record, Board board, Future<SolverResult> result, Runnable action) {
    }

    private final ExecutorService pool;
    private final int parallel;
    private final SolverLimits limits;
    private final SolveMode mode;
    private final Sink sink;
    private final Order order;
    private final CompletionService<SolverResult> completions;
    private final ArrayDeque<Pending> pending = new ArrayDeque<>();

    /**
     * @param parallel how many levels are solved at once
     * @param limits what each level may spend (its threads are its portfolio)
     */
    public SolvingQueue(int parallel, SolverLimits limits, SolveMode mode, Sink sink, Order order) {
        this.parallel = parallel;
        this.order = order;
        this.limits = limits;
        this.mode = mode;
        this.sink = sink;
        this.pool = Executors.newFixedThreadPool(parallel, r -> {
            Thread t = new Thread(r, "sokodb-solve");
            t.setDaemon(true);
            return t;
        });
        this.completions = new ExecutorCompletionService<>(pool);
    }

    public void add(LevelRecord record, Board board) {
        Callable<SolverResult> search = () -> Solver.solve(board, limits, mode);
        // only FINISHED takes results from the completion queue: in INPUT order it would keep them all
        Future<SolverResult> result = order == Order.FINISHED ? completions.submit(search) : pool.submit(search);
        pending.add(new Pending(record, board, result, null));
        while (pending.size() > 2 * parallel) {
            deliver(next());
        }
    }

    /** Runs {@code action} after every level added so far has been delivered. */
    public void then(Runnable action) {
        if (pending.isEmpty() || order == Order.FINISHED) {
            action.run();
        } else {
            pending.add(new Pending(null, null, null, action));
        }
    }

    /** Delivers everything still pending. */
    public void finish() {
        while (!pending.isEmpty()) {
            deliver(next());
        }
    }

    /** The next level to hand over: the oldest, or in {@link Order#FINISHED} the first one done. */
    private Pending next() {
        if (order == Order.INPUT) {
            return pending.poll();
        }
        Future<SolverResult> done;
        try {
            done = completions.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CommandFailedException("interrupted");
        }
        for (var it = pending.iterator(); it.hasNext();) {
            Pending p = it.next();
            if (p.result() == done) {
                it.remove();
                return p;
            }
        }
        throw new IllegalStateException("a finished search that was never added");
    }

    private void deliver(Pending p) {
        if (p.action() != null) {
            p.action().run();
            return;
        }
        SolverResult result;
        try {
            result = p.result().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CommandFailedException("interrupted");
        } catch (ExecutionException e) {
            sink.failed(p.record(), "the solver failed: " + e.getCause());
            result = null;
        }
        if (result != null) {
            sink.solved(p.record(), p.board(), result);
        }
        while (!pending.isEmpty() && pending.peek().action() != null) {
            pending.poll().action().run();
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
