package org.sokodb.format.xsb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.sokodb.format.source.SolutionBlock;

/** Solutions the line classifier does not see as moves still become solution blocks (docs/formats.md). */
class SolutionLinesTest {
    private static final String BOARD = "#####\n#@$.#\n#####\n";

    private static List<SolutionBlock> blocks(String text) {
        return XsbReaderTest.read(text).level(1).solutions();
    }

    @Test
    void aSolutionFieldIsABlockWhateverItsNotation() {
        assertEquals(List.of(new SolutionBlock("Solution", "1-4u1,4-4l1,2-5u1", "", 5)),
                blocks("; 1\n" + BOARD + "Solution: 1-4u1,4-4l1,2-5u1\n\n; 2\n" + BOARD));
        assertEquals(List.of(new SolutionBlock("Solution", "undefined", "", 5)),
                blocks("; 1\n" + BOARD + "Solution: undefined\n"));
        // LURD on the same line is a solution like any other
        assertEquals(List.of(new SolutionBlock("solution", "R", "", 6)),
                blocks("; 1\n" + BOARD + "Title: One\nsolution: R\n"));
    }

    @Test
    void aDamagedBlockKeepsItsMovesForTheCheck() {
        assertEquals(List.of(new SolutionBlock("Solution", "rRx[]{}", "", 7)),
                blocks("; 1\n" + BOARD + "\nSolution\nrRx[]{}\n"));
        assertEquals(List.of(new SolutionBlock("Solution", "undefined", "", 7)),
                blocks("; 1\n" + BOARD + "\nSolution\nundefined\n"));
        // a damaged line inside wrapped moves stays in its block
        assertEquals(List.of(new SolutionBlock("Solution/Moves 5/1", "rrUUruxLdd", "Solver: me", 7)),
                blocks("; 1\n" + BOARD + "\nSolution/Moves 5/1\nrrUU\nruxL\ndd\nSolver: me\n"));
    }

    @Test
    void proseUnderABlockStaysNotes() {
        XsbReaderTest.Read r = XsbReaderTest.read("; 1\n" + BOARD + "\nSolution\nnot found yet\n");
        assertEquals(List.of(), r.level(1).solutions());
        assertEquals(List.of(new SolutionBlock("Solution", "R", "Optimal\nTime: 1 s", 7)),
                blocks("; 1\n" + BOARD + "\nSolution\nR\nOptimal\nTime: 1 s\n"));
    }
}
