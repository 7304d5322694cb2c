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

/** Reordering pushes to fewer moves: the same pushes, a valid solution, never longer. */
class MoveShortenerTest {
    private static final long SECOND = 1_000_000_000L;

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

        Steps shorter = MoveShortener.shorten(board, wasteful, System.nanoTime() + 10 * SECOND);
        ReplayResult.Valid after = assertInstanceOf(ReplayResult.Valid.class,
                Replay.replay(board, shorter, TrailingSteps.REFUSE));
        assertEquals(before.metrics().pushes(), after.metrics().pushes());
        assertTrue(after.metrics().moves() < before.metrics().moves(), before.metrics() + " → " + after.metrics());
    }

    @Test
    void aSolutionThatCannotBeImprovedOrReadIsHandedBack() throws BoardException {
        Board board = Board.parse(List.of("#######", "#@ $ .#", "#######"));
        Steps best = new Steps("rRR");
        assertEquals(best, MoveShortener.shorten(board, best, System.nanoTime() + SECOND));
        Steps walksIntoAWall = new Steps("uRR");
        assertEquals(walksIntoAWall, MoveShortener.shorten(board, walksIntoAWall, System.nanoTime() + SECOND));
    }
}
