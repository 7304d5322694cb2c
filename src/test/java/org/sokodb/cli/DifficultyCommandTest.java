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

/** {@code sokodb difficulty}: the columns, solutions under the levels, solving, unrated levels, bad input. */
class DifficultyCommandTest {
    private static final String HEADER = "source\tindex\ttitle\tdifficulty\tband\tboxes\tpushes\tmoves\tbox_changes\t"
            + "decomposition\tcounterintuitive\tcounterintuitive_share\tbox_lines\tfloor\tcongestion\tsolution\t"
            + "estimator\twhy";

    @TempDir
    Path dir;

    @Test
    @SharedData
    void ratesEveryLevelBySolutionsUnderItAndLeavesTheUnsolvedOneUnrated() {
        // level 37 of the file has no solution block; a node budget this small cannot solve it
        CliRun run = CliRun.of("difficulty", "--node-limit", "1000",
                TestData.path("sok/Original_and_Extra.sok").toString());
        assertEquals(1, run.exitCode(), "a level is unrated: " + run.err());
        assertEquals(HEADER, run.out().lines().findFirst().orElseThrow());
        assertEquals(91, run.rows().size());
        for (String row : run.rows()) {
            String[] f = row.split("\t", -1);
            assertEquals(18, f.length, row);
            if (f[1].equals("37")) {
                assertEquals(List.of("", "unrated", "", "timeout", "no solution"), List.of(f[3], f[4], f[6], f[15], f[17]));
                continue;
            }
            double difficulty = Double.parseDouble(f[3]);
            assertTrue(difficulty >= 0 && difficulty <= 100, row);
            assertEquals(Band.of(difficulty).key(), f[4], row);
            assertEquals("file", f[15], row);
            assertTrue(Integer.parseInt(f[6]) <= Integer.parseInt(f[7]), "pushes ≤ moves: " + row);
            assertTrue(Integer.parseInt(f[10]) <= Integer.parseInt(f[6]), "counterintuitive ≤ pushes: " + row);
            assertTrue(!f[17].isEmpty(), row);
        }
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
