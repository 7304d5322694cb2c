package org.sokodb.cli;

import static org.sokodb.catalog.Fixtures.microban;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;
import org.sokodb.cli.terminal.ExitCodes;

/** {@code sokodb verify} end to end, through the same entry point as the launcher. */
class VerifyCommandTest {
    static final String MICROBAN_3 = "ruuLLLLrrrrddlUruLLLulDrddllluuRRDrdLuuurDD";
    static final String MICROBAN_4 = "ullDullddrRuLurrrdLLrrddlUruL";
    static final String HEADER = "source\tindex\ttitle\tverdict\tmoves\tpushes\tbox_lines\tbox_changes"
            + "\tpushing_sessions\tplayer_lines\tdetail";

    @TempDir
    Path dir;

    /** The row of level {@code index} (each level has one row in these runs), split into its columns. */
    static String[] row(CliRun r, int index) {
        return r.rows().stream().map(l -> l.split("\t", -1)).filter(c -> c[1].equals(String.valueOf(index)))
                .findFirst().orElseThrow();
    }

    static String summary(CliRun r) {
        return r.errLines().get(r.errLines().size() - 1);
    }

    private Path file(String name, List<String> lines) throws IOException {
        return Files.write(dir.resolve(name), lines);
    }

    /** Microban levels 3 and 4, copied from the real file as the reader read them. */
    private Path microban34() throws IOException {
        List<String> text = new ArrayList<>();
        List<String> all = Files.readAllLines(Path.of(microban()));
        // "; 3" through the end of level 4's board
        int start = all.indexOf("; 3");
        int end = all.indexOf("; 5");
        text.addAll(all.subList(start, end));
        return file("microban34.xsb", text);
    }

    @Test
    void allValidIsExitZeroWithColumnsMetricsAndSummary() throws IOException {
        Path levels = microban34();
        Path solutions = file("solutions.txt", List.of(MICROBAN_3, MICROBAN_4));
        CliRun r = CliRun.of("verify", levels.toString(), solutions.toString());
        assertEquals(0, r.exitCode(), r.errLines().toString());
        assertEquals(HEADER, r.out().lines().findFirst().orElseThrow());
        assertEquals(2, r.rows().size());
        assertEquals(List.of(levels.toString(), "1", "3", "valid", "43", "15", "8", "5", "7", "25", ""),
                List.of(row(r, 1)));
        assertEquals(List.of(levels.toString(), "2", "4", "valid", "29", "7", "6", "4", "6", "20", ""),
                List.of(row(r, 2)));
        assertEquals(List.of("2 valid, 0 unsolved, 0 illegal, 0 malformed, 0 missing; valid: 72 moves, 22 pushes"),
                r.errLines());
    }

    /**
     * Solution files of two tools put one after another, each with its byte-order mark, and a
     * mark inside a line: each solution as without it. The second line was {@code malformed:
     * character 1 'ï': not a move}, the mark read as Latin-1.
     */
    @Test
    void aByteOrderMarkOnAnyLineIsNoMove() throws IOException {
        Path levels = microban34();
        String bom = "\uFEFF";
        Path solutions = Files.writeString(dir.resolve("solutions.txt"), bom + MICROBAN_3 + "\n" + bom
                + MICROBAN_4.substring(0, 5) + bom + MICROBAN_4.substring(5) + "\n", StandardCharsets.UTF_8);
        CliRun r = CliRun.of("verify", levels.toString(), solutions.toString());
        assertEquals(0, r.exitCode(), r.errLines().toString());
        assertEquals(List.of("valid", "43"), List.of(row(r, 1)[3], row(r, 1)[4]));
        assertEquals(List.of("valid", "29"), List.of(row(r, 2)[3], row(r, 2)[4]));
    }

    @Test
    void oneLinePerLevelWithMissingLinesAndCaseWarnings() throws IOException {
        // the solver left levels 1 and 2 empty, wrote 3 and 4 in lower case and stopped there
        Path solutions = file("solutions.txt", List.of("", "  ", MICROBAN_3.toLowerCase(), MICROBAN_4));
        CliRun r = CliRun.of("verify", microban(), solutions.toString());
        assertEquals(1, r.exitCode());
        assertEquals(155, r.rows().size());
        assertEquals("missing", row(r, 1)[3]);
        assertEquals("line 1 is empty", row(r, 1)[10]);
        assertEquals("", row(r, 1)[4], "no metrics for a missing solution");
        assertEquals("valid", row(r, 3)[3]);
        assertEquals("case corrected for 15 steps (first: step 4 'l' pushes a box)", row(r, 3)[10]);
        assertEquals("missing", row(r, 5)[3]);
        assertEquals("no line 5 in " + solutions, row(r, 5)[10]);
        assertEquals("missing", row(r, 155)[3]);
        assertEquals(solutions + ":5: level 5: no solution line for this level nor for the 150 after it"
                + " (the file ends after 4 lines)", r.errLines().get(0));
        assertEquals("2 valid, 0 unsolved, 0 illegal, 0 malformed, 153 missing; valid: 72 moves, 22 pushes",
                summary(r));
    }

    @Test
    void anExtraLineIsReportedByItsNumber() throws IOException {
        List<String> lines = new ArrayList<>();
        for (int i = 1; i <= 155; i++) {
            lines.add(i == 3 ? MICROBAN_3 : i == 4 ? MICROBAN_4 : "");
        }
        lines.add("uuddLR");
        lines.add("");
        Path solutions = file("solutions.txt", lines);
        CliRun r = CliRun.of("verify", microban(), solutions.toString());
        assertEquals(1, r.exitCode());
        assertEquals(List.of(solutions + ":156: extra line: there is no level left for it",
                "2 valid, 0 unsolved, 0 illegal, 0 malformed, 153 missing; valid: 72 moves, 22 pushes"), r.errLines());
    }

    @Test
    void levelsWithoutSolutionBlocksAreAllMissing() {
        CliRun r = CliRun.of("verify", microban());
        assertEquals(1, r.exitCode());
        assertEquals(155, r.rows().size());
        assertTrue(r.rows().stream().allMatch(l -> l.split("\t", -1)[3].equals("missing")));
        assertEquals("0 valid, 0 unsolved, 0 illegal, 0 malformed, 155 missing; valid: 0 moves, 0 pushes",
                summary(r));
    }

    @Test
    void damagedSolutionsGetTheirVerdictAndStep() throws IOException {
        Path levels = microban34();
        Path solutions = file("solutions.txt", List.of("ruuLLLLLL", "[]" + MICROBAN_4));
        CliRun r = CliRun.of("verify", levels.toString(), solutions.toString());
        assertEquals(1, r.exitCode());
        assertEquals("illegal", row(r, 1)[3]);
        assertEquals("step 9 'L': box at row 3, column 2 is blocked by a wall", row(r, 1)[10]);
        assertEquals("malformed", row(r, 2)[3]);
        assertTrue(row(r, 2)[10].startsWith("character 1 '[': jumps belong to reverse-mode"), row(r, 2)[10]);
        assertEquals("0 valid, 0 unsolved, 1 illegal, 1 malformed, 0 missing; valid: 0 moves, 0 pushes", summary(r));
    }

    @Test
    void stepsAfterSolvingAreTrimmedAndSaidUnlessStrict() throws IOException {
        Path levels = microban34();
        Path solutions = file("solutions.txt", List.of(MICROBAN_3 + "l", MICROBAN_4));
        CliRun trimmed = CliRun.of("verify", levels.toString(), solutions.toString());
        assertEquals(0, trimmed.exitCode());
        assertEquals("valid", row(trimmed, 1)[3]);
        assertEquals("43", row(trimmed, 1)[4]);
        assertEquals("trimmed 1 step after the level was solved at step 43", row(trimmed, 1)[10]);
        CliRun strict = CliRun.of("verify", "--strict", levels.toString(), solutions.toString());
        assertEquals(1, strict.exitCode());
        assertEquals("illegal", row(strict, 1)[3]);
        assertEquals("step 44 'l': level already solved after step 43", row(strict, 1)[10]);
        // --trim, the old way to ask for trimming, is still accepted
        CliRun.of("verify", "--trim", levels.toString(), solutions.toString()).succeeded();
    }

    @Test
    void jsonHasTheSameColumnsAndNullMetrics() throws IOException {
        Path levels = microban34();
        Path solutions = file("solutions.txt", List.of(MICROBAN_3));
        CliRun r = CliRun.of("verify", "--json", levels.toString(), solutions.toString());
        assertEquals(1, r.exitCode());
        String json = r.out();
        assertTrue(json.contains("\"verdict\":\"valid\",\"moves\":43,\"pushes\":15,\"box_lines\":8,\"box_changes\":5,"
                + "\"pushing_sessions\":7,\"player_lines\":25,\"detail\":\"\""), json);
        assertTrue(json.contains("\"verdict\":\"missing\",\"moves\":null,\"pushes\":null"), json);
    }

    @Test
    void rejectedBoardIsReportedAndFailsTheRun() throws IOException {
        Path levels = file("levels.xsb", List.of("; open", "", "#####", "#@$.", "#####", "", "; fine", "",
                "#####", "#@$.#", "#####"));
        Path solutions = file("solutions.txt", List.of("R", "R"));
        CliRun r = CliRun.of("verify", levels.toString(), solutions.toString());
        assertEquals(1, r.exitCode());
        assertEquals(1, r.rows().size(), "no row for the rejected board");
        assertEquals("valid", row(r, 2)[3], "the rejected board still took its line");
        assertTrue(r.errLines().get(0).startsWith(levels + ":3: level 1: "), r.errLines().toString());
    }

    @Test
    void anUnreadableSolutionFileIsRejectedInput() throws IOException {
        CliRun r = CliRun.of("verify", microban34().toString(), dir.resolve("nope.txt").toString());
        assertEquals(ExitCodes.REJECTED, r.exitCode());
        assertEquals("", r.out(), "nothing on stdout, not even the header");
        assertEquals(List.of(dir.resolve("nope.txt") + ": cannot read: no such file"), r.errLines());
    }

    @Test
    void sokFileSolutionsAndSavedGames() {
        String sok = TestData.path("sok/Original_and_Extra.sok").toString();
        CliRun r = CliRun.of("verify", sok);
        // level 37 is the original's unsolvable level (the file's note says so; 37a is its repair): no solution
        assertEquals(1, r.exitCode(), r.err());
        assertEquals(193 + 3 + 1, r.rows().size());
        String summary = summary(r);
        assertTrue(summary.startsWith("193 valid, 3 unsolved, 0 illegal, 0 malformed, 1 missing; valid: "), summary);
        assertEquals(List.of(summary), r.errLines());
        String[] level37 = row(r, 37);
        assertEquals(List.of("Level 37", "missing", "no solution"), List.of(level37[2], level37[3], level37[10]));
        List<String> savedGames = r.rows().stream().filter(l -> l.contains("\tunsolved\t")).toList();
        assertEquals(3, savedGames.size());
        assertTrue(savedGames.stream().allMatch(l -> l.contains("\tSaveGame ") && l.endsWith("unsolved as expected")),
                savedGames.toString());
        assertTrue(r.rows().stream().anyMatch(l -> l.endsWith("\tBest Solution 230/97 (YASS 2.86 Optimizer)")));
    }

    @Test
    void festivalStyleSolverOutputWithAnUnsolvedPuzzle() throws IOException {
        // a header, then per puzzle a title, the board right-padded, "Solution", the moves, notes;
        // the solver gave up on level 5, which therefore has no Solution block
        List<String> out = new ArrayList<>(List.of("Festival solver output", "Levels: Microban_155.xsb", ""));
        List<String> all = Files.readAllLines(Path.of(microban()));
        String[] moves = {MICROBAN_3, MICROBAN_4, null};
        for (int level = 3; level <= 5; level++) {
            out.add("Microban " + level);
            out.add("");
            List<String> board = all.subList(all.indexOf("; " + level) + 2, all.indexOf("; " + (level + 1)) - 1);
            int width = board.stream().mapToInt(String::length).max().orElseThrow();
            board.forEach(row -> out.add(String.format("%-" + width + "s", row)));
            out.add("");
            if (moves[level - 3] != null) {
                out.add("Solution");
                out.add(moves[level - 3]);
                out.add("Solver: Festival, time 0.01 seconds");
                out.add("");
            }
        }
        Path festival = file("festival.txt", out);
        CliRun r = CliRun.of("verify", festival.toString());
        assertEquals(1, r.exitCode(), r.err());
        assertEquals(3, r.rows().size(), r.out());
        assertEquals(List.of("Microban 3", "valid", "43"), List.of(row(r, 1)[2], row(r, 1)[3], row(r, 1)[4]));
        assertEquals(List.of("Microban 4", "valid", "29"), List.of(row(r, 2)[2], row(r, 2)[3], row(r, 2)[4]));
        assertEquals(List.of("Microban 5", "missing", ""), List.of(row(r, 3)[2], row(r, 3)[3], row(r, 3)[4]));
        assertEquals(List.of("2 valid, 0 unsolved, 0 illegal, 0 malformed, 1 missing; valid: 72 moves, 22 pushes"),
                r.errLines());
    }

    @Test
    void usageErrors() {
        assertEquals(ExitCodes.USAGE, CliRun.of("verify").exitCode());
        assertEquals(ExitCodes.USAGE, CliRun.of("verify", "a", "b", "c").exitCode());
        CliRun help = CliRun.of("verify", "--help");
        assertEquals(0, help.exitCode());
        assertTrue(help.out().contains("saved game"), "--help explains the exit code");
    }
}
