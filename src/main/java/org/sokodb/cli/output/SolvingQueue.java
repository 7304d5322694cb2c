package org.sokodb.cli.output;

import java.util.ArrayDeque;
import java.util.concurrent.ExecutionException;
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
 * {@code solve PATH…}'s loop, apart from where levels come from and where results go: levels
 * are solved a few at a time and handed to the {@link Sink} in the order they were added, with
 * other ordered actions (problem reports) in between, so the table follows the input. (The
 * catalog's solving hands each result over as it finishes, to store it at once: that loop is
 * the catalog's, {@code CatalogWrites.solveCatalog}.)
 */
public final class SolvingQueue implements AutoCloseable {

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
    private final ArrayDeque<Pending> pending = new ArrayDeque<>();

    /**
     * @param parallel how many levels are solved at once
     * @param limits what each level may spend (its threads are its portfolio)
     */
    public SolvingQueue(int parallel, SolverLimits limits, SolveMode mode, Sink sink) {
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

    public void add(LevelRecord record, Board board) {
        Future<SolverResult> result = pool.submit(() -> Solver.solve(board, limits, mode));
        pending.add(new Pending(record, board, result, null));
        while (pending.size() > 2 * parallel) {
            deliver(pending.poll());
        }
    }

    /** Runs {@code action} after every level added so far has been delivered. */
    public void then(Runnable action) {
        if (pending.isEmpty()) {
            action.run();
        } else {
            pending.add(new Pending(null, null, null, action));
        }
    }

    /** Delivers everything still pending. */
    public void finish() {
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
