package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;

/**
 * {@code solve --catalog} on an H2 catalog of shipped levels: one search per Unique-Id group,
 * the solution stored and carried to the group's other levels (seen by {@code show} and
 * {@code export --solved}), {@code --source} and {@code --limit} honoured, and a re-run that
 * searches nothing already solved or proved unsolvable. Generous time limits: these levels
 * take well under a second, and no assertion depends on time.
 */
@Slow
class SolveCatalogCommandTest {
    private static final String HEADER = "source\tindex\ttitle\tverdict\tmoves\tpushes\tseconds\tnodes\tsolution\toptimal\tsearch\tfailed";

    @TempDir
    Path dir;

    @Test
    void solvesEachGroupOnceCarriesToDuplicatesAndSurvivesARerun() throws Exception {
        String db = dir.resolve("catalog").toString();
        Path grigr = SolveFixture.write(dir.resolve("grigr.xsb"), SolveFixture.boards(SolveFixture.GRIGR, 5, 16, 17));
        List<String> screen1 = SolveFixture.boards(SolveFixture.SCREEN_1, 1).get(0);
        Path rotated = SolveFixture.write(dir.resolve("rotated.xsb"), List.of(SolveFixture.rotated(screen1)));
        Path dead = SolveFixture.write(dir.resolve("dead.xsb"), List.of(SolveFixture.DEAD));
        Cli imported = Cli.run("--db", db, "import", grigr.toString(), SolveFixture.SCREEN_1, rotated.toString(),
                dead.toString());
        assertEquals(0, imported.code(), imported.err());

        // --source and --limit: two of the three Grigr groups, nothing else
        Cli first = Cli.run("--db", db, "solve", "--catalog", "--source", grigr.toString(), "--limit", "2",
                "--time-limit", "60");
        assertEquals(0, first.code(), first.err());
        assertEquals(HEADER, first.out().lines().findFirst().orElseThrow());
        List<String[]> rows = SolveFixture.rows(first.out());
        assertEquals(List.of("1", "2"), rows.stream().map(r -> r[1]).toList());
        rows.forEach(r -> {
            assertEquals(grigr.toString(), r[0]);
            assertEquals("solved", r[3]);
        });

        // the rest: the third Grigr level, screen 1 for its group of two, the dead level (exit 1)
        Cli second = Cli.run("--db", db, "solve", "--catalog", "--time-limit", "60");
        assertEquals(1, second.code(), second.err());
        Map<String, String> verdicts = SolveFixture.rows(second.out()).stream()
                .collect(Collectors.toMap(r -> r[0] + "#" + r[1], r -> r[3]));
        assertEquals(Map.of(grigr + "#3", "solved", SolveFixture.SCREEN_1 + "#1", "solved", dead + "#1", "unsolvable"),
                verdicts);

        // the rotated copy received screen 1's solution, replayed on it, and says where from
        String rotatedId = Cli.run("id", rotated.toString()).out().lines().skip(1).findFirst().orElseThrow()
                .split("\t")[3];
        Cli show = Cli.run("--db", db, "show", rotatedId);
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().contains("carried from sokodb ") && show.out().contains("(solve --catalog)")
                && show.out().contains("rotated"), show.out());
        assertTrue(show.out().contains("Solver: sokodb "), show.out());

        // export --solved sees all five solved levels; verify accepts every solution in it
        Path solved = dir.resolve("solved.sok");
        Cli export = Cli.run("--db", db, "export", "--solved", "--out", solved.toString());
        assertEquals(0, export.code(), export.err());
        Cli verify = Cli.run("verify", solved.toString());
        assertEquals(0, verify.code(), verify.err());
        List<String[]> checked = SolveFixture.rows(verify.out());
        assertEquals(5, checked.size(), verify.out());
        checked.forEach(r -> assertEquals("valid", r[3], String.join("\t", r)));
        assertTrue(Files.readString(solved).contains("Solver: sokodb "));

        // a re-run has nothing left: solved groups and the proved-unsolvable one are not searched again
        Cli third = Cli.run("--db", db, "solve", "--catalog", "--time-limit", "60");
        assertEquals(0, third.code(), third.err());
        assertEquals(HEADER + "\n", third.out());
    }

    @Test
    void anOptimalRunSaysSoInTheTableAndInTheStoredNotes() throws Exception {
        String db = dir.resolve("catalog").toString();
        Path grigr = SolveFixture.write(dir.resolve("grigr.xsb"), SolveFixture.boards(SolveFixture.GRIGR, 5, 16));
        assertEquals(0, Cli.run("--db", db, "import", grigr.toString()).code());
        Cli optimal = Cli.run("--db", db, "solve", "--catalog", "--optimal", "pushes", "--time-limit", "60");
        assertEquals(0, optimal.code(), optimal.err());
        List<String[]> rows = SolveFixture.rows(optimal.out());
        assertEquals(2, rows.size(), optimal.out());
        rows.forEach(r -> assertEquals("pushes", r[9], String.join("\t", r)));

        Path solved = dir.resolve("solved.sok");
        assertEquals(0, Cli.run("--db", db, "export", "--solved", "--out", solved.toString()).code());
        String sok = Files.readString(solved);
        assertEquals(2, sok.split("Optimal: pushes", -1).length - 1, sok);
        assertEquals(0, Cli.run("verify", solved.toString()).code());
    }

    @Test
    void aGroupThatGaveUpIsSearchedAgainOnlyWithMoreToSpend() {
        String db = dir.resolve("catalog").toString();
        // Grigr 2001 level 6: tens of thousands of positions, about a second
        Path grigr = SolveFixture.write(dir.resolve("grigr.xsb"), SolveFixture.boards(SolveFixture.GRIGR, 6));
        assertEquals(0, Cli.run("--db", db, "import", grigr.toString()).code());

        // a node limit of 1 gives up on it whatever the machine (verdict timeout; the limit is checked every few
        // hundred positions)
        Cli gaveUp = Cli.run("--db", db, "solve", "--catalog", "--node-limit", "1", "--time-limit", "60");
        assertEquals(1, gaveUp.code(), gaveUp.err());
        assertEquals("timeout", SolveFixture.rows(gaveUp.out()).get(0)[3]);

        Cli same = Cli.run("--db", db, "solve", "--catalog", "--node-limit", "1", "--time-limit", "60");
        assertEquals(HEADER + "\n", same.out(), "the same limits again: not searched");
        assertEquals(0, same.code(), same.err());

        Cli more = Cli.run("--db", db, "solve", "--catalog", "--time-limit", "61");
        assertEquals(0, more.code(), more.err());
        assertEquals("solved", SolveFixture.rows(more.out()).get(0)[3]);
    }

    @Test
    void aKilledRunKeepsWhatItStored() throws Exception {
        String db = dir.resolve("catalog").toString();
        // three quick Grigr levels, then level 1, which takes far longer than the test waits
        Path grigr = SolveFixture.write(dir.resolve("grigr.xsb"), SolveFixture.boards(SolveFixture.GRIGR, 5, 16, 17, 1));
        assertEquals(0, Cli.run("--db", db, "import", grigr.toString()).code());
        Processes p = Processes.start("--db", db, "solve", "--catalog", "--threads", "1", "--time-limit", "10m");
        assertTrue(p.awaitOut(out -> out.size() == 4), String.join("\n", p.err()));
        p.kill(); // SIGKILL, as bad as an interruption gets

        // the three solved ones are stored: a re-run searches only level 4 (given up at once here)
        Cli rerun = Cli.run("--db", db, "solve", "--catalog", "--node-limit", "1", "--time-limit", "60");
        assertEquals(List.of("4"), SolveFixture.rows(rerun.out()).stream().map(r -> r[1]).toList(), rerun.err());
        assertEquals(1, rerun.code());
    }

    @Test
    void usageErrors() {
        String db = dir.resolve("catalog").toString();
        assertEquals(2, Cli.run("--db", db, "solve", "--catalog", "x.xsb").code());
        assertEquals(2, Cli.run("--db", db, "solve", "--limit", "3").code());
        assertEquals(2, Cli.run("--db", db, "solve", "--catalog", "--limit", "0").code());
        assertEquals(2, Cli.run("--db", db, "solve").code());
        // no catalog: it is not made (an empty one once was, and the run ended 0), as optimize --catalog
        Cli none = Cli.run("--db", db, "solve", "--catalog");
        assertEquals(3, none.code(), none.err());
        assertTrue(none.err().startsWith("sokodb: no catalog at "), none.err());
        assertTrue(Files.notExists(dir.resolve("catalog.mv.db")));
        assertEquals(0, Cli.run("--db", db, "import", SolveFixture.SCREEN_1).code());
        Cli unknown = Cli.run("--db", db, "solve", "--catalog", "--source", "no-such.xsb");
        assertEquals(1, unknown.code());
        assertTrue(unknown.err().contains("no source 'no-such.xsb'"), unknown.err());
    }
}
