package org.sokodb.optimizer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.Levels;
import org.sokodb.solver.NodeBudget;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverResult;

/**
 * {@link Optimizer#fewestBoxChanges}: its solutions replay, and where it proves them, they have
 * the fewest box changes (and then pushes) of the tests' own Dijkstra search
 * ({@link ReferenceBoxChanges}), never the optimizer's.
 */
class FewestBoxChangesTest {
    /** Microban levels compared with the reference, from the first (a test's time). */
    private static final int LEVELS = 15;
    /** The most states the reference may hold for one level. */
    private static final int REFERENCE_STATES = 1_000_000;

    private static List<Board> microban() {
        return Levels.read(TestData.path("sets/soukoban/Microban_155.xsb"));
    }

    private static ReplayResult.Valid replay(Board board, Steps steps) {
        return assertInstanceOf(ReplayResult.Valid.class, Replay.replay(board, steps, TrailingSteps.REFUSE));
    }

    /** Box changes as docs/difficulty.md counts them (runs minus one) and pushes, of a replayed solution. */
    private static int[] changesAndPushes(ReplayResult.Valid v) {
        return new int[] {v.metrics().boxChanges() - 1, v.metrics().pushes()};
    }

    /**
     * Microban 31 from a solution with five runs (KeepBoxesTogetherTest: three once its pushes are
     * reordered): the search proves the reference's fewest.
     */
    @Test
    void microban31GetsTheFewestBoxChanges() {
        Board level = microban().get(30);
        Optimized o = Optimizer.fewestBoxChanges(level, List.of(new Steps("DuRDuurDDrddllUUluR")),
                OptimizerTest.budget(1_000_000), () -> false);
        assertArrayEquals(ReferenceBoxChanges.of(level, REFERENCE_STATES).orElseThrow(),
                changesAndPushes(replay(level, o.steps())));
        assertTrue(o.proved());
        assertTrue(o.improved());
        assertEquals(5, o.input().boxChanges());
        assertEquals(0, o.refused());
    }

    @Test
    void fromTheSolversSolutionsItReachesAndProvesTheReferencesFewest() {
        List<Board> levels = microban().subList(0, LEVELS);
        int compared = 0;
        for (int i = 0; i < levels.size(); i++) {
            Board level = levels.get(i);
            Optional<int[]> fewest = ReferenceBoxChanges.of(level, REFERENCE_STATES);
            if (fewest.isEmpty()) {
                continue; // beyond the reference's reach in a test's time
            }
            SolverResult.Solved start = assertInstanceOf(SolverResult.Solved.class,
                    Solver.solve(level, NodeBudget.of(2_000_000, 256L << 20, 1), SolveMode.FAST));
            Optimized o = Optimizer.fewestBoxChanges(level, List.of(start.steps()), OptimizerTest.budget(2_000_000),
                    () -> false);
            ReplayResult.Valid v = replay(level, o.steps());
            assertArrayEquals(fewest.get(), changesAndPushes(v), "Microban " + (i + 1));
            assertEquals(v.metrics(), o.metrics(), "Microban " + (i + 1));
            assertTrue(o.proved(), "Microban " + (i + 1));
            compared++;
        }
        assertTrue(compared >= 12, "levels compared: " + compared);
    }

    /** With no position to spend, the best start is kept: here the solution with its boxes kept together. */
    @Test
    void withNoBudgetTheBestStartIsKeptUnproved() {
        Board level = microban().get(30);
        Steps input = new Steps("DuRDuurDDrddllUUluR");
        Optimized o = Optimizer.fewestBoxChanges(level, List.of(input), OptimizerTest.budget(1), () -> false);
        assertEquals(replay(level, Optimizer.keepBoxesTogether(level, input)).metrics(), o.metrics());
        assertFalse(o.proved());
        assertTrue(o.nodes() <= 1);
    }

    @Test
    void movesThatSolveNothingAreRefused() {
        Board level = microban().get(30);
        assertThrows(IllegalArgumentException.class, () -> Optimizer.fewestBoxChanges(level,
                List.of(new Steps("DuR")), OptimizerTest.budget(1_000), () -> false));
    }
}
