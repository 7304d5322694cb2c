package org.sokodb.optimizer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.Levels;
import org.sokodb.solver.NodeBudget;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverResult;

/**
 * The optimizer on real levels (Microban, David W. Skinner), starting from the solver's own
 * solutions: by pushes it reaches and proves the fewest pushes the tests' own breadth-first
 * search finds ({@link ReferencePushes}: not the solver's push-optimal search, which the
 * optimizer runs itself); by moves it reaches the tests' exhaustive reference on the levels
 * small enough for it.
 */
@Slow
class MicrobanOptimizeTest {
    private static final int LEVELS = 30;
    /** The most states the breadth-first reference may hold for one level. */
    private static final int REFERENCE_STATES = 2_000_000;

    private static List<Board> microban() {
        return Levels.read(TestData.path("sets/soukoban/Microban_155.xsb")).subList(0, LEVELS);
    }

    private static SolverResult.Solved solve(Board level, SolveMode mode) {
        return assertInstanceOf(SolverResult.Solved.class, Solver.solve(level, NodeBudget.of(2_000_000, 256L << 20, 1),
                mode));
    }

    @Test
    void byPushesTheOptimizerReachesAndProvesThePushOptimum() {
        List<Board> levels = microban();
        int compared = 0;
        for (int i = 0; i < levels.size(); i++) {
            Board level = levels.get(i);
            OptionalInt fewest = ReferencePushes.of(level, REFERENCE_STATES);
            if (fewest.isEmpty()) {
                continue; // beyond the reference's reach in a test's time
            }
            SolverResult.Solved start = solve(level, SolveMode.FAST);
            Optimized o = Optimizer.optimize(level, List.of(start.steps()), Metric.PUSHES,
                    OptimizerTest.budget(2_000_000), () -> false);
            assertEquals(fewest.getAsInt(), o.metrics().pushes(), "Microban " + (i + 1));
            assertTrue(o.proved(), "Microban " + (i + 1));
            assertInstanceOf(ReplayResult.Valid.class, Replay.replay(level, o.steps(), TrailingSteps.REFUSE));
            compared++;
        }
        assertTrue(compared >= 25, "levels compared: " + compared);
    }

    @Test
    void byMovesTheOptimizerReachesTheExhaustiveOptimum() {
        List<Board> levels = microban();
        int compared = 0;
        for (int i = 0; i < levels.size(); i++) {
            Board level = levels.get(i);
            if (level.boxCount() > 3) {
                continue; // beyond the reference's reach in a test's time
            }
            SolverResult.Solved start = solve(level, SolveMode.FAST);
            Optimized o = Optimizer.optimize(level, List.of(start.steps()), Metric.MOVES,
                    OptimizerTest.budget(2_000_000), () -> false);
            assertArrayEquals(ReferenceOptimum.of(level, Metric.MOVES), new int[] {o.metrics().moves(),
                o.metrics().pushes()}, "Microban " + (i + 1));
            assertTrue(o.proved(), "Microban " + (i + 1));
            compared++;
        }
        assertTrue(compared >= 10, "levels compared: " + compared);
    }
}
