package org.sokodb.solver;

import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.SearchBugException;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * Solves one level. The only way into the solver from the rest of sokodb.
 *
 * <p>Whatever a search returns is replayed by the same verifier as {@code verify}
 * before it leaves this class: a search bug can cost a solution, never produce a wrong one.
 */
public final class Solver {
    private Solver() {
    }

    /**
     * Searches for a solution of {@code board} within {@code limits}. The calling thread's
     * interrupt ends the search with {@link SolverResult.GaveUp.Reason#INTERRUPTED}.
     *
     * @throws IllegalArgumentException when the board is not a playable level
     */
    public static SolverResult solve(Board board, SolverLimits limits) {
        return solve(board, limits, SolveMode.FAST);
    }

    /**
     * As {@link #solve(Board, SolverLimits)}, in the given mode: {@link SolveMode#PUSH_OPTIMAL}
     * returns only solutions proved to have the fewest pushes.
     *
     * @throws IllegalArgumentException when the board is not a playable level
     */
    public static SolverResult solve(Board board, SolverLimits limits, SolveMode mode) {
        return solve(board, limits, mode, Searches.REAL);
    }

    /** As {@link #solve(Board, SolverLimits, SolveMode)} with the given searches (a test's that fail). */
    static SolverResult solve(Board board, SolverLimits limits, SolveMode mode, Searches searches) {
        board.playabilityProblem().ifPresent(p -> {
            throw new IllegalArgumentException("not a playable level: " + p);
        });
        Portfolio.Raced raced = Portfolio.run(new Maze(board), limits, mode, searches);
        return checked(board, shortened(board, raced.outcome(), limits), raced.failures());
    }

    /**
     * Walks of the man the move shortener may make under a node limit: about what it makes in
     * a few tenths of a second on this project's machine, and enough for most solutions to
     * reach the order where no single move of a run helps any more.
     */
    static final long SHORTEN_WALKS = 3_000_000;

    /**
     * The found moves with the pushes reordered to fewer moves ({@link MoveShortener}): a
     * twentieth of the time limit, at most one second; under a node limit, a budget of work
     * instead ({@link #SHORTEN_WALKS}), so that the same level and limits print the same
     * solution on any machine and under any load. Kept only when they replay with the same
     * pushes.
     */
    private static SearchOutcome shortened(Board board, SearchOutcome outcome, SolverLimits limits) {
        if (!(outcome instanceof SearchOutcome.Found found) || !SearchOptions.FAST.uses("shorten")) {
            return outcome;
        }
        Steps shorter;
        if (limits.nodeLimit() != Long.MAX_VALUE) {
            shorter = MoveShortener.shortenWithin(board, found.steps(), SHORTEN_WALKS);
        } else {
            long budget = Math.min(limits.timeLimit().toNanos() / 20, 1_000_000_000L);
            shorter = MoveShortener.shorten(board, found.steps(), System.nanoTime() + budget);
        }
        if (shorter.equals(found.steps())
                || !(Replay.replay(board, shorter, TrailingSteps.REFUSE) instanceof ReplayResult.Valid valid)
                || !(Replay.replay(board, found.steps(), TrailingSteps.REFUSE) instanceof ReplayResult.Valid before)
                || valid.metrics().pushes() != before.metrics().pushes()) {
            return outcome; // kept only when it is a solution with the same pushes (a proof of them stands)
        }
        return new SearchOutcome.Found(shorter, found.pushOptimal(), found.nodes(), found.elapsed(), found.search());
    }

    /**
     * A {@link SolverResult.Solved} only when the found moves replay to the solved position;
     * moves that do not are a bug in a search, said as such, never passed on.
     */
    static SolverResult checked(Board board, SearchOutcome outcome, List<SearchFailure> failures) {
        if (outcome instanceof SearchOutcome.NotFound notFound) {
            return switch (notFound.ending()) {
                case UNSOLVABLE -> new SolverResult.Unsolvable(notFound.nodes(), notFound.elapsed(), failures);
                case TIME, EXHAUSTED -> new SolverResult.GaveUp(SolverResult.GaveUp.Reason.TIME, notFound.nodes(), notFound.elapsed(),
                        failures);
                case MEMORY -> new SolverResult.GaveUp(SolverResult.GaveUp.Reason.MEMORY, notFound.nodes(),
                        notFound.elapsed(), failures);
                case INTERRUPTED -> new SolverResult.GaveUp(SolverResult.GaveUp.Reason.INTERRUPTED, notFound.nodes(),
                        notFound.elapsed(), failures);
            };
        }
        SearchOutcome.Found found = (SearchOutcome.Found) outcome;
        ReplayResult replay = Replay.replay(board, found.steps(), TrailingSteps.REFUSE);
        if (replay instanceof ReplayResult.Valid valid) {
            return new SolverResult.Solved(valid.steps(), valid.metrics(), found.pushOptimal(), found.nodes(),
                    found.elapsed(), found.search(), failures);
        }
        throw new SearchBugException("the search found moves that do not solve the level: " + replay.detail());
    }
}
