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
import org.sokodb.solver.maze.Maze;

/**
 * Tunnels: sokodb uses no tunnel macro, because the naive one (a box pushed into a tunnel
 * is pushed on until it leaves it) loses levels where a box must wait inside a tunnel.
 */
@SharedData
class TunnelTest {
    @Test
    void levelsThatNeedABoxParkedInATunnelAreSolved() {
        List<Board> microban = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb"));
        // Microban 11 (2 boxes) and 155 (1 box): the naive macro's search exhausts every
        // position without a solution
        for (int number : new int[] {11, 155}) {
            Board level = microban.get(number - 1);
            assertEquals(NaiveTunnelSearch.Answer.UNSOLVABLE, new NaiveTunnelSearch(new Maze(level)).solve(1_000_000),
                    "Microban " + number + " with the naive tunnel macro");
            SolverResult.Solved solved = assertInstanceOf(SolverResult.Solved.class,
                    Solver.solve(level, NodeBudget.of(2_000_000, 256L << 20, 2)), "Microban " + number);
            assertInstanceOf(ReplayResult.Valid.class, Replay.check(level, solved.steps().letters()));
        }
    }
}
