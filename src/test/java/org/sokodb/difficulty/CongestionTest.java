package org.sokodb.difficulty;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;

/** Congestion counts the man's area only, so a board's decoration beyond the walls changes nothing. */
class CongestionTest {

    /** XSokoban 1 as its file gives it: spaces beyond the walls. */
    private static final List<String> AS_WRITTEN = List.of(
            "    #####",
            "    #   #",
            "    #$  #",
            "  ###  $##",
            "  #  $ $ #",
            "### # ## #   ######",
            "#   # ## #####  ..#",
            "# $  $          ..#",
            "##### ### #@##  ..#",
            "    #     #########",
            "    #######");

    /** The same screen with every square beyond the walls a wall, as the catalog stores a board. */
    private static List<String> walledIn() {
        return AS_WRITTEN.stream().map(row -> {
            StringBuilder filled = new StringBuilder(String.format("%-19s", row));
            int first = row.indexOf('#');
            for (int x = 0; x < first; x++) {
                filled.setCharAt(x, '#');
            }
            for (int x = row.length(); x < filled.length(); x++) {
                filled.setCharAt(x, '#');
            }
            return filled.toString();
        }).toList();
    }

    @Test
    void squaresBeyondTheWallsAreNotFree() throws BoardException {
        double asWritten = Congestion.of(Board.parse(AS_WRITTEN));
        double walled = Congestion.of(Board.parse(walledIn()));
        assertEquals(asWritten, walled, 1e-12);
    }

    @Test
    void aRectangleCountsTheOtherBoxesAndGoalsAgainstItsFreeSquares() throws BoardException {
        // one box, one goal: the rectangle between them is the row "$ ." (3 free squares), the
        // pair itself not counted, so 0; a second box inside the first pair's rectangle counts 4/free
        Board one = Board.parse(List.of("#######", "#@$ .##", "#######"));
        assertEquals(0.0, Congestion.of(one), 1e-12);
        // boxes at x=2 and x=3, goals at x=4 and x=5: pairs (3,4) d=1 and (2,5) d=3;
        // (3,4): 2 free, nothing else inside → 0; (2,5): 4 free, one other box (3) and one
        // other goal (4) inside → (4 + 4) / 4 = 2
        Board two = Board.parse(List.of("########", "#@$$..##", "########"));
        assertEquals(2.0, Congestion.of(two), 1e-12);
    }
}
