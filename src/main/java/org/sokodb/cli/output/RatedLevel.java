package org.sokodb.cli.output;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.difficulty.DifficultyEstimator;
import org.sokodb.difficulty.DifficultyQuantities;
import org.sokodb.difficulty.Rating;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;

/**
 * One level's rating for {@code difficulty PATH…} and where its solution came from: the
 * solution under the level that keeps boxes together best, or the solver's when none under it
 * solves it; and the solutions under it that do not solve it, passed over (input problems).
 *
 * @param solution {@code file} (a solution under the level), {@code solver}, or the solver's
 *     verdict when it found none ({@code timeout}, {@code unsolvable}, {@code memory})
 * @param refused the solutions under the level that do not solve it, each where it stands and why
 */
public record RatedLevel(Rating rating, String solution, List<Refused> refused) {

    /** A solution under the level that does not solve it: {@code solution 'Solution': illegal: …; passed over}. */
    public record Refused(SourceLocation where, String reason) {
    }

    public RatedLevel {
        refused = List.copyOf(refused);
    }

    /** The work of {@code difficulty PATH…}'s {@link LevelQueue}: solving within {@code limits} when it must. */
    public static LevelQueue.Work<RatedLevel> work(SolverLimits limits) {
        DifficultyEstimator estimator = DifficultyEstimator.current();
        return (record, board) -> of(record, board, limits, estimator);
    }

    static RatedLevel of(LevelRecord record, Board board, SolverLimits limits, DifficultyEstimator estimator) {
        List<String> given = new ArrayList<>();
        List<Refused> refused = new ArrayList<>();
        int number = 0;
        for (SolutionBlock block : record.solutions()) {
            number++;
            if (block.isSnapshot()) {
                continue; // a saved game does not claim to solve the level
            }
            // checked as DifficultyEstimator.measure replays it: steps after the solved position trimmed
            ReplayResult replayed = Replay.check(board, block.moves(), TrailingSteps.TRIM);
            if (replayed instanceof ReplayResult.Valid) {
                given.add(block.moves());
            } else {
                refused.add(new Refused(new SourceLocation(record.source(), block.line(), record.index()),
                        block.name(number) + ": " + replayed.verdict().label() + ": " + replayed.detail() + "; passed over"));
            }
        }
        Optional<DifficultyQuantities> best = DifficultyEstimator.best(board, given);
        if (best.isPresent()) {
            return new RatedLevel(estimator.rate(best.get()), "file", refused);
        }
        SolverResult result = Solver.solve(board, limits);
        if (result instanceof SolverResult.Solved s) {
            return new RatedLevel(estimator.rate(board, s.steps().letters()), "solver", refused);
        }
        return new RatedLevel(estimator.rateBoardOnly(board), SolveReport.verdict(result), refused);
    }
}
