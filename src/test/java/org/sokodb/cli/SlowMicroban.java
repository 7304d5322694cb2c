package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.Levels;
import org.sokodb.solver.NodeBudget;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverResult;

/**
 * Microban 144, the level under way when {@link OptimizeInterruptTest} and
 * {@link SearchInterruptTest} send Ctrl-C to {@code optimize} (its push-optimal search is not
 * done in minutes, docs/solver.md), and the solver's solution of it, which both put in their
 * input: solved once per test JVM, for both classes, on the first call. The data is asked for
 * on that call, in a test, so that a run without the shared data skips the test rather than
 * failing the class.
 */
final class SlowMicroban {
    /** Its number in {@code sets/soukoban/Microban_155.xsb}. */
    static final int NUMBER = 144;

    private static Board board;
    private static SolverResult.Solved solved;

    private SlowMicroban() {
    }

    /** The level. */
    static synchronized Board board() {
        if (board == null) {
            board = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb")).get(NUMBER - 1);
        }
        return board;
    }

    /** The solver's solution of it (the fast search, one thread, 2,000,000 positions at most). */
    static synchronized SolverResult.Solved solved() {
        if (solved == null) {
            solved = assertInstanceOf(SolverResult.Solved.class,
                    Solver.solve(board(), NodeBudget.of(2_000_000, 256L << 20, 1), SolveMode.FAST));
        }
        return solved;
    }
}
