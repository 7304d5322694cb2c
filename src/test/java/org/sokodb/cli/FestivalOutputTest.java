package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Festival-style solver output written by hand from docs/formats.md (a header, titles above
 * boards whose rows are padded with spaces, a puzzle without solution, a solution that goes on
 * after the level is solved), and the same levels with their titles below the boards: verify,
 * import, import-solutions, and the names that show, dups and export give.
 */
class FestivalOutputTest {
    @TempDir
    Path dir;

    static String resource(String name) {
        try {
            return Path.of(FestivalOutputTest.class.getResource("/titles/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String[] row(CliRun run, int index) {
        return run.rows().get(index - 1).split("\t", -1);
    }

    @Test
    void verifyTrimsTheOvershootingSolutionAndCountsTheTrimmedMoves() {
        String festival = resource("tiny-rooms-festival.txt");
        CliRun r = CliRun.of("verify", festival);
        // the puzzle without a solution is missing: exit 1
        assertEquals(1, r.exitCode());
        assertEquals(4, r.rows().size(), r.out());
        assertEquals(List.of("TINY ROOMS 01", "valid", "1", "1"), List.of(row(r, 1)).subList(2, 6));
        // lDur: solved by the push at step 2; 'ur' are cut off and not counted
        assertEquals(List.of("TINY ROOMS 02", "valid", "2", "1", "1", "1", "1", "2"),
                List.of(row(r, 2)).subList(2, 10));
        assertEquals("Solution: trimmed 2 steps after the level was solved at step 2", row(r, 2)[10]);
        assertEquals("valid", row(r, 3)[3]);
        assertEquals(List.of("TINY ROOMS 04", "missing"), List.of(row(r, 4)).subList(2, 4));
        assertTrue(r.err().contains("3 valid, 0 unsolved, 0 illegal, 0 malformed, 1 missing"), r.err());

        CliRun strict = CliRun.of("verify", "--strict", festival);
        assertEquals(1, strict.exitCode());
        assertEquals("illegal", row(strict, 2)[3]);
        assertEquals("Solution: step 3 'u': level already solved after step 2", row(strict, 2)[10]);
    }

    @Test
    void importStoresTheTrimmedMovesWithTheNoteAndStrictRefusesThem() {
        String festival = resource("tiny-rooms-festival.txt");
        Cli r = Cli.run("--db", dir.resolve("c").toString(), "import", festival);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("solutions: 3 stored, 0 already known, 0 invalid"), r.out());
        assertEquals(List.of(festival + ":21: level 2: solution 'Solution': trimmed 2 steps after the level was"
                + " solved at step 2; stored trimmed"), r.err().lines().toList());
        String exactId = CliRun.of("id", festival).rows().get(1).split("\t")[3];
        Cli shown = Cli.run("--db", dir.resolve("c").toString(), "show", exactId);
        assertEquals(0, shown.code(), shown.err());
        assertTrue(shown.out().contains("2 moves, 1 push"), shown.out());
        assertTrue(shown.out().contains("trimmed 2 steps after the level was solved at step 2"), shown.out());
        assertTrue(shown.out().contains("lD"), shown.out());
        assertFalse(shown.out().contains("lDur"), shown.out());

        Cli strict = Cli.run("--db", dir.resolve("s").toString(), "import", "--strict", festival);
        assertEquals(1, strict.code());
        assertTrue(strict.out().contains("solutions: 2 stored, 0 already known, 1 invalid"), strict.out());
        assertEquals(List.of(festival + ":21: level 2: solution 'Solution': illegal: step 3 'u': level already solved"
                + " after step 2; not stored"), strict.err().lines().toList());
    }

    @Test
    void aTrimmedSolutionIsCarriedToADuplicateWithItsNote() throws IOException {
        Path mirrored = dir.resolve("mirrored.xsb");
        Files.writeString(mirrored, "; TINY ROOMS 02 mirrored\n####\n#@ ##\n# $ #\n# . #\n#####\n");
        String db = dir.resolve("c").toString();
        assertEquals(0, Cli.run("--db", db, "import", mirrored.toString()).code());
        Cli r = Cli.run("--db", db, "import", resource("tiny-rooms-festival.txt"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("1 carried to duplicates"), r.out());
        String exactId = CliRun.of("id", mirrored.toString()).rows().get(0).split("\t")[3];
        Cli shown = Cli.run("--db", db, "show", exactId);
        assertTrue(shown.out().contains("carried from"), shown.out());
        assertTrue(shown.out().contains("trimmed 2 steps after the level was solved at step 2"), shown.out());
        // mirrored left-right: l becomes r
        assertTrue(shown.out().contains("rD"), shown.out());
    }

    @Test
    void importSolutionsTrimsUnlessStrict() {
        String below = resource("tiny-rooms-below.xsb");
        String lines = resource("tiny-rooms-lines.txt");
        String db = dir.resolve("c").toString();
        assertEquals(0, Cli.run("--db", db, "import", below).code());
        Cli strict = Cli.run("--db", db, "import-solutions", "--strict", below, lines);
        assertEquals(1, strict.code());
        assertTrue(strict.out().contains("4 lines: 2 stored, 0 already known, 1 invalid, 0 no such level, 1 empty"),
                strict.out());
        assertEquals(List.of(lines + ":2: level 2: illegal: step 3 'u': level already solved after step 2; not stored"),
                strict.err().lines().toList());
        Cli r = Cli.run("--db", db, "import-solutions", below, lines);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("4 lines: 1 stored, 2 already known, 0 invalid, 0 no such level, 1 empty"),
                r.out());
        assertEquals(List.of(lines + ":2: level 2: trimmed 2 steps after the level was solved at step 2; stored"
                + " trimmed"), r.err().lines().toList());
    }

    @Test
    void showDupsAndExportNameEachBoardByTheTitleBelowIt() throws IOException {
        String below = resource("tiny-rooms-below.xsb");
        String festival = resource("tiny-rooms-festival.txt");
        String db = dir.resolve("c").toString();
        assertEquals(0, Cli.run("--db", db, "import", below, festival).code());

        Cli dups = Cli.run("--db", db, "dups");
        assertEquals(0, dups.code(), dups.err());
        List<String> rows = dups.out().lines().skip(1).toList();
        assertEquals(8, rows.size(), dups.out());
        for (String row : rows) {
            String[] c = row.split("\t");
            // each board and its Festival twin are one group, under the same name
            assertEquals("TINY ROOMS 0" + c[4], c[5], row);
            assertEquals(c[0], c[4], row);
        }

        String exactId = CliRun.of("id", below).rows().get(2).split("\t")[3];
        Cli shown = Cli.run("--db", db, "show", exactId);
        assertTrue(shown.out().contains(below + "#3 (line 13)  \"TINY ROOMS 03\""), shown.out());

        Path out = dir.resolve("below-again.xsb");
        assertEquals(0, Cli.run("--db", db, "export", "--out", out.toString(), "--unique").code());
        String text = Files.readString(out, StandardCharsets.UTF_8);
        for (int i = 1; i <= 4; i++) {
            assertTrue(text.contains("; TINY ROOMS 0" + i + "\n"), text);
        }
        assertEquals(titles(below), titles(out.toString()));
    }

    private static List<String> titles(String file) {
        return CliRun.of("id", file).rows().stream().map(r -> r.split("\t", -1)[2]).toList();
    }
}
