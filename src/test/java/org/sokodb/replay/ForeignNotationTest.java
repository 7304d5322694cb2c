package org.sokodb.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;

/** Solution texts in other notations than LURD are named as such; damaged LURD keeps its character. */
class ForeignNotationTest {

    private static String message(String text) {
        return assertInstanceOf(LurdResult.Malformed.class, Lurd.parse(text)).message();
    }

    @Test
    void aPushListIsNamed() {
        assertEquals("not a LURD solution (push-list notation)", message("1-4u1,4-4l1,2-5u1"));
        assertEquals("not a LURD solution (push-list notation)", message(" 12-3R2, 4-4l1 ;"));
        assertEquals("not a LURD solution (push-list notation)", message("3-3d1"));
    }

    @Test
    void aWordIsNotAMoveString() {
        assertEquals("not a LURD solution (not a move string)", message("undefined"));
        assertEquals("not a LURD solution (not a move string)", message("none"));
        assertEquals("not a LURD solution (not a move string)", message("no solution found"));
    }

    @Test
    void damagedLurdStillNamesItsCharacter() {
        assertEquals("character 3 'x': not a move (moves are u d l r, pushes U D L R)", message("rRx[]{}"));
        assertTrue(message("[]Urrd").startsWith("character 1 '[': jumps"));
        // one push-like group in the middle of moves is damaged LURD, not a push list
        assertTrue(message("rrUU1-4u1").startsWith("character 6 '-'"), message("rrUU1-4u1"));
    }

    @Test
    void aWholeTextRefusalIsMalformedOnReplay() {
        Board board;
        try {
            board = Board.parse(java.util.List.of("#####", "#@$.#", "#####"));
        } catch (BoardException e) {
            throw new AssertionError(e);
        }
        ReplayResult r = Replay.check(board, "1-4u1,4-4l1");
        var m = assertInstanceOf(ReplayResult.Malformed.class, r);
        assertTrue(m.otherNotation());
        assertEquals("not a LURD solution (push-list notation)", m.detail());
    }
}
