package org.sokodb.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;

class SolutionTransformTest {

    private static Steps steps(String letters) {
        return new Steps(letters);
    }

    @ParameterizedTest
    @EnumSource(Symmetry.class)
    void mappedSolutionSolvesTheTransformedLevel(Symmetry s) {
        for (int level : new int[] {3, 4}) {
            Board board = TestLevels.board(TestLevels.MICROBAN, level);
            String solution = level == 3 ? TestLevels.MICROBAN_3 : TestLevels.MICROBAN_4;
            Steps mapped = SolutionTransform.map(steps(solution), s);
            var valid = assertInstanceOf(ReplayResult.Valid.class,
                    Replay.replay(board.transform(s), mapped, TrailingSteps.REFUSE), s + " level " + level);
            assertEquals(mapped, valid.steps(), "case survives the mapping");
            assertEquals(Replay.check(board, solution) instanceof ReplayResult.Valid v ? v.metrics() : null,
                    valid.metrics(), "a symmetry changes no metric");
        }
    }

    @Test
    void mappingFollowsTheDocumentedDirections() {
        assertEquals("rdlu", SolutionTransform.map(steps("urdl"), Symmetry.ROTATE_90).letters());
        assertEquals("uLdR", SolutionTransform.map(steps("uRdL"), Symmetry.MIRROR).letters());
    }

    @Test
    void walkIsShortestAndDoesNotPush() {
        Board board = TestLevels.board(TestLevels.MICROBAN, 3);
        // from the man (row 5, column 7) to row 3, column 8: around, never through the boxes above him
        int to = board.index(7, 2);
        Steps walk = SolutionTransform.walk(board, board.man(), to).orElseThrow();
        assertEquals("ruu", walk.letters());
        var played = assertInstanceOf(ReplayResult.Unsolved.class, Replay.replay(board, walk, TrailingSteps.REFUSE));
        assertEquals(0, played.metrics().pushes());
        assertEquals(Optional.of(Steps.NONE), SolutionTransform.walk(board, to, to));
    }

    @Test
    void walkBehindBoxesIsImpossible() throws Exception {
        Board board = Board.parse(java.util.List.of("#######", "#@ $ .#", "#######"));
        assertTrue(SolutionTransform.walk(board, board.man(), board.index(4, 1)).isEmpty());
        assertTrue(SolutionTransform.walk(board, board.man(), board.index(0, 0)).isEmpty(), "into a wall");
    }

    @Test
    void prependedWalkSolvesFromAnotherStart() {
        Board board = TestLevels.board(TestLevels.MICROBAN, 4);
        // the man starts on the far left of the top corridor instead
        Board moved = board.withManAndBoxes(board.index(1, 1), board.boxes());
        assertInstanceOf(ReplayResult.Illegal.class, Replay.check(moved, TestLevels.MICROBAN_4));
        Steps carried = SolutionTransform.prependWalk(moved, board.man(), steps(TestLevels.MICROBAN_4)).orElseThrow();
        assertTrue(carried.letters().endsWith(TestLevels.MICROBAN_4));
        assertEquals("rrrrrd", carried.letters().substring(0, carried.length() - TestLevels.MICROBAN_4.length()));
        assertInstanceOf(ReplayResult.Valid.class, Replay.replay(moved, carried, TrailingSteps.REFUSE));
    }

    @ParameterizedTest
    @EnumSource(Symmetry.class)
    void carryFindsSymmetryOffsetAndWalk(Symmetry s) throws Exception {
        Board board = TestLevels.board(TestLevels.MICROBAN, 3);
        // the duplicate: turned, framed by an extra decorative wall column, man moved up the right-hand corridor
        Board turned = board.transform(s);
        java.util.List<String> rows = new java.util.ArrayList<>();
        for (String row : turned.toXsb().split("\n")) {
            rows.add("#" + row);
        }
        Board framed = Board.parse(rows);
        int start = framed.index(1 + s.x(7, 2, board.width(), board.height()), s.y(7, 2, board.width(), board.height()));
        Board target = framed.withManAndBoxes(start, framed.boxes());
        var valid = SolutionCarry.carry(board, steps(TestLevels.MICROBAN_3), target).orElseThrow();
        assertEquals(15, valid.metrics().pushes());
        assertEquals(43 + 3, valid.metrics().moves(), "a walk of 3 steps was prepended");
    }

    @Test
    void carryRefusesAnotherLevel() {
        Board three = TestLevels.board(TestLevels.MICROBAN, 3);
        Board four = TestLevels.board(TestLevels.MICROBAN, 4);
        assertTrue(SolutionCarry.carry(three, steps(TestLevels.MICROBAN_3), four).isEmpty());
    }
}
