package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.board.Board;

/** A* with the matching bound against breadth first search, the reference for fewest pushes. */
@SharedData
class PushOptimalTest {
    @Test
    void aStarFindsAsFewPushesAsBreadthFirstSearch() {
        List<Board> levels = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb"));
        SolverLimits limits = new SolverLimits(Duration.ofSeconds(60), 256L << 20, 1);
        for (int i = 0; i < 8; i++) {
            Board level = levels.get(i);
            SearchOutcome.Found reference = assertInstanceOf(SearchOutcome.Found.class,
                    new BreadthFirstSearch(level, limits).run(), "Microban " + (i + 1));
            SolverResult.Solved astar = assertInstanceOf(SolverResult.Solved.class,
                    Solver.solve(level, limits, SolveMode.PUSH_OPTIMAL), "Microban " + (i + 1));
            assertTrue(astar.pushOptimal());
            long referencePushes = reference.steps().letters().chars().filter(Character::isUpperCase).count();
            assertEquals(referencePushes, astar.metrics().pushes(), "Microban " + (i + 1));
        }
    }
}
