package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.difficulty.Band;
import org.sokodb.difficulty.Rating;

/** {@code sokodb difficulty}: the columns, solutions under the levels, solving, unrated levels, bad input. */
class DifficultyCommandTest {
    private static final String HEADER = "source\tindex\ttitle\tdifficulty\tband\tboxes\tpushes\tmoves\tbox_changes\t"
            + "decomposition\tcounterintuitive\tcounterintuitive_share\tbox_lines\tgoal_entries\tfloor\tcongestion\tsolution\t"
            + "estimator\twhy";

    /** GrigrSpecial's "New hairdress" with a solution of sokodb's solver (679/107) under it. */
    private static final Path HAIRDRESS = Path.of("src/test/resources/org/sokodb/difficulty/new-hairdress.sok");

    @TempDir
    Path dir;

    @Test
    @SharedData
    void ratesEachLevelByASolutionUnderItAndLeavesAnUnsolvableOneUnrated() throws IOException {
        // the first ten levels of the file (its notes and every block up to "Level 11"), each with solutions
        List<String> lines = Files.readAllLines(TestData.path("sok/Original_and_Extra.sok"), StandardCharsets.UTF_8);
        int end = lines.indexOf("Level 11");
        assertTrue(end > 0, "the file's level titles are 'Level N'");
        Path ten = dir.resolve("ten.sok");
        Files.write(ten, lines.subList(0, end), StandardCharsets.UTF_8);
        // a box in a corner that is no goal: the solver proves it unsolvable
        Path dead = dir.resolve("dead.xsb");
        Files.writeString(dead, "#####\n#@ .#\n#  $#\n#####\n", StandardCharsets.UTF_8);
        CliRun run = CliRun.of("difficulty", ten.toString(), dead.toString());
        assertEquals(1, run.exitCode(), "a level is unrated: " + run.err());
        assertEquals(HEADER, run.out().lines().findFirst().orElseThrow());
        assertEquals(11, run.rows().size(), run.out());
        for (String row : run.rows().subList(0, 10)) {
            String[] f = row.split("\t", -1);
            assertEquals(19, f.length, row);
            double difficulty = Double.parseDouble(f[3]);
            assertTrue(difficulty >= 0 && difficulty <= 100, row);
            assertEquals(Band.of(difficulty).key(), f[4], row);
            assertEquals("file", f[16], row);
            assertTrue(Integer.parseInt(f[6]) <= Integer.parseInt(f[7]), "pushes ≤ moves: " + row);
            assertTrue(Integer.parseInt(f[10]) <= Integer.parseInt(f[6]), "counterintuitive ≤ pushes: " + row);
            assertTrue(Integer.parseInt(f[13]) <= Integer.parseInt(f[6]), "goal entries ≤ pushes: " + row);
            assertTrue(!f[18].isEmpty(), row);
        }
        String[] unrated = run.rows().get(10).split("\t", -1);
        assertEquals(List.of("", "unrated", "1", "", "unsolvable", Rating.UNRATED_WHY),
                List.of(unrated[3], unrated[4], unrated[5], unrated[6], unrated[16], unrated[18]));
    }

    @Test
    void solvesALevelWithoutASolutionAndSaysSo() throws IOException {
        Path level = dir.resolve("one.xsb");
        Files.writeString(level, "########\n#.$ @$.#\n########\n", StandardCharsets.UTF_8);
        CliRun run = CliRun.of("difficulty", "--json", level.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("[{\"source\":"), run.out());
        assertTrue(run.out().contains("\"pushes\":2,"), run.out());
        assertTrue(run.out().contains("\"box_changes\":1,"), run.out());
        assertTrue(run.out().contains("\"solution\":\"solver\""), run.out());
    }

    @Test
    void aNumberWrittenAtABandsLimitIsOfTheBandItNames() {
        // GrigrSpecial's "New hairdress" with a solution of sokodb's solver: its percentile is
        // 89.98, written 90; the band is that of the number a user reads, very hard
        CliRun run = CliRun.of("difficulty", HAIRDRESS.toString());
        assertEquals(0, run.exitCode(), run.err());
        String[] f = run.rows().get(0).split("\t", -1);
        assertEquals(List.of("New hairdress", "90", "very-hard", "107", "file"), List.of(f[2], f[3], f[4], f[6], f[16]));
    }

    @Test
    void aSolutionThatDoesNotSolveTheLevelIsOneLineAndPassedOver() throws IOException {
        // New hairdress with its solution, and under it one more whose first step walks into a wall
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(HAIRDRESS, StandardCharsets.UTF_8));
        lines.addAll(List.of("", "Solution broken", "U" + lines.get(lines.size() - 1)));
        Path file = Files.write(dir.resolve("hairdress.sok"), lines, StandardCharsets.UTF_8);
        CliRun run = CliRun.of("difficulty", file.toString());
        assertEquals(1, run.exitCode(), "input was rejected: " + run.err());
        assertEquals(List.of(file + ":" + lines.size() + ": level 1: solution 'Solution broken': illegal: step 1 'U': "
                + "the man walks into a wall; passed over"), run.errLines());
        String[] f = run.rows().get(0).split("\t", -1);
        assertEquals(List.of("90", "very-hard", "107", "file"), List.of(f[3], f[4], f[6], f[16]), "rated by the other");
    }

    @Test
    void badInputIsOneLineAndExitOne() throws IOException {
        Path level = dir.resolve("bad.xsb");
        Files.writeString(level, "#####\n#@$.#\n#####\n\n#####\n#@$ #\n#####\n", StandardCharsets.UTF_8);
        CliRun run = CliRun.of("difficulty", level.toString());
        assertEquals(1, run.exitCode());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().startsWith(level + ":5: level 2: not a playable level"), run.err());
        assertEquals(1, run.rows().size(), "the good level is rated: " + run.out());
    }

    @Test
    void withoutAPathItIsAUsageError() {
        assertEquals(2, CliRun.of("difficulty").exitCode());
    }
}
