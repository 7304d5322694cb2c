package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;
import org.sokodb.optimizer.HandLevels;
import org.sokodb.replay.SolutionLimits;

/**
 * Bad input to {@code optimize LEVELS SOLUTIONS}: each case ends in one line on stderr,
 * {@code source:line: level N: reason} (or {@code sokodb: …} when the file cannot be read at
 * all), and the right exit code, and every level with a good line is still optimized. The
 * levels are the three hand-made ones; every run has a node budget.
 */
@Slow
class OptimizeBadInputTest {
    @TempDir
    Path dir;

    private Path levels() throws Exception {
        StringBuilder xsb = new StringBuilder();
        for (HandLevels.Level level : HandLevels.ALL) {
            xsb.append(String.join("\n", level.rows())).append("\n\n");
        }
        return Files.writeString(dir.resolve("hand.xsb"), xsb, StandardCharsets.UTF_8);
    }

    private Path lines(String... lines) throws Exception {
        return Files.writeString(dir.resolve("hand.txt"), String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
    }

    private static CliRun optimize(Path levels, Path solutions) {
        return CliRun.of("optimize", "--node-limit", "200000", levels.toString(), solutions.toString());
    }

    private static List<String> verdicts(CliRun run) {
        return run.rows().stream().map(r -> r.split("\t", -1)[3]).toList();
    }

    @Test
    void fewerLinesThanLevels() throws Exception {
        Path solutions = lines(HandLevels.WANDER.input());
        CliRun run = optimize(levels(), solutions);
        assertEquals(1, run.exitCode(), run.err());
        assertEquals(List.of("improved", "missing", "missing"), verdicts(run));
        assertEquals(List.of(solutions + ":2: level 2: no solution line for this level nor for the 1 after it (the file"
                + " ends after 1 line)"), run.errLines());
    }

    @Test
    void moreLinesThanLevels() throws Exception {
        Path solutions = lines(HandLevels.WANDER.input(), HandLevels.ROUND.input(), HandLevels.ORDER.input(), "rrr",
                "", "lll");
        CliRun run = optimize(levels(), solutions);
        assertEquals(1, run.exitCode(), run.err());
        assertEquals(List.of("improved", "improved", "improved"), verdicts(run));
        assertEquals(List.of(solutions + ":4: extra line: there is no level left for it (nor for the 1 non-empty line"
                + " after it)"), run.errLines());
    }

    @Test
    void aGarbageLineMakesItsLevelInvalidAndTheRestIsOptimized() throws Exception {
        Path solutions = lines(HandLevels.WANDER.input(), "<html>garbage</html>", HandLevels.ORDER.input());
        CliRun run = optimize(levels(), solutions);
        assertEquals(1, run.exitCode(), run.err());
        assertEquals(List.of("improved", "invalid", "improved"), verdicts(run));
        assertEquals(1, run.errLines().size(), run.err());
        assertEquals(true, run.errLines().get(0).startsWith(solutions + ":2: level 2: not a solution: "), run.err());
    }

    @Test
    void aLineOfFiveMegabytesIsOneProblem() throws Exception {
        String huge = "u".repeat(5 << 20);
        Path solutions = lines(HandLevels.WANDER.input(), huge, HandLevels.ORDER.input());
        CliRun run = optimize(levels(), solutions);
        assertEquals(1, run.exitCode(), run.err());
        assertEquals(List.of("improved", "invalid", "improved"), verdicts(run));
        assertEquals(List.of(solutions + ":2: level 2: not a solution: line 2 is longer than "
                + SolutionLimits.MAX_TEXT_CHARS + " characters"), run.errLines());
    }

    @Test
    void anEndlessSolutionFileOfNulsIsRefusedAtItsFirstBlock() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/dev/zero")), "/dev/zero");
        Path levels = levels();
        // refused at its first block; an endless file of moves stops at the limit (EndlessInputTest)
        CliRun run = optimize(levels, Path.of("/dev/zero"));
        assertEquals(1, run.exitCode(), "input that cannot be read is rejected input: " + run.err());
        assertEquals(List.of("sokodb: /dev/zero: not a solution file (binary data)"), run.errLines());
    }

    @Test
    void aSolutionFileThatIsADirectoryIsRefusedBeforeAnyWork() throws Exception {
        Path directory = Files.createDirectory(dir.resolve("solutions"));
        CliRun run = optimize(levels(), directory);
        assertEquals(1, run.exitCode(), "rejected input, as the README's rule says: " + run.err());
        assertEquals("", run.out());
        assertEquals(List.of(directory + ": is a directory, not a solution file"), run.errLines());
    }

    @Test
    void endlessLevelsAreOneProblem() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/dev/zero")), "/dev/zero");
        CliRun run = CliRun.of("optimize", "--node-limit", "200000", "/dev/zero");
        assertEquals(1, run.exitCode(), run.err());
        assertEquals(1, run.errLines().size(), run.err());
        assertEquals(true, run.errLines().get(0).startsWith("/dev/zero: "), run.err());
    }
}
