package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.board.Direction;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.search.PathBuilder;

/**
 * Reordering pushes to fewer moves: the same pushes, a valid solution, never longer. A budget of
 * walks decides how far it gets, never the clock.
 */
class MoveShortenerTest {
    /** Walks of the man: far more than these levels need (each round tries at most runs² orders). */
    private static final long TRIES = 100_000;

    private static Steps shorten(Board board, Steps steps, long walks) {
        return MoveShortener.shortenWithin(board, steps, walks);
    }

    @Test
    void pushesOfOneBoxAreMadeTogetherWhenTheManWouldWalkBackAndForth() throws BoardException {
        Board board = Board.parse(List.of(
                "############",
                "#          #",
                "# $ .  $ . #",
                "#          #",
                "#@         #",
                "############"));
        int a = board.index(2, 2);
        int b = board.index(7, 2);
        // box A one push, box B one push, A again, B again: the man walks between them twice more than needed
        Steps wasteful = PathBuilder.steps(board, List.of(new PathBuilder.Push(a, Direction.RIGHT),
                new PathBuilder.Push(b, Direction.RIGHT), new PathBuilder.Push(a + 1, Direction.RIGHT),
                new PathBuilder.Push(b + 1, Direction.RIGHT)));
        ReplayResult.Valid before = assertInstanceOf(ReplayResult.Valid.class,
                Replay.replay(board, wasteful, TrailingSteps.REFUSE));

        Steps shorter = shorten(board, wasteful, TRIES);
        ReplayResult.Valid after = assertInstanceOf(ReplayResult.Valid.class,
                Replay.replay(board, shorter, TrailingSteps.REFUSE));
        assertEquals(before.metrics().pushes(), after.metrics().pushes());
        assertTrue(after.metrics().moves() < before.metrics().moves(), before.metrics() + " → " + after.metrics());
        assertEquals(wasteful, shorten(board, wasteful, 0), "no try, no change");
    }

    @Test
    void aSolutionThatCannotBeImprovedOrReadIsHandedBack() throws BoardException {
        Board board = Board.parse(List.of("#######", "#@ $ .#", "#######"));
        Steps best = new Steps("rRR");
        assertEquals(best, shorten(board, best, TRIES));
        Steps walksIntoAWall = new Steps("uRR");
        assertEquals(walksIntoAWall, shorten(board, walksIntoAWall, TRIES));
    }

    /**
     * Under a node limit the solver's moves are a function of the level and the limits alone: the
     * shortener stops by its budget of walks, which is counted, not timed. Three boxes pushed in
     * turn, one push each time, leave the shortener many orders to try; a budget that runs out
     * half-way stops it at the same order every time, shorter than the start and longer than
     * where a full budget ends, and the solve itself prints the same moves every time.
     */
    @Test
    void aBudgetOfWalksStopsAtTheSameOrderEveryTime() throws BoardException {
        Board board = Board.parse(List.of(
                "################",
                "#              #",
                "# $  .  $  . $ #",
                "#            . #",
                "#@             #",
                "################"));
        int a = board.index(2, 2);
        int b = board.index(8, 2);
        int c = board.index(13, 2);
        List<PathBuilder.Push> pushes = new java.util.ArrayList<>();
        for (int k = 0; k < 3; k++) {
            pushes.add(new PathBuilder.Push(a + k, Direction.RIGHT));
            pushes.add(new PathBuilder.Push(b + k, Direction.RIGHT));
        }
        pushes.add(new PathBuilder.Push(c, Direction.DOWN));
        Steps wasteful = PathBuilder.steps(board, pushes);
        int start = moves(board, wasteful);
        int best = moves(board, shorten(board, wasteful, TRIES));
        Steps halfway = null;
        for (long walks = 1; walks < TRIES && halfway == null; walks += 7) {
            Steps s = shorten(board, wasteful, walks);
            if (moves(board, s) < start && moves(board, s) > best) {
                halfway = s;
                for (int again = 0; again < 5; again++) {
                    assertEquals(s, shorten(board, wasteful, walks), "the same budget, the same order");
                }
            }
        }
        assertTrue(halfway != null, "some budget stops between the start (" + start + ") and the best (" + best + ")");
    }

    @Test
    void solveUnderANodeLimitPrintsTheSameMovesEveryTime() throws Exception {
        Board board = Board.parse(java.nio.file.Files.readAllLines(org.sokodb.TestData.shipped("xsokoban/screen.1")));
        SolverResult.Solved first = assertInstanceOf(SolverResult.Solved.class,
                Solver.solve(board, NodeBudget.of(200_000, 256L << 20, 1)));
        SolverResult.Solved second = assertInstanceOf(SolverResult.Solved.class,
                Solver.solve(board, NodeBudget.of(200_000, 256L << 20, 1)));
        assertEquals(first.steps(), second.steps());
        // what it printed is where the budgeted shortener stops from there: no clock cut it short
        assertEquals(first.steps(), MoveShortener.shortenWithin(board, first.steps(), Solver.SHORTEN_WALKS));
    }

    private static int moves(Board board, Steps steps) {
        return assertInstanceOf(ReplayResult.Valid.class, Replay.replay(board, steps, TrailingSteps.REFUSE))
                .metrics().moves();
    }
}
