package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.optimizer.HandLevels;
import org.sokodb.solver.NodeBudget;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverResult;

/**
 * Ctrl-C during {@code optimize}, with a real process: the search under way stops and its row
 * says what it found so far, the exit code is 130, and {@code --out} is written whole — every
 * level, those not reached with their input solutions.
 */
class OptimizeInterruptTest {
    @TempDir
    Path dir;

    @Test
    void ctrlCKeepsWhatWasFoundAndWritesTheWholeFile() throws Exception {
        List<String> screen1 = Files.readAllLines(TestData.shipped("xsokoban/screen.1"));
        SolverResult.Solved solved = assertInstanceOf(SolverResult.Solved.class,
                Solver.solve(Board.parse(screen1), NodeBudget.of(2_000_000, 256L << 20, 1)));
        Path levels = dir.resolve("three.sok");
        Files.writeString(levels, HandLevels.WANDER.sok() + "\nscreen.1\n" + String.join("\n", screen1)
                + "\n\nSolution\n" + solved.steps().letters() + "\n\n" + HandLevels.ROUND.sok());
        Path out = dir.resolve("best.sok");
        // one level at a time, each with an hour: the second is still being optimized at Ctrl-C
        Processes p = Processes.startWithCtrlC("optimize", "--threads", "1", "--time-limit", "1h", "--out",
                out.toString(), levels.toString());
        assertTrue(p.awaitOut(lines -> lines.size() >= 2), "the first level's row: " + p.err());
        Thread.sleep(500);
        p.signal("INT");
        assertEquals(130, p.finish(), String.join("\n", p.err()));
        List<String> rows = p.out().subList(1, p.out().size());
        assertEquals(2, rows.size(), "the first level and the one under way, not the third: " + rows);
        String[] second = rows.get(1).split("\t", -1);
        assertEquals("screen.1", second[2]);
        assertTrue(List.of("improved", "unchanged").contains(second[3]), rows.get(1));
        assertTrue(Integer.parseInt(second[6]) <= solved.metrics().moves(), "never worse than the input");
        List<String> err = p.err();
        assertTrue(err.get(err.size() - 1).startsWith("sokodb: interrupted: " + rows.size() + " levels optimized, "),
                String.join("\n", err));
        CliRun verify = CliRun.of("verify", out.toString());
        assertEquals(0, verify.exitCode(), verify.out() + verify.err());
        assertEquals(3, verify.rows().size(), "every level is in the file, each with a solution");
        assertEquals(second[6] + "\t" + second[7], verify.rows().get(1).split("\t")[4] + "\t"
                + verify.rows().get(1).split("\t")[5], "the file holds what the row says");
    }
}
