package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.sokodb.cli.terminal.SizeAndTime;

/** {@code sokodb solve}: the first 20 Microban levels solved and verified, the contract, bad input. */
class SolveCommandTest {
    @TempDir
    Path dir;

    private Path microbanTwenty() throws IOException {
        List<String> lines = Files.readAllLines(TestData.path("sets/soukoban/Microban_155.xsb"), StandardCharsets.ISO_8859_1);
        // the first 20 levels: everything before the 21st title line "; 21"
        int end = lines.indexOf("; 21");
        assertTrue(end > 0, "Microban's level titles are '; N'");
        Path p = dir.resolve("microban20.xsb");
        Files.write(p, lines.subList(0, end), StandardCharsets.ISO_8859_1);
        return p;
    }

    @Test
    @SharedData
    void solvesTheFirstTwentyMicrobanLevelsAndVerifyAcceptsEverySolution() throws IOException {
        Path levels = microbanTwenty();
        Path out = dir.resolve("solved.sok");
        CliRun run = CliRun.of("solve", "--time-limit", "30s", "--out", out.toString(), levels.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.err(), "no search failed");
        assertEquals("source\tindex\ttitle\tverdict\tmoves\tpushes\tseconds\tnodes\tsolution\toptimal\tsearch\tfailed",
                run.out().lines().findFirst().orElseThrow());
        assertEquals(20, run.rows().size());
        for (String row : run.rows()) {
            String[] f = row.split("\t", -1);
            assertEquals(12, f.length, row);
            assertEquals("", f[9], "an ordinary run proves nothing: " + row);
            assertEquals("", f[11], "no search failed: " + row);
            assertTrue(List.of("forward", "backward", "meeting", "fess").contains(f[10]), "the search that found it: " + row);
            assertEquals("solved", f[3], row);
            assertEquals(Integer.parseInt(f[4]), f[8].length(), "moves = length of the solution: " + row);
        }
        String sok = Files.readString(out, StandardCharsets.UTF_8);
        assertTrue(sok.contains("Solver: sokodb"), sok.substring(0, Math.min(400, sok.length())));
        CliRun verify = CliRun.of("verify", out.toString());
        assertEquals(0, verify.exitCode(), verify.err());
        assertEquals(20, verify.rows().size());
        assertTrue(verify.rows().stream().allMatch(r -> r.split("\t")[3].equals("valid")), verify.out());
    }

    /** --out naming an input (another spelling of it too): refused, for the solutions the input holds would be lost. */
    @Test
    void outNamingAnInputIsRefusedAndTheInputStays() throws IOException {
        Path p = dir.resolve("one.sok");
        String text = "Line\n#######\n#@ $ .#\n#######\n\nSolution\nrRR\n\nSaveGame 1/0\nr\n";
        Files.writeString(p, text);
        for (String out : List.of(p.toString(), dir.resolve(".").resolve("one.sok").toString())) {
            CliRun run = CliRun.of("solve", "--force", "--out", out, p.toString());
            assertEquals(2, run.exitCode(), run.err());
            assertEquals(List.of("sokodb: cannot write " + out + ": it is an input of this run, whose solutions the new "
                    + "file would not hold; name another file"), run.errLines());
            assertEquals("", run.out());
            assertEquals(text, Files.readString(p));
        }
    }

    @Test
    void anOptimalRunSaysSoInTheTableTheJsonAndTheSokFile() throws IOException {
        Path p = dir.resolve("two.xsb");
        Files.writeString(p, String.join("\n",
                "; line", "", "#######", "#@ $ .#", "#######", "",
                "; two", "", "######", "#    #", "# $$ #", "# ..@#", "######", ""), StandardCharsets.ISO_8859_1);
        Path out = dir.resolve("optimal.sok");
        CliRun run = CliRun.of("solve", "--optimal", "pushes", "--out", out.toString(), p.toString());
        assertEquals(0, run.exitCode(), run.err());
        for (String row : run.rows()) {
            String[] f = row.split("\t", -1);
            assertEquals("pushes", f[9], row);
        }
        // fewest pushes: two on the line, one per box on the second (each is a push from its goal)
        assertEquals(List.of("2", "2"), run.rows().stream().map(r -> r.split("\t")[5]).toList());
        String sok = Files.readString(out, StandardCharsets.UTF_8);
        assertEquals(2, sok.split("Optimal: pushes", -1).length - 1, sok);
        CliRun.of("verify", out.toString()).succeeded();
        CliRun json = CliRun.of("solve", "--optimal", "pushes", "--json", p.toString());
        assertTrue(json.out().contains("\"optimal\":\"pushes\""), json.out());
        CliRun fast = CliRun.of("solve", "--json", p.toString());
        assertTrue(fast.out().contains("\"optimal\":null"), fast.out());
    }

    @Test
    void unsolvableAndRejectedLevelsExitOneAndTheRestIsSolved() throws IOException {
        Path p = dir.resolve("mixed.xsb");
        Files.writeString(p, String.join("\n",
                "; fine", "", "#####", "#@$.#", "#####", "",
                "; corner", "", "######", "#$   #", "#  @ #", "#   .#", "######", "",
                "; no man", "", "#####", "# $.#", "#####", ""), StandardCharsets.ISO_8859_1);
        CliRun run = CliRun.of("solve", "--json", p.toString());
        assertEquals(1, run.exitCode(), run.err());
        assertTrue(run.out().contains("\"verdict\":\"solved\""), run.out());
        assertTrue(run.out().contains("\"verdict\":\"unsolvable\""), run.out());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.err().startsWith(p + ":17: level 3: no man"), run.err());
    }

    @Test
    void timeAndMemoryOptionsTakeUnits() {
        SizeAndTime.DurationConverter time = new SizeAndTime.DurationConverter();
        assertEquals(10_000, time.convert("10").toMillis());
        assertEquals(10_000, time.convert("10s").toMillis());
        assertEquals(120_000, time.convert("2m").toMillis());
        assertEquals(500, time.convert("0.5").toMillis());
        SizeAndTime.ByteSizeConverter size = new SizeAndTime.ByteSizeConverter();
        assertEquals(512L << 20, size.convert("512m"));
        assertEquals(2L << 30, size.convert("2g"));
        CliRun bad = CliRun.of("solve", "--time-limit", "soon", "x.xsb");
        assertEquals(2, bad.exitCode());
        assertFalse(bad.err().isEmpty());
    }
}
