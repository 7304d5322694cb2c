package org.sokodb.difficulty;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.Levels;

/**
 * The walk on the solver's pair table answered on demand ({@code PairDeadlocks}):
 * the walks of {@code CHOSEN} the same as those of the walk that built the whole table for each
 * level (docs/difficulty.md, "The pair table asked on demand"; their values kept in {@code walks-before-on-demand.tsv},
 * written by that walk).
 */
class WalkPairsTest {
    /** The walks of the lines of the values file whose level file is at hand: each must give what it gave before. */
    private static int assertWalksAsBefore(boolean shared) throws IOException {
        int walked = 0;
        try (InputStream in = WalkPairsTest.class.getResourceAsStream("walks-before-on-demand.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.startsWith("#") || line.isBlank() || line.startsWith("sets/") != shared) {
                    continue;
                }
                String[] f = line.split("\t");
                Path file = shared ? TestData.path(f[0]) : TestData.shipped(f[0]);
                Board board = Levels.read(file).get(Integer.parseInt(f[1]) - 1);
                WalkResult w = PersonWalk.of(board, PersonWalk.Settings.CHOSEN);
                String now = String.join("\t", f[0], f[1], "" + w.pushes(), "" + w.restarts(), "" + w.solvedWalks(),
                        "" + w.walks(), "" + w.cap(), "" + w.pushesWalked(), "" + w.graded(), "" + w.shortfall(),
                        "" + w.mostOnGoals());
                assertEquals(line, now, f[0] + " level " + f[1]);
                walked++;
            }
        }
        return walked;
    }

    @Test
    void theWalksAreThoseOfTheWalkBeforeOnBoxobanAndXSokoban() throws IOException {
        // 40 Boxoban levels, XSokoban 1, 2, 3, 6, 38 and 14 (121 squares)
        assertEquals(46, assertWalksAsBefore(false));
    }

    @Test
    void theWalksAreThoseOfTheWalkBeforeOnMicroban() throws IOException {
        TestData.root();
        assertEquals(60, assertWalksAsBefore(true));
    }
}
