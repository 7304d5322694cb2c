package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.sokodb.Slow;
import org.sokodb.board.Board;
import org.sokodb.optimizer.HandLevels;
import org.sokodb.solver.SolverResult;

/**
 * Ctrl-C during {@code optimize}, with a real process, by moves and by pushes: the search under
 * way stops and its row says what it found so far, the exit code is 130, and {@code --out} is
 * written with every level of the input: those searched with what was found, the rest as they
 * were in the input (each of their solution blocks, RLE or not, and their author), read after
 * Ctrl-C without being replayed, so neither a row nor a problem of theirs is printed (the board
 * at the end that is no level is never reported). So a file {@code --out} replaces holds at
 * least the levels it held: a new file, the input itself ({@code --out levels.sok --force}),
 * and a complete {@code --out} of an earlier run alike; an input holding a board that is no
 * level is not replaced at all, for the new file could not hold it.
 *
 * <p>The level under way is Microban 144, whose push-optimal search runs for minutes: by pushes,
 * Ctrl-C comes once a thread dump shows that search under way; by moves, once one of the
 * optimizer's passes is. Each level has an hour: a search that did not stop would hold the
 * command past the five seconds Ctrl-C waits, and {@code --out} would not be written.
 */
@Slow
class OptimizeInterruptTest {
    /** Hand-made levels after the slow one: more than the command reads ahead. */
    private static final int TAIL = 20;
    /** The Microban level under way at Ctrl-C ({@link SlowMicroban}). */
    static final int SLOW = SlowMicroban.NUMBER;
    /** The push-optimal search, and the optimizer's passes, as a thread's stack names them ({@link Processes#awaitThreadIn}). */
    static final String OPTIMAL_SEARCH = "org.sokodb.solver.search.OptimalSearch.";
    static final String PASSES = "org.sokodb.optimizer.Passes.";
    /** The levels of the input: Wander, Microban 144 and the tail. */
    private static final int LEVELS = 2 + TAIL;

    /** Where {@code --out} goes: a new file, the input itself, or over a complete {@code --out} of an earlier run. */
    enum Target { NEW, IN_PLACE, OVER_EARLIER }

    private static Board slow;
    private static SolverResult.Solved solved;

    @TempDir
    Path dir;

    /** The level and the solver's solution, solved once per test JVM for this class and {@link SearchInterruptTest}. */
    @BeforeAll
    static void solveTheSlowLevel() {
        slow = SlowMicroban.board();
        solved = SlowMicroban.solved();
    }

    /** Wander, Microban 144, then the tail: each Round with an author and two blocks, the second in RLE. */
    private String levels(boolean boardWithoutMan) {
        StringBuilder sok = new StringBuilder(HandLevels.WANDER.sok()).append("\nMicroban ").append(SLOW).append('\n')
                .append(slow.toXsb()).append("\nSolution\n").append(solved.steps().letters()).append("\n");
        for (int i = 1; i <= TAIL; i++) {
            sok.append("\nRound ").append(i).append('\n').append(String.join("\n", HandLevels.ROUND.rows()))
                    .append("\nAuthor: Hand ").append(i).append("\n\nSolution\n").append(HandLevels.ROUND.input())
                    .append("\n\nSolution/Moves 12/5\n2ruUlu3RurD\n");
        }
        if (boardWithoutMan) {
            sok.append("\nNo man\n#####\n#$. #\n#####\n");
        }
        return sok.toString();
    }

    /**
     * Each search cut short (the passes by moves, the push-optimal search by pushes) into a new
     * file, and each other target once: where the file goes and what it replaces is the same for
     * either metric.
     */
    @ParameterizedTest
    @CsvSource({"moves, NEW", "pushes, NEW", "moves, IN_PLACE", "pushes, OVER_EARLIER"})
    void ctrlCWritesEveryLevelOfTheInput(String metric, Target target) throws Exception {
        Path levels = Files.writeString(dir.resolve("levels.sok"), levels(target != Target.IN_PLACE));
        List<String> before = verifyRows(levels);
        assertEquals(LEVELS + TAIL, before.size(), "the input: one row a block");
        Path out = target == Target.IN_PLACE ? levels : dir.resolve("best.sok");
        if (target == Target.OVER_EARLIER) {
            CliRun earlier = CliRun.of("optimize", "--metric", metric, "--node-limit", "1000", "--out", out.toString(),
                    levels.toString());
            assertEquals(1, earlier.exitCode(), "complete, the board without a man said: " + earlier.err());
            assertEquals(LEVELS, verifyRows(out).size(), "the earlier --out: every level, its best solution");
        }
        Processes p = interrupted(metric, levels, out);
        List<String> rows = p.out().subList(1, p.out().size());
        assertEquals(2, rows.size(), "the first level and the one under way, none after: " + rows);
        String[] second = rows.get(1).split("\t", -1);
        assertEquals("Microban " + SLOW, second[2]);
        assertTrue(List.of("improved", "unchanged").contains(second[3]), rows.get(1));
        int column = metric.equals("moves") ? 6 : 7;
        assertTrue(Integer.parseInt(second[column]) <= (metric.equals("moves") ? solved.metrics().moves()
                : solved.metrics().pushes()), "never worse than the input");
        List<String> err = p.err();
        assertTrue(err.stream().noneMatch(l -> l.contains("No man") || l.contains("Round")),
                "the rest of the input is carried, not reported: " + err);
        assertEquals("sokodb: interrupted: 2 levels optimized, " + (second[3].equals("improved") ? 2 : 1)
                + " improved; " + out + " written with every level of the input (" + LEVELS + "), the " + TAIL
                + " not searched as they were", err.get(err.size() - 1));

        List<String> after = verifyRows(out);
        // in place, a level improved keeps its input's block after the new one
        boolean keeps = target == Target.IN_PLACE;
        boolean firstKept = keeps && rows.get(0).split("\t", -1)[3].equals("improved");
        boolean secondKept = keeps && second[3].equals("improved");
        int searched = 2 + (firstKept ? 1 : 0) + (secondKept ? 1 : 0);
        assertEquals(LEVELS + TAIL + searched - 2, after.size(), "every level, the tail with both its blocks: " + after);
        int microban = firstKept ? 2 : 1;
        assertEquals(second[6] + "\t" + second[7], after.get(microban).split("\t")[4] + "\t"
                + after.get(microban).split("\t")[5], "the file holds what the row says");
        if (secondKept) {
            assertEquals(withoutSource(before.subList(1, 2)), withoutSource(after.subList(microban + 1, microban + 2)),
                    "in place, the input's own solution stays after the better one");
        }
        assertEquals(withoutSource(before.subList(2, before.size())),
                withoutSource(after.subList(searched, after.size())), "the levels not searched as they were");
        String text = Files.readString(out);
        for (int i = 1; i <= TAIL; i++) {
            assertTrue(text.contains("\nAuthor: Hand " + i + "\n"), "Round " + i + "'s author");
        }
    }

    /**
     * The input itself as --out, holding a board that is no level: the new file could not hold it, so it stays
     * (by pushes: the path is that of either search, and by moves the input itself is a target above).
     */
    @Test
    void anInputWithABoardThatIsNoLevelIsNotReplaced() throws Exception {
        Path levels = Files.writeString(dir.resolve("levels.sok"), levels(true));
        byte[] before = Files.readAllBytes(levels);
        Processes p = interrupted("pushes", levels, levels);
        List<String> err = p.err();
        assertEquals("sokodb: " + levels + " not replaced: 1 of its boards is no playable level and would be lost; "
                + "it is as it was (write --out to another file)", err.get(err.size() - 2));
        assertEquals("sokodb: interrupted: the levels printed; " + levels + " not written (an earlier file of that "
                + "name is as it was)", err.get(err.size() - 1));
        assertArrayEquals(before, Files.readAllBytes(levels));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(levels), files.toList(), "no temporary file left beside it");
        }
    }

    /** One level at a time, each with an hour: Ctrl-C while the second is optimized; exit 130. */
    private static Processes interrupted(String metric, Path levels, Path out) throws Exception {
        Processes p = Processes.startWithCtrlC("optimize", "--metric", metric, "--threads", "1", "--time-limit", "1h",
                "--force", "--out", out.toString(), levels.toString());
        assertTrue(p.awaitOut(lines -> lines.size() >= 2), "the first level's row: " + p.err());
        String under = metric.equals("pushes") ? OPTIMAL_SEARCH : PASSES;
        assertTrue(p.awaitThreadIn(under), "the second level in " + under + ": " + p.err());
        p.signal("INT");
        assertEquals(130, p.finish(), String.join("\n", p.err()));
        return p;
    }

    private static List<String> verifyRows(Path file) {
        CliRun verify = CliRun.of("verify", file.toString());
        return verify.rows();
    }

    /** The rows without their source column. */
    private static List<String> withoutSource(List<String> rows) {
        List<String> rest = new ArrayList<>();
        for (String row : rows) {
            String[] cells = row.split("\t", -1);
            rest.add(String.join("\t", Arrays.asList(cells).subList(1, cells.length)));
        }
        return rest;
    }
}
