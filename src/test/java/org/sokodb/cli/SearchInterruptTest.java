package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.optimizer.HandLevels;
import org.sokodb.solver.SolverResult;

/**
 * Ctrl-C during every other search, with real processes: {@code solve} and {@code solve
 * --optimal pushes} end with 130 and write {@code --out} with what they found; {@code solve
 * --catalog} and {@code optimize --catalog} (both metrics) end with 130, every row printed is
 * stored, once, and a re-run takes up the rest. Ctrl-C comes once a thread dump shows the search
 * under way ({@link Processes#awaitThreadIn}): for the solver XSokoban 50, which has an hour and
 * is far beyond it; for {@code optimize --catalog} Microban 144, by pushes in its push-optimal
 * search (minutes), by moves in one of the optimizer's passes. So only the interruption can end
 * the run, and a search that missed it would hold the command past the five seconds Ctrl-C waits.
 */
@Slow
class SearchInterruptTest {
    @TempDir
    Path dir;

    /**
     * For the catalog: a level without a solution that is solved at once, Microban 144 with the
     * solver's solution (minutes to optimize), then XSokoban 50, without one.
     */
    private Path catalogLevels() throws Exception {
        Board microban = SlowMicroban.board();
        SolverResult.Solved solved = SlowMicroban.solved(); // solved once per test JVM, OptimizeInterruptTest's too
        String slow = Files.readString(TestData.shipped("xsokoban/screen.50"));
        return Files.writeString(dir.resolve("three.sok"), "Wander\n" + String.join("\n", HandLevels.WANDER.rows())
                + "\n\nMicroban " + OptimizeInterruptTest.SLOW + "\n" + microban.toXsb() + "\nSolution\n"
                + solved.steps().letters() + "\n\nscreen.50\n" + slow + "\n");
    }

    /** The solver's searches, as a thread's stack names them. */
    private static final String SOLVER_SEARCH = "org.sokodb.solver.search.";

    /** Starts {@code args}, interrupts once {@code rows} rows are out and a thread is in {@code under}, and returns it ended. */
    private static Processes interruptAfter(int rows, String under, String... args) throws Exception {
        Processes p = Processes.startWithCtrlC(args);
        assertTrue(p.awaitOut(lines -> lines.size() >= 1 + rows), rows + " rows: " + p.err());
        assertTrue(p.awaitThreadIn(under), "a search in " + under + ": " + p.err());
        p.signal("INT");
        assertEquals(130, p.finish(), String.join("\n", p.err()));
        return p;
    }

    private List<String> files() throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    /**
     * Wander, XSokoban 50, then levels that are no sooner read than solved, each with a title and
     * an author: after Ctrl-C they are read, not searched, and written to {@code --out} as they were.
     */
    private Path levelsWithATail() throws Exception {
        StringBuilder sok = new StringBuilder("Wander\n").append(String.join("\n", HandLevels.WANDER.rows()))
                .append("\n\nscreen.50\n").append(Files.readString(TestData.shipped("xsokoban/screen.50")));
        for (int i = 1; i <= TAIL; i++) {
            sok.append("\nRound ").append(i).append('\n').append(String.join("\n", HandLevels.ROUND.rows()))
                    .append("\nAuthor: Hand ").append(i).append('\n');
        }
        // a board that is no level after Ctrl-C is neither judged nor written
        sok.append("\nNo man\n#####\n#$. #\n#####\n");
        return Files.writeString(dir.resolve("levels.sok"), sok.toString());
    }

    /** Levels after the one under way at Ctrl-C: more than the command reads ahead. */
    private static final int TAIL = 12;

    /**
     * Ctrl-C during {@code solve --out} (the plain search and {@code --optimal pushes}, to a new
     * file, and over an earlier one with {@code --force}): exit 130, one line that says what was
     * kept, and {@code --out} holds every level, Wander with the solution its row printed,
     * XSokoban 50 (the search cut short) and the tail as they were, without a solution.
     */
    @Test
    void solveKeepsWhatItFoundInOut() throws Exception {
        Path levels = levelsWithATail();
        Files.writeString(dir.resolve("earlier.sok"), "an earlier file\n");
        // the plain search to a new file, the push-optimal one to a new file, the plain one over the earlier file
        for (String run : List.of("solved.sok", "solved.sok --optimal pushes", "earlier.sok")) {
            List<String> words = List.of(run.split(" "));
            List<String> mode = words.subList(1, words.size());
            Path out = dir.resolve(words.get(0));
            List<String> args = new ArrayList<>(List.of("solve", "--threads", "1", "--time-limit", "1h", "--force",
                    "--out", out.toString()));
            args.addAll(mode);
            args.add(levels.toString());
            Processes p = interruptAfter(1, SOLVER_SEARCH, args.toArray(String[]::new));
            assertEquals(3, p.out().size(), "Wander's row and the one cut short, no other: " + p.out() + "\n"
                    + String.join("\n", p.err()));
            String[] wander = p.out().get(1).split("\t", -1);
            assertEquals("solved", wander[3], p.out().get(1));
            assertEquals("interrupted", p.out().get(2).split("\t", -1)[3], p.out().get(2));
            List<String> err = p.err();
            assertEquals("sokodb: interrupted: 2 levels searched, 1 solved; " + out + " written with "
                    + (2 + TAIL) + " levels, the " + TAIL + " not searched as they were", err.get(err.size() - 1),
                    mode + " " + String.join("\n", err));
            assertTrue(err.stream().noneMatch(l -> l.contains("No man")), "the rest is not judged: " + err);

            List<String> rows = CliRun.of("verify", out.toString()).rows();
            assertEquals(2 + TAIL, rows.size(), "every level of the input: " + rows);
            String[] first = rows.get(0).split("\t", -1);
            assertEquals(List.of("Wander", "valid", wander[4], wander[5]), List.of(first[2], first[3], first[4],
                    first[5]), "the solution the row printed");
            for (String row : rows.subList(1, rows.size())) {
                assertEquals("missing", row.split("\t", -1)[3], row);
            }
            assertEquals("screen.50", rows.get(1).split("\t", -1)[2]);
            String text = Files.readString(out);
            for (int i = 1; i <= TAIL; i++) {
                assertTrue(text.contains("Round " + i + "\n") && text.contains("\nAuthor: Hand " + i + "\n"),
                        "Round " + i + " with its author: " + text);
            }
        }
        assertEquals(List.of("earlier.sok", "levels.sok", "solved.sok"), files(), "no temporary file");
    }

    @Test
    void generateEndsAndKeepsNothingHalfMade() throws Exception {
        Path db = dir.resolve("c");
        assertEquals(0, CliRun.of("--db", db.toString(), "import", TestData.shipped("xsokoban/screen.1").toString())
                .exitCode());
        Path out = dir.resolve("new.sok");
        // far more levels than an hour makes: only Ctrl-C ends it
        Processes p = Processes.startWithCtrlC("--db", db.toString(), "generate", "--count", "1000000", "--seed", "7",
                "--time-limit", "1h", "--out", out.toString(), "--import");
        assertTrue(p.awaitThreadIn("org.sokodb.generate.Generator."), "generating: " + p.err());
        p.signal("INT");
        assertEquals(130, p.finish(), String.join("\n", p.err()));
        assertTrue(files().stream().noneMatch(f -> f.contains("new.sok")), "no --out file, no temporary file: " + files());
        assertEquals(1, CatalogCheck.sources(db).size(), "screen.1 alone: no generated source, whole or in part");
    }

    @Test
    void catalogSearchesEndAndKeepEveryRowPrinted() throws Exception {
        String db = dir.resolve("c").toString();
        Path levels = catalogLevels();
        CliRun imported = CliRun.of("--db", db, "import", levels.toString());
        assertEquals(0, imported.exitCode(), imported.err());

        // Wander is solved and printed, XSokoban 50 is under way at Ctrl-C
        Processes solving = interruptAfter(1, SOLVER_SEARCH, "--db", db, "solve", "--catalog", "--threads", "1", "--time-limit", "1h");
        assertEquals(2, solving.out().size(), solving.out().toString());
        assertTrue(solving.out().get(1).startsWith(levels + "\t1\tWander\tsolved\t"), solving.out().get(1));
        CliRun solveStatus = CliRun.of("--db", db, "solve", "--catalog", "--status");
        assertTrue(solveStatus.out().lines().anyMatch(l -> l.startsWith("solved\t2\t")),
                "Wander's solution and Microban 144's: " + solveStatus.out());
        assertTrue(solveStatus.out().lines().anyMatch(l -> l.startsWith("found\t1\t")), "found once: " + solveStatus.out());

        // Wander is optimized and printed, Microban 144 is under way at Ctrl-C; by either metric
        for (String metric : List.of("moves", "pushes")) {
            String under = metric.equals("pushes") ? OptimizeInterruptTest.OPTIMAL_SEARCH : OptimizeInterruptTest.PASSES;
            Processes optimizing = interruptAfter(1, under, "--db", db, "optimize", "--catalog", "--metric", metric,
                    "--threads", "1", "--time-limit", "1h");
            // the search cut short keeps what it found: its row is printed too, and what a row says is stored, is
            assertEquals(3, optimizing.out().size(), optimizing.out().toString());
            List<String> err = optimizing.err();
            assertTrue(err.get(err.size() - 1).matches("sokodb: interrupted: 2 groups optimized, [0-2] improved and stored"),
                    String.join("\n", err));
            for (String row : optimizing.out().subList(1, 3)) {
                String[] f = row.split("\t", -1);
                if (f[4].equals("improved")) {
                    CliRun show = CliRun.of("--db", db, "show", f[0]);
                    assertTrue(show.out().contains("(optimize --catalog)") && show.out().contains("Solution " + f[7] + "/"
                            + f[8]), metric + ": the improvement printed is stored: " + row + "\n" + show.out());
                }
            }
            CliRun status = CliRun.of("--db", db, "optimize", "--catalog", "--status");
            assertEquals(0, status.exitCode(), status.err());
            assertTrue(status.out().lines().anyMatch(l -> l.startsWith("optimized\t" + metric + "\t1\t")),
                    metric + ": Wander's attempt is recorded, once; the one cut short is not: " + status.out());
        }
    }
}
