package org.sokodb.cli;

import java.util.ArrayDeque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.sokodb.board.Board;
import org.sokodb.format.LevelRecord;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;

/**
 * The per-level solving loop, apart from where levels come from and where results go:
 * levels are solved a few at a time and handed to the {@link Sink} in the order they were
 * added, with other ordered actions (problem reports) in between. A later
 * {@code solve --catalog} feeds it from the catalog and sinks into it.
 */
final class SolvingQueue implements AutoCloseable {

    /** Receives each level's result, in input order, on the thread that adds levels. */
    interface Sink {
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
    private final ArrayDeque<Pending> pending = new ArrayDeque<>();

    /**
     * @param parallel how many levels are solved at once
     * @param limits what each level may spend (its threads are its portfolio)
     */
    SolvingQueue(int parallel, SolverLimits limits, SolveMode mode, Sink sink) {
        this.parallel = parallel;
        this.limits = limits;
        this.mode = mode;
        this.sink = sink;
        this.pool = Executors.newFixedThreadPool(parallel, r -> {
            Thread t = new Thread(r, "sokodb-solve");
            t.setDaemon(true);
            return t;
        });
    }

    void add(LevelRecord record, Board board) {
        pending.add(new Pending(record, board, pool.submit(() -> Solver.solve(board, limits, mode)), null));
        while (pending.size() > 2 * parallel) {
            deliver(pending.poll());
        }
    }

    /** Runs {@code action} after every level added so far has been delivered. */
    void then(Runnable action) {
        if (pending.isEmpty()) {
            action.run();
        } else {
            pending.add(new Pending(null, null, null, action));
        }
    }

    /** Delivers everything still pending. */
    void finish() {
        while (!pending.isEmpty()) {
            deliver(pending.poll());
        }
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
