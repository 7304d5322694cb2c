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
import org.sokodb.TestData;

/** {@code sokodb id}: output contract, problem lines and exit codes. */
class IdCommandTest {
    @TempDir
    Path dir;

    private static final String GOOD = "#####\n#@$.#\n#####\n";

    private Path file(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text, StandardCharsets.ISO_8859_1);
        return p;
    }

    @Test
    void printsTheContractColumnsForEveryLevel() {
        CliRun run = CliRun.of("id", TestData.shipped("xsokoban").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("source\tindex\ttitle\texact_id\tunique_id", run.out().lines().findFirst().orElseThrow());
        assertEquals(90, run.rows().size());
        String first = run.rows().get(0);
        assertTrue(first.startsWith(TestData.shipped("xsokoban") + "/screen.1\t1\t\t"), first);
        assertTrue(first.matches(".*\t[0-9A-F]{16}\t[0-9A-F]{16}"), first);
        assertEquals("", run.err());
    }

    @Test
    void jsonHasTheSameColumns() {
        CliRun run = CliRun.of("id", "--json", TestData.shipped("xsokoban/screen.1").toString());
        assertEquals(0, run.exitCode());
        assertTrue(run.out().contains("\"source\":"), run.out());
        assertTrue(run.out().contains("\"index\":1,"), run.out());
        assertTrue(run.out().contains("\"exact_id\":\"798D9C4FA3935562\""), run.out());
        assertTrue(run.out().strip().startsWith("[") && run.out().strip().endsWith("]"));
    }

    @Test
    void rejectedBoardsGetOneLineEachAndTheRestIsProcessed() throws IOException {
        Path p = file("bad.xsb", String.join("\n",
                "; ok", "", GOOD,
                "; no man", "", "#####", "# $.#", "#####", "",
                "; two men", "", "#####", "#@$@#", "#####", "",
                "; open", "", "#####", "#@$. ", "#####", "",
                "; unknown", "", "#####", "#@$.#", "#x  #", "#####", "",
                "; ok again", "", GOOD));
        CliRun run = CliRun.of("id", p.toString());
        assertEquals(1, run.exitCode());
        assertEquals(2, run.rows().size(), run.out());
        assertEquals(List.of(
                p + ":9: level 2: no man on the board",
                p + ":16: level 3: more than one man (row 2, column 2 and row 2, column 4)",
                p + ":21: level 4: open level: the man can walk off the board",
                p + ":29: level 5: unknown character 'x' in board at row 3, column 2"), run.errLines());
    }

    @Test
    void aNamedFileWithoutLevelsIsRejected() throws IOException {
        Path p = file("notes.txt", "just some prose\nno board here\n");
        CliRun run = CliRun.of("id", p.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(p + ": no level in this file"), run.errLines());
    }

    @Test
    void aBinaryFileIsNotALevelFile() throws IOException {
        Path p = dir.resolve("random.bin");
        byte[] bytes = new byte[4096];
        new java.util.Random(7).nextBytes(bytes);
        Files.write(p, bytes);
        CliRun run = CliRun.of("id", p.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(p + ": not a level file (binary data)"), run.errLines());
    }

    @Test
    void aMissingPathIsReportedAndTheOthersAreRead() throws IOException {
        Path good = file("good.xsb", GOOD);
        CliRun run = CliRun.of("id", dir.resolve("missing.xsb").toString(), good.toString());
        assertEquals(1, run.exitCode());
        assertEquals(1, run.rows().size());
        assertEquals(List.of(dir.resolve("missing.xsb") + ": no such file or directory"), run.errLines());
    }

    @Test
    void directoriesAreWalkedInNaturalOrder() throws IOException {
        file("d/level.10", GOOD);
        file("d/level.2", GOOD);
        file("d/sub/level.1", GOOD);
        CliRun run = CliRun.of("id", dir.resolve("d").toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> sources = run.rows().stream().map(r -> r.split("\t")[0]).toList();
        assertEquals(List.of(dir.resolve("d") + "/level.2", dir.resolve("d") + "/level.10",
                dir.resolve("d") + "/sub/level.1"), sources);
    }

    @Test
    void usageErrorsExitTwo() {
        CliRun none = CliRun.of("id");
        assertEquals(2, none.exitCode());
        assertTrue(none.err().contains("Missing required parameter"), none.err());
        assertEquals(2, CliRun.of("id", "--no-such-option", "x").exitCode());
        assertEquals(2, CliRun.of("no-such-command").exitCode());
    }

    @Test
    void noStackTraceEver() throws IOException {
        Path p = file("tab.xsb", "#####\n#@\t.#\n#####\n");
        CliRun run = CliRun.of("id", p.toString());
        assertEquals(1, run.exitCode());
        assertFalse(run.err().contains("Exception"), run.err());
        assertFalse(run.err().contains("\tat "), run.err());
        assertEquals(List.of(p + ":2: level 1: tab in board at row 2, column 3"), run.errLines());
    }
}
