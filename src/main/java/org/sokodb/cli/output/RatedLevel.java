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
 * One level's rating for {@code difficulty PATH…} and where its solution came from: the
 * solution under the level that keeps boxes together best, or the solver's when none under it
 * solves it.
 *
 * @param solution {@code file} (a solution under the level), {@code solver}, or the solver's
 *     verdict when it found none ({@code timeout}, {@code unsolvable}, {@code memory})
 */
public record RatedLevel(Rating rating, String solution) {

    /** The work of {@code difficulty PATH…}'s {@link LevelQueue}: solving within {@code limits} when it must. */
    public static LevelQueue.Work<RatedLevel> work(SolverLimits limits) {
        DifficultyEstimator estimator = DifficultyEstimator.current();
        return (record, board) -> of(record, board, limits, estimator);
    }

    static RatedLevel of(LevelRecord record, Board board, SolverLimits limits, DifficultyEstimator estimator) {
        List<String> given = record.solutions().stream().filter(b -> !b.isSnapshot()).map(SolutionBlock::moves).toList();
        Optional<DifficultyQuantities> best = DifficultyEstimator.best(board, given);
        if (best.isPresent()) {
            return new RatedLevel(estimator.rate(best.get()), "file");
        }
        SolverResult result = Solver.solve(board, limits);
        if (result instanceof SolverResult.Solved s) {
            return new RatedLevel(estimator.rate(board, s.steps().letters()), "solver");
        }
        return new RatedLevel(estimator.rateBoardOnly(board), SolveReport.verdict(result));
    }
}
