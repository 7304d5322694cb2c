package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.board.Board;
import org.sokodb.optimizer.HandLevels;
import org.sokodb.optimizer.Metric;
import org.sokodb.optimizer.ReferenceOptimum;

/**
 * {@code sokodb optimize}: the table, the verdicts, bad input, {@code --out}. The levels are the
 * optimizer tests' hand-made ones, whose optima the tests' own exhaustive search knows; every
 * run has a node budget, never a clock.
 */
class OptimizeCommandTest {
    static final String HEADER = "source\tindex\ttitle\tverdict\tbefore_moves\tbefore_pushes\tmoves\tpushes\t"
            + "box_lines\tbox_changes\tpushing_sessions\tplayer_lines\tseconds\tsolution\trefused";

    @TempDir
    Path dir;

    private Path file(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    private Path handLevels() throws Exception {
        StringBuilder sok = new StringBuilder();
        for (HandLevels.Level level : HandLevels.ALL) {
            sok.append(level.sok()).append('\n');
        }
        return file("hand.sok", sok.toString());
    }

    private static CliRun optimize(String... args) {
        String[] all = new String[args.length + 3];
        all[0] = "optimize";
        all[1] = "--node-limit";
        all[2] = "200000";
        System.arraycopy(args, 0, all, 3, args.length);
        return CliRun.of(all);
    }

    @Test
    void everyLevelReachesItsOptimumInEitherMetric() throws Exception {
        Path levels = handLevels();
        for (Metric metric : Metric.values()) {
            CliRun run = optimize("--metric", metric.label(), levels.toString());
            assertEquals(0, run.exitCode(), run.err());
            assertEquals(HEADER, run.out().lines().findFirst().orElseThrow());
            assertEquals(3, run.rows().size());
            for (int i = 0; i < 3; i++) {
                HandLevels.Level level = HandLevels.ALL.get(i);
                String[] f = run.rows().get(i).split("\t", -1);
                assertEquals(15, f.length);
                assertEquals("", f[14], "no candidate refused");
                assertEquals(List.of(levels.toString(), "" + (i + 1), level.title(), "improved"), List.of(f).subList(0, 4));
                int[] best = ReferenceOptimum.of(Board.parse(level.rows()), metric);
                assertEquals(List.of("" + best[0], "" + best[1]), List.of(f[6], f[7]), level.title() + " " + metric);
                assertEquals(Integer.parseInt(f[6]), f[13].length(), "moves = length of the solution");
                CliRun verify = CliRun.of("verify", levels.toString(), file("one.txt", "\n".repeat(i) + f[13] + "\n")
                        .toString());
                assertTrue(verify.out().lines().skip(1 + i).findFirst().orElseThrow().contains("\tvalid\t" + f[6]
                        + "\t" + f[7] + "\t" + f[8] + "\t" + f[9] + "\t" + f[10] + "\t" + f[11] + "\t"), verify.out());
            }
        }
    }

    @Test
    void beforeIsTheInputAndAnOptimalInputIsUnchanged() throws Exception {
        Path levels = file("best.sok", "Wander\n" + String.join("\n", HandLevels.WANDER.rows())
                + "\n\nSolution\nuddurRR\n\nSolution\nrRR\n");
        CliRun run = optimize(levels.toString());
        assertEquals(0, run.exitCode(), run.err());
        String[] f = run.rows().get(0).split("\t", -1);
        assertEquals(List.of("unchanged", "3", "2", "3", "2"), List.of(f).subList(3, 8), "the better input is the start");
        assertEquals("rRR", f[13]);
    }

    @Test
    void anInvalidSolutionGetsItsRowAndTheRestIsOptimized() throws Exception {
        String wander = String.join("\n", HandLevels.WANDER.rows());
        Path levels = file("mixed.sok", HandLevels.ROUND.sok() + "\nBroken\n" + wander + "\n\nSolution\nllll\n\n"
                + "None\n" + wander + "\n\n" + HandLevels.ORDER.sok());
        CliRun run = optimize(levels.toString());
        assertEquals(1, run.exitCode(), run.err());
        List<String> verdicts = run.rows().stream().map(r -> r.split("\t", -1)[3]).toList();
        assertEquals(List.of("improved", "invalid", "missing", "improved"), verdicts);
        String[] invalid = run.rows().get(1).split("\t", -1);
        assertEquals(List.of(levels.toString(), "2", "Broken", "invalid", "", "", "", "", "", "", "", "", "", "", ""),
                List.of(invalid));
        assertEquals(List.of(levels.toString() + ":21: level 2: not a solution: Solution: step 2 'l': the man walks "
                + "into a wall"), run.errLines());
    }

    @Test
    void aSolutionFileGivesTheStartsLineByLine() throws Exception {
        StringBuilder xsb = new StringBuilder();
        for (HandLevels.Level level : HandLevels.ALL) {
            xsb.append(String.join("\n", level.rows())).append("\n\n");
        }
        Path levels = file("hand.xsb", xsb.toString());
        Path lines = file("hand.txt", HandLevels.WANDER.input() + "\n\n" + HandLevels.ORDER.input() + "\n");
        CliRun run = optimize("--metric", "pushes", levels.toString(), lines.toString());
        assertEquals(1, run.exitCode(), run.err());
        assertEquals(List.of("improved", "missing", "improved"),
                run.rows().stream().map(r -> r.split("\t", -1)[3]).toList());
    }

    @Test
    void outWritesEveryLevelWithItsBestSolutionAndRefusesToReplace() throws Exception {
        Path levels = handLevels();
        Path out = dir.resolve("best.sok");
        CliRun run = optimize("--out", out.toString(), levels.toString());
        assertEquals(0, run.exitCode(), run.err());
        CliRun verify = CliRun.of("verify", out.toString());
        assertEquals(0, verify.exitCode(), verify.err());
        assertEquals(3, verify.rows().size(), "one solution per level: the best");
        for (int i = 0; i < 3; i++) {
            String[] row = run.rows().get(i).split("\t", -1);
            String[] checked = verify.rows().get(i).split("\t", -1);
            assertEquals(List.of(row[6], row[7]), List.of(checked[4], checked[5]));
        }
        String text = Files.readString(out);
        assertTrue(text.contains("Optimizer: sokodb"), text);
        assertTrue(text.contains("Optimized from: 7/2"), text);
        CliRun again = optimize("--out", out.toString(), levels.toString());
        assertEquals(2, again.exitCode());
        assertEquals("sokodb: " + out + " exists; add --force to replace it\n", again.err());
        assertEquals(0, optimize("--force", "--out", out.toString(), levels.toString()).exitCode());
    }

    @Test
    void optimizedInPlaceEveryLevelKeepsTheSolutionsItHad() throws Exception {
        String wander = String.join("\n", HandLevels.WANDER.rows());
        // Wander with two valid solutions (5/2 and the test levels' 7/2), a level whose only
        // solution is not one, and Round with its one
        Path levels = file("set.sok", "Wander\n" + wander + "\n\nSolution 5/2\nudrRR\n\nSolution 7/2\n"
                + HandLevels.WANDER.input() + "\n\nBroken\n" + wander + "\n\nSolution\nllll\n\n"
                + HandLevels.ROUND.sok());
        CliRun run = optimize("--force", "--out", levels.toString(), levels.toString());
        assertEquals(1, run.exitCode(), run.err());
        assertEquals(List.of("improved", "invalid", "improved"),
                run.rows().stream().map(r -> r.split("\t", -1)[3]).toList());
        String once = Files.readString(levels);
        assertEquals(List.of("rRR", "udrRR", HandLevels.WANDER.input(), "llll", "uurRRR",
                HandLevels.ROUND.input()), solutionLines(once), once);
        // a second run in place finds nothing better and adds nothing
        assertEquals(1, optimize("--force", "--out", levels.toString(), levels.toString()).exitCode());
        assertEquals(solutionLines(once), solutionLines(Files.readString(levels)));
    }

    /** The line after each {@code Solution} title of a SOK file. */
    private static List<String> solutionLines(String sok) {
        List<String> lines = sok.lines().toList();
        List<String> moves = new java.util.ArrayList<>();
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (lines.get(i).startsWith("Solution")) {
                moves.add(lines.get(i + 1));
            }
        }
        return moves;
    }

    @Test
    void theSameBudgetGivesTheSameRows() throws Exception {
        Path levels = handLevels();
        List<String> first = withoutSeconds(optimize(levels.toString()).rows());
        assertEquals(first, withoutSeconds(optimize(levels.toString()).rows()));
    }

    private static List<String> withoutSeconds(List<String> rows) {
        return rows.stream().map(r -> r.replaceAll("\t[0-9.]+\t([^\t]*)\t([^\t]*)$", "\t-\t$1\t$2")).toList();
    }

    @Test
    void jsonHasTheSameColumns() throws Exception {
        CliRun run = optimize("--json", handLevels().toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("[{\"source\":"), run.out());
        assertTrue(run.out().contains("\"verdict\":\"improved\",\"before_moves\":7,\"before_pushes\":2,\"moves\":3,"
                + "\"pushes\":2,"), run.out());
    }

    @Test
    void badOptionsAreUsageErrors() throws Exception {
        Path levels = handLevels();
        CliRun metric = optimize("--metric", "boxlines", levels.toString());
        assertEquals(2, metric.exitCode());
        assertTrue(metric.err().contains("--metric takes moves or pushes, not boxlines"), metric.err());
        assertEquals(2, optimize("--threads", "0", levels.toString()).exitCode());
        CliRun missing = optimize(dir.resolve("none.sok").toString());
        assertEquals(1, missing.exitCode());
        assertFalse(missing.err().isEmpty());
    }
}
