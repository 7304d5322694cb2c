package org.sokodb.solver.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.Levels;
import org.sokodb.solver.NodeBudget;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;

/**
 * The push-optimal search on real levels (Microban): against breadth-first search, the
 * reference for fewest pushes, where that is affordable; against itself without PI-corral
 * pruning, the tie-break and symmetric-position merging (none may change the count); against the
 * fast search (which may use more pushes, never fewer).
 */
@SharedData
@Slow
class PushOptimalTest {
    private static final SolverLimits LIMITS = NodeBudget.of(Long.MAX_VALUE, 256L << 20, 1);

    private static List<Board> microban() {
        return Levels.read(TestData.path("sets/soukoban/Microban_155.xsb"));
    }

    @Test
    void aStarFindsAsFewPushesAsBreadthFirstSearch() {
        List<Board> levels = microban();
        for (int i = 0; i < 60; i++) {
            Board level = levels.get(i);
            SearchOutcome.Found reference = assertInstanceOf(SearchOutcome.Found.class,
                    new BreadthFirstSearch(level, LIMITS.timeLimit(), LIMITS.memoryBytes()).run(), "Microban " + (i + 1));
            SolverResult.Solved astar = assertInstanceOf(SolverResult.Solved.class,
                    Solver.solve(level, LIMITS, SolveMode.PUSH_OPTIMAL), "Microban " + (i + 1));
            assertTrue(astar.pushOptimal());
            assertEquals(OptimalSearchTest.pushes(reference), astar.metrics().pushes(), "Microban " + (i + 1));
        }
    }

    @Test
    void piCorralPruningTheTieBreakAndSymmetryKeepTheFewestPushes() {
        List<Board> levels = microban();
        for (int i = 0; i < 90; i++) {
            Board level = levels.get(i);
            SolverResult.Solved astar = assertInstanceOf(SolverResult.Solved.class,
                    Solver.solve(level, LIMITS, SolveMode.PUSH_OPTIMAL), "Microban " + (i + 1));
            SearchOutcome.Found plain = assertInstanceOf(SearchOutcome.Found.class, OptimalSearchTest.plain(level),
                    "Microban " + (i + 1));
            assertEquals(OptimalSearchTest.pushes(plain), astar.metrics().pushes(), "Microban " + (i + 1));
            SolverResult.Solved fast = assertInstanceOf(SolverResult.Solved.class, Solver.solve(level, LIMITS),
                    "Microban " + (i + 1));
            assertTrue(astar.metrics().pushes() <= fast.metrics().pushes(), "Microban " + (i + 1));
        }
    }
}
