package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;

/** The first 20 Microban levels: all solved, every solution replayed again here. */
@SharedData
class MicrobanTest {
    @Test
    void solvesTheFirstTwentyMicrobanLevels() {
        List<Board> levels = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb"));
        assertEquals(155, levels.size());
        SolverLimits limits = NodeBudget.of(2_000_000, 256L << 20, 2);
        for (int i = 0; i < 20; i++) {
            Board level = levels.get(i);
            SolverResult result = Solver.solve(level, limits);
            SolverResult.Solved solved = assertInstanceOf(SolverResult.Solved.class, result, "Microban " + (i + 1));
            assertInstanceOf(ReplayResult.Valid.class, Replay.check(level, solved.steps().letters()),
                    "Microban " + (i + 1));
        }
    }
}
