package org.sokodb.cli.output;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

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
 *
 * <p>{@link #stop()} (Ctrl-C) ends the searches under way, each with what it has (verdict
 * {@code interrupted}), and the levels added after are not searched: each goes to
 * {@link Sink#notSearched}, in its turn, so that {@code --out} still gets every level.
 */
public final class SolvingQueue implements AutoCloseable {

    /** Receives each level's result, on the thread that adds levels. */
    public interface Sink {
        void solved(LevelRecord record, Board board, SolverResult result);

        /** The solver failed on this level (a bug in it, or it ran out of heap); the run goes on. */
        void failed(LevelRecord record, String reason);

        /** The level's turn came after {@link #stop()}: it was not searched. */
        void notSearched(LevelRecord record, Board board);
    }

    private final OrderedPool<SolverResult> pool;
    private final SolverLimits limits;
    private final SolveMode mode;
    private final Sink sink;
    /** The threads searching now, for {@link #stop()} to interrupt. */
    private final Set<Thread> searching = ConcurrentHashMap.newKeySet();
    private volatile boolean stopped;

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
        pool.add(() -> search(board), new OrderedPool.Delivery<>() {
            @Override
            public void accept(SolverResult result) {
                if (result == null) {
                    sink.notSearched(record, board);
                } else {
                    sink.solved(record, board, result);
                }
            }

            @Override
            public void failed(Throwable cause) {
                sink.failed(record, "the solver failed: " + cause);
            }
        });
    }

    /** The solver's result, or null when the level's turn came after {@link #stop()}. */
    private SolverResult search(Board board) {
        if (stopped) {
            return null;
        }
        Thread self = Thread.currentThread();
        searching.add(self);
        try {
            // a stop between the first look and joining the set did not see this thread: look again
            return stopped ? null : Solver.solve(board, limits, mode);
        } finally {
            searching.remove(self);
            Thread.interrupted(); // a stop that came as the search ended is not the next level's
        }
    }

    /**
     * Ctrl-C: the searches under way end with what they have, the levels not started are not
     * searched. Safe from any thread (the shutdown hook's).
     */
    public void stop() {
        stopped = true;
        searching.forEach(Thread::interrupt);
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
