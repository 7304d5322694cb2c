package org.sokodb.generate;

import java.time.Duration;

import org.sokodb.board.Board;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;

/**
 * Solves a candidate for ranking. Box lines and box changes only mean something on a good
 * solution: a roundabout one inflates them and would rank a level above better ones. So the
 * push-optimal search gets the first half of the time; only when it cannot finish does the
 * fast search take the rest, and the level is then ranked on that solution (its notes do not
 * say "push-optimal"). The benchmark solves Boxoban's levels the same way, so both sides of its
 * comparison are measured alike.
 */
public final class CandidateSolver {
    private CandidateSolver() {
    }

    /** The level solved as the generator ranks it: push-optimal if proved in half of {@code limit}. */
    public static SolverResult solve(Board board, Duration limit) {
        Duration half = limit.dividedBy(2);
        if (half.isZero()) {
            return Solver.solve(board, SolverLimits.of(limit));
        }
        long started = System.nanoTime();
        SolverResult optimal = Solver.solve(board, SolverLimits.of(half), SolveMode.PUSH_OPTIMAL);
        if (!(optimal instanceof SolverResult.GaveUp gaveUp)
                || gaveUp.reason() == SolverResult.GaveUp.Reason.INTERRUPTED) {
            return optimal;
        }
        Duration left = limit.minusNanos(System.nanoTime() - started);
        return left.isNegative() || left.isZero() ? optimal : Solver.solve(board, SolverLimits.of(left));
    }
}
