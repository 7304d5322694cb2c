package org.sokodb.cli.output;

import java.util.List;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.difficulty.DifficultyEstimator;
import org.sokodb.difficulty.DifficultyQuantities;
import org.sokodb.difficulty.Rating;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;

/**
 * {@code difficulty PATH…}'s loop: each level rated by the solution under it that keeps boxes
 * together best, or solved first when none under it solves it; a few at a time
 * ({@link OrderedPool}), handed to the {@link Sink} in the order they were added.
 */
public final class RatingQueue implements AutoCloseable {

    /**
     * One level's rating and where its solution came from.
     *
     * @param solution {@code file} (a solution under the level), {@code solver}, or the solver's
     *     verdict when it found none ({@code timeout}, {@code unsolvable}, {@code memory})
     */
    public record Rated(Rating rating, String solution) {
    }

    /** Receives each level's rating, on the thread that adds levels. */
    public interface Sink {
        void rated(LevelRecord record, Rated rated);

        /** Rating or solving failed on this level (a bug, or the heap ran out); the run goes on. */
        void failed(LevelRecord record, String reason);
    }

    private final OrderedPool<Rated> pool;
    private final SolverLimits limits;
    private final Sink sink;
    private final DifficultyEstimator estimator = DifficultyEstimator.current();

    /**
     * @param parallel how many levels are rated (and solved) at once
     * @param limits what solving a level may spend
     */
    public RatingQueue(int parallel, SolverLimits limits, Sink sink) {
        this.pool = new OrderedPool<>(parallel, "sokodb-difficulty");
        this.limits = limits;
        this.sink = sink;
    }

    public void add(LevelRecord record, Board board) {
        pool.add(() -> rate(record, board), new OrderedPool.Delivery<>() {
            @Override
            public void accept(Rated rated) {
                sink.rated(record, rated);
            }

            @Override
            public void failed(Throwable cause) {
                sink.failed(record, "rating failed: " + cause);
            }
        });
    }

    private Rated rate(LevelRecord record, Board board) {
        List<String> given = record.solutions().stream().filter(b -> !b.isSnapshot()).map(SolutionBlock::moves).toList();
        Optional<DifficultyQuantities> best = DifficultyEstimator.best(board, given);
        if (best.isPresent()) {
            return new Rated(estimator.rate(best.get()), "file");
        }
        SolverResult result = Solver.solve(board, limits);
        if (result instanceof SolverResult.Solved s) {
            return new Rated(estimator.rate(board, s.steps().letters()), "solver");
        }
        return new Rated(estimator.rateBoardOnly(board), SolveReport.verdict(result));
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
