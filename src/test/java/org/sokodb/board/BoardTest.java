package org.sokodb.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;

class BoardTest {

    @Test
    void readsEverySquareKindAndTheSokAliases() throws Exception {
        Board xsb = Board.parse(List.of("#######", "#@$.* #", "#######"));
        Board sok = Board.parse(List.of("wwwwWWW", "Wpb.B-W", "WWW_WWW".replace('_', 'W')));
        assertEquals(xsb, sok);
        assertEquals(2, xsb.boxCount());
        assertEquals(2, xsb.goalCount());
        assertEquals(1, xsb.manX());
    }

    @Test
    void manOnGoal() throws Exception {
        Board b = Board.parse(List.of("#####", "#+$ #", "#####"));
        assertTrue(b.isGoal(b.man()));
        assertEquals("#####\n#+$\n#####\n".replace("#+$\n", "#+$ #\n"), b.toXsb());
    }

    @Test
    void raggedRowsArePaddedWithFloor() throws Exception {
        Board b = Board.parse(List.of("####", "#@.#", "#$ #", "####"));
        Board ragged = Board.parse(List.of("####", "#@.#", "#$ #", "####  "));
        assertEquals(b.width() + 2, ragged.width());
    }

    @Test
    void rejectsWhatIsNotALevel() {
        assertEquals("no man on the board", message(List.of("####", "#$.#", "####")));
        assertEquals("more than one man (row 2, column 2 and row 2, column 3)", message(List.of("####", "#@@#", "####")));
        assertEquals("open level: the man can walk off the board", message(List.of("####", "#@ .", "#$##")));
        assertEquals("tab in board at row 2, column 3", message(List.of("#####", "#@\t.#", "#####")));
        assertEquals("unknown character 'x' in board at row 2, column 3", message(List.of("#####", "#@x.#", "#####")));
        assertEquals("empty board", message(List.of()));
    }

    @Test
    void rejectsBoardsOverTheLimits() {
        String wide = "#".repeat(BoardLimits.MAX_WIDTH + 1);
        assertTrue(message(List.of(wide)).startsWith("row 1 is " + (BoardLimits.MAX_WIDTH + 1) + " squares wide"));
        List<String> tall = Collections.nCopies(BoardLimits.MAX_HEIGHT + 1, "#");
        assertTrue(message(tall).startsWith("board has " + (BoardLimits.MAX_HEIGHT + 1) + " rows"));
    }

    @Test
    void closedOnlyThroughDiagonalWallsIsClosed() throws Exception {
        // 4-connectivity: the man cannot slip between two walls that touch at a corner
        Board closed = Board.parse(List.of(
                " ####",
                "## .#",
                "#@$ #",
                "#####"));
        assertEquals(1, closed.boxes().length);
        assertEquals(closed.index(1, 2), closed.man());
        // the same board with the corner's wall gone is open: the man walks out at the top left
        String open = message(List.of(
                " ####",
                "   .#",
                "#@$ #",
                "#####"));
        assertTrue(open.contains("not closed") || open.contains("open") || open.contains("outside"), open);
    }

    @Test
    void playability() throws Exception {
        assertEquals("no box on the board", Board.parse(List.of("####", "#@ #", "####")).playabilityProblem().orElseThrow());
        assertEquals("2 boxes but 1 goal",
                Board.parse(List.of("######", "#@$$.#", "######")).playabilityProblem().orElseThrow());
        // decoration outside the man's area does not count
        assertTrue(Board.parse(List.of("#######", "#@$.#*#", "#######")).playabilityProblem().isEmpty());
    }

    private static String message(List<String> rows) {
        return assertThrows(BoardException.class, () -> Board.parse(rows)).getMessage();
    }
}
