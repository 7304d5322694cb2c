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
 * tries decides how far it gets, never the clock ({@link NodeBudget#NO_CLOCK}).
 */
class MoveShortenerTest {
    /** Tries: far more than these levels need (each round tries at most runs² orders). */
    private static final long TRIES = 1_000;

    private static Steps shorten(Board board, Steps steps, long tries) {
        return MoveShortener.shorten(board, steps, System.nanoTime() + NodeBudget.NO_CLOCK.toNanos(), tries);
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
}
