package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;

class SolverTest {
    private static final SolverLimits LIMITS = NodeBudget.of(2_000_000, 256L << 20, 1);

    private static Board board(String... rows) throws Exception {
        return Board.parse(List.of(rows));
    }

    @Test
    void solvesMicrobanThreeWithTheFewestPushes() throws Exception {
        // Microban 3 (David W. Skinner): solutions.md gives a 15-push solution for it
        Board level = board(
                "  ####",
                "###  ####",
                "#     $ #",
                "# #  #$ #",
                "# . .#@ #",
                "#########");
        SolverResult result = Solver.solve(level, LIMITS, SolveMode.PUSH_OPTIMAL);
        SolverResult.Solved solved = assertInstanceOf(SolverResult.Solved.class, result);
        assertTrue(solved.pushOptimal());
        assertTrue(solved.metrics().pushes() <= 15, "pushes " + solved.metrics().pushes());
        assertInstanceOf(ReplayResult.Valid.class, Replay.check(level, solved.steps().letters()));
    }

    @Test
    void aLevelAlreadySolvedNeedsNoMove() throws Exception {
        SolverResult.Solved solved = assertInstanceOf(SolverResult.Solved.class,
                Solver.solve(board("#####", "#@* #", "#####"), LIMITS));
        assertEquals(0, solved.metrics().moves());
    }

    @Test
    void provesABoxInACornerUnsolvable() throws Exception {
        // the box can only be pushed along the top wall, never down to the goal row
        Board level = board(
                "######",
                "#$   #",
                "#  @ #",
                "#   .#",
                "######");
        assertInstanceOf(SolverResult.Unsolvable.class, Solver.solve(level, LIMITS));
    }

    @Test
    void givesUpAtTheMemoryCap() throws Exception {
        Board level = board(
                "##########",
                "#        #",
                "# $ $ $  #",
                "#   @    #",
                "# $ $ $  #",
                "#......  #",
                "##########");
        SolverLimits tiny = NodeBudget.of(Long.MAX_VALUE, 2_000, 1);
        SolverResult result = Solver.solve(level, tiny, SolveMode.PUSH_OPTIMAL);
        SolverResult.GaveUp gaveUp = assertInstanceOf(SolverResult.GaveUp.class, result);
        assertEquals(SolverResult.GaveUp.Reason.MEMORY, gaveUp.reason());
    }
}
