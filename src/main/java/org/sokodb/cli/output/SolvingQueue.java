package org.sokodb.cli.output;

import org.sokodb.board.Board;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;

/**
 * {@code solve PATH…}'s loop, apart from where levels come from and where results go: levels
 * are solved a few at a time ({@link OrderedPool}) and handed to the {@link Sink} in the order
 * they were added, with other ordered actions (problem reports) in between, so the table
 * follows the input. (The catalog's solving hands each result over as it finishes, to store it
 * at once: that loop is the catalog's, {@code catalog.solving.CatalogSolver}.)
 */
public final class SolvingQueue implements AutoCloseable {

    /** Receives each level's result, on the thread that adds levels. */
    public interface Sink {
        void solved(LevelRecord record, Board board, SolverResult result);

        /** The solver failed on this level (a bug in it, or it ran out of heap); the run goes on. */
        void failed(LevelRecord record, String reason);
    }

    private final OrderedPool<SolverResult> pool;
    private final SolverLimits limits;
    private final SolveMode mode;
    private final Sink sink;

    /**
     * @param parallel how many levels are solved at once
     * @param limits what each level may spend (its threads are its portfolio)
     */
    public SolvingQueue(int parallel, SolverLimits limits, SolveMode mode, Sink sink) {
        this.pool = new OrderedPool<>(parallel, "sokodb-solve");
        this.limits = limits;
        this.mode = mode;
        this.sink = sink;
    }

    public void add(LevelRecord record, Board board) {
        pool.add(() -> Solver.solve(board, limits, mode), new OrderedPool.Delivery<>() {
            @Override
            public void accept(SolverResult result) {
                sink.solved(record, board, result);
            }

            @Override
            public void failed(Throwable cause) {
                sink.failed(record, "the solver failed: " + cause);
            }
        });
    }

    /** Runs {@code action} after every level added so far has been delivered. */
    public void then(Runnable action) {
        pool.then(action);
    }

    /** Delivers everything still pending. */
    public void finish() {
        pool.finish();
    }

    @Override
    public void close() {
        pool.close();
    }
}
