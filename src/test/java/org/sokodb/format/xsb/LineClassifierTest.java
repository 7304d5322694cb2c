package org.sokodb.format.xsb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LineClassifierTest {

    private static LineKind kind(String line) {
        return LineClassifier.classify(line, false);
    }

    @Test
    void boardLines() {
        assertEquals(LineKind.BOARD, kind("    #####"));
        assertEquals(LineKind.BOARD, kind("#@$.*+ #"));
        assertEquals(LineKind.BOARD, kind("__#-$-#__"), "BoxWorld floors");
        assertEquals(LineKind.BOARD, kind("WpbBP.w"), "SOK aliases");
        assertEquals(LineKind.BOARD, kind("#\t$ #"), "a tab stays in the board, for Board.parse to report");
    }

    @Test
    void runLengthEncodedBoardLines() {
        assertEquals(LineKind.RLE_BOARD, kind("3#4-p.#"));
        assertEquals(LineKind.RLE_BOARD, kind("--3#|3#-#|#pb.#|5#"));
        assertEquals(LineKind.RLE_BOARD, kind("2(3(#-)#)"));
        assertEquals(LineKind.RLE_BOARD, kind("#####|#@$.#|#####"), "rows joined without counts");
    }

    @Test
    void linesWithoutAWallAreNotBoards() {
        assertEquals(LineKind.TEXT, kind("1"), "a Sven title");
        assertEquals(LineKind.TEXT, kind("12"));
        assertEquals(LineKind.TEXT, kind("  ...$$$  "));
        assertEquals(LineKind.TEXT, kind("2003 - 2004"));
    }

    @Test
    void proseWithAWallCharacterIsText() {
        assertEquals(LineKind.TEXT, kind("# Boxoban"));
        assertEquals(LineKind.TEXT, kind("Title: Bardak #01"));
        assertEquals(LineKind.TEXT, kind("# 1"), "not well-formed RLE: the count repeats nothing");
        assertEquals(LineKind.TEXT, kind("; 12"));
        assertEquals(LineKind.TEXT, kind(";screen.01"));
    }

    @Test
    void blankAndHiddenLines() {
        assertEquals(LineKind.BLANK, kind(""));
        assertEquals(LineKind.BLANK, kind("   \t "));
        assertEquals(LineKind.HIDDEN, kind(":: Legend ::"));
        assertEquals(LineKind.HIDDEN, kind("::::::::"));
    }

    @Test
    void movesLines() {
        assertEquals(LineKind.MOVES, kind("ullluuuLUllDlldddrRRRR"));
        assertEquals(LineKind.MOVES, kind("3r4U 2(dr)"));
        assertEquals(LineKind.MOVES, kind("[]ulll[uuu]{rddd}"));
        assertEquals(LineKind.TEXT, kind("Tomo"));
        assertEquals(LineKind.TEXT, kind("Solution/Moves 517/155"));
    }

    @Test
    void insideABoardADamagedRowIsStillARow() {
        assertEquals(LineKind.BOARD, LineClassifier.classify("#  &  #", true));
        assertEquals(LineKind.BOARD, LineClassifier.classify("# é #", true));
        assertEquals(LineKind.TEXT, LineClassifier.classify("#  &  #", false), "not where a board starts");
        assertEquals(LineKind.TEXT, LineClassifier.classify("# Title of the next level", true));
        assertEquals(LineKind.TEXT, LineClassifier.classify("Title: x", true));
    }
}
