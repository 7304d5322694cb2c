package org.sokodb.generate;

import java.time.Duration;
import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.difficulty.Rating;
import org.sokodb.identity.LevelIds;
import org.sokodb.solver.SolverResult;

/**
 * A kept level.
 *
 * @param candidate its number among the run's candidates (1-based): with the seed, it says
 *     exactly where the level came from
 * @param rows the board rows as written
 * @param solution the solver's solution, replayed
 * @param rating how hard it is for a person, by that solution (docs/difficulty.md)
 * @param time what making and checking this candidate took
 */
public record GeneratedLevel(long candidate, Board board, List<String> rows, LevelIds ids,
        SolverResult.Solved solution, Rating rating, Duration time) {
    public GeneratedLevel {
        rows = List.copyOf(rows);
    }

    public int boxLines() {
        return solution.metrics().boxLines();
    }

    public int boxChanges() {
        return solution.metrics().boxChanges();
    }
}
