package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.optimizer.HandLevels;
import org.sokodb.solver.Levels;
import org.sokodb.solver.NodeBudget;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverResult;

/**
 * Ctrl-C during {@code optimize}, with a real process, by moves and by pushes: the search under
 * way stops and its row says what it found so far, the exit code is 130, and {@code --out} is
 * written whole with the levels read so far, those not searched with their input solutions.
 * The rest of the input is not read: the levels after them are not in the file, and a board at
 * the end that is no level is never reported. The level under way is Microban 144, whose
 * push-optimal search runs for minutes: by pushes, Ctrl-C comes once a thread dump shows that
 * search under way (the pass that once kept only its deadline and node count, not the stop
 * request); by moves, once one of the optimizer's passes is. Each level has an hour: a search
 * that did not stop would hold the command past the five seconds Ctrl-C waits, and {@code
 * --out} would not be written.
 */
class OptimizeInterruptTest {
    /** Hand-made levels after the slow one: more than the command reads ahead. */
    private static final int TAIL = 20;
    /** The Microban level under way at Ctrl-C: its push-optimal search is not done in minutes (docs/solver.md). */
    static final int SLOW = 144;
    /** The push-optimal search, and the optimizer's passes, as a thread's stack names them ({@link Processes#awaitThreadIn}). */
    static final String OPTIMAL_SEARCH = "org.sokodb.solver.search.OptimalSearch.";
    static final String PASSES = "org.sokodb.optimizer.Passes.";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"moves", "pushes"})
    void ctrlCKeepsWhatWasFoundAndReadsNoFurther(String metric) throws Exception {
        Board slow = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb")).get(SLOW - 1);
        SolverResult.Solved solved = assertInstanceOf(SolverResult.Solved.class,
                Solver.solve(slow, NodeBudget.of(2_000_000, 256L << 20, 1), SolveMode.FAST));
        StringBuilder sok = new StringBuilder(HandLevels.WANDER.sok()).append("\nMicroban ").append(SLOW).append('\n')
                .append(slow.toXsb()).append("\nSolution\n").append(solved.steps().letters()).append("\n");
        for (int i = 0; i < TAIL; i++) {
            sok.append('\n').append(HandLevels.ROUND.sok());
        }
        sok.append("\nNo man\n#####\n#$. #\n#####\n");
        Path levels = Files.writeString(dir.resolve("levels.sok"), sok);
        Path out = dir.resolve("best.sok");
        // one level at a time, each with an hour: the second is still being optimized at Ctrl-C
        Processes p = Processes.startWithCtrlC("optimize", "--metric", metric, "--threads", "1", "--time-limit", "1h",
                "--out", out.toString(), levels.toString());
        assertTrue(p.awaitOut(lines -> lines.size() >= 2), "the first level's row: " + p.err());
        String under = metric.equals("pushes") ? OPTIMAL_SEARCH : PASSES;
        assertTrue(p.awaitThreadIn(under), "the second level in " + under + ": " + p.err());
        p.signal("INT");
        assertEquals(130, p.finish(), String.join("\n", p.err()));
        List<String> rows = p.out().subList(1, p.out().size());
        assertEquals(2, rows.size(), "the first level and the one under way, none after: " + rows);
        String[] second = rows.get(1).split("\t", -1);
        assertEquals("Microban " + SLOW, second[2]);
        assertTrue(List.of("improved", "unchanged").contains(second[3]), rows.get(1));
        int column = metric.equals("moves") ? 6 : 7;
        assertTrue(Integer.parseInt(second[column]) <= (metric.equals("moves") ? solved.metrics().moves()
                : solved.metrics().pushes()), "never worse than the input");

        List<String> err = p.err();
        assertTrue(err.stream().noneMatch(l -> l.contains("No man") || l.contains("level " + (TAIL + 3))),
                "the board at the end is never read: " + err);
        CliRun verify = CliRun.of("verify", out.toString());
        assertEquals(0, verify.exitCode(), verify.out() + verify.err());
        int written = verify.rows().size();
        assertTrue(written >= 2 && written < TAIL + 2, "the levels read before Ctrl-C, not the rest: " + written);
        assertEquals("sokodb: interrupted: 2 levels optimized, " + (second[3].equals("improved") ? 2 : 1)
                + " improved; " + out + " written with the " + written + " levels read, those not searched with their"
                + " input", err.get(err.size() - 1));
        assertEquals(second[6] + "\t" + second[7], verify.rows().get(1).split("\t")[4] + "\t"
                + verify.rows().get(1).split("\t")[5], "the file holds what the row says");
    }
}
