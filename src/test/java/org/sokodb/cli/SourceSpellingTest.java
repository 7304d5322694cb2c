package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.SharedData;
import org.sokodb.TestData;

/**
 * Issue 17, point 2: a source imported as {@code collections/xsokoban} (relative, as a user
 * in the checkout types it) is found by any spelling of the same path: {@code ./…}, absolute,
 * through a symbolic link; the name shown stays as given. Point 10: a group keeps the number
 * it has in the whole list when {@code --source} or {@code --across} leave others out.
 * (Tests run in the checkout, so {@code collections/} is relative to the working directory.)
 */
@SharedData
class SourceSpellingTest {
    @TempDir
    static Path dir;
    static String db;
    static final String RELATIVE = "collections/xsokoban";
    static final Path ABSOLUTE = Path.of(RELATIVE).toAbsolutePath();
    /** A shared-data set (the whole class needs the shared data: its catalog is imported once, from it). */
    static String boxworld() {
        return TestData.path("sets/soukoban/BoxWorld_100.xsb").toString();
    }

    @BeforeAll
    static void importAsGiven() {
        db = dir.resolve("c").toString();
        Cli r = Cli.run("--db", db, "import", RELATIVE, TestData.path("sets/soukoban/XSokoban_90.xsb").toString(),
                boxworld());
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void dupsSourceFindsEverySpellingOfTheDirectory() throws IOException {
        Cli asImported = Cli.run("--db", db, "dups", "--source", RELATIVE);
        assertEquals(0, asImported.code(), asImported.err());
        assertTrue(asImported.out().lines().count() > 90, asImported.out());
        Path link = Files.createSymbolicLink(dir.resolve("link"), ABSOLUTE);
        for (String spelling : List.of("./" + RELATIVE, RELATIVE + "/", ABSOLUTE.toString(), link.toString(),
                ABSOLUTE.getParent().resolve("../collections/./xsokoban").toString())) {
            Cli r = Cli.run("--db", db, "dups", "--source", spelling);
            assertEquals(0, r.code(), spelling + ": " + r.err());
            assertEquals(asImported.out(), r.out(), spelling);
        }
        assertTrue(asImported.out().contains("\t" + RELATIVE + "/screen.1\t1\t"), "shown as imported");
    }

    @Test
    void showAndExportFindAnAbsoluteSpellingOfOneFile() {
        Cli show = Cli.run("--db", db, "show", ABSOLUTE.resolve("screen.3") + "#1");
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().contains("  " + RELATIVE + "/screen.3#1 (line 1)"), show.out());

        Path out = dir.resolve("three.sok");
        Cli export = Cli.run("--db", db, "export", "--out", out.toString(), "--source", "./" + RELATIVE + "/screen.3");
        assertEquals(0, export.code(), export.err());
        assertTrue(export.out().startsWith("wrote " + out + " (sok): 1 level"), export.out());
    }

    @Test
    void aSpellingOfNothingImportedIsStillUnknown() {
        Cli r = Cli.run("--db", db, "dups", "--source", "./collections/soukoban");
        assertEquals(1, r.code());
        assertEquals("sokodb: no source './collections/soukoban' in the catalog (see 'sokodb collections')\n",
                r.err());
    }

    @Test
    void filteredGroupsKeepTheirNumbers() {
        Map<String, String> numbers = new HashMap<>();
        for (String row : CliRun.of("--db", db, "dups").rows()) {
            String[] cols = row.split("\t", -1);
            numbers.put(cols[1], cols[0]);
        }
        for (List<String> filter : List.of(List.of("--source", boxworld()), List.of("--across"))) {
            List<String> args = new java.util.ArrayList<>(List.of("--db", db, "dups"));
            args.addAll(filter);
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertEquals(0, r.exitCode(), r.err());
            assertTrue(!r.rows().isEmpty(), filter.toString());
            for (String row : r.rows()) {
                String[] cols = row.split("\t", -1);
                assertEquals(numbers.get(cols[1]), cols[0], filter + ": " + row);
            }
        }
        List<String> boxworld = CliRun.of("--db", db, "dups", "--source", boxworld()).rows();
        assertTrue(boxworld.stream().map(r -> r.split("\t")[0]).distinct().anyMatch(g -> !g.equals("1")),
                "numbers from the whole catalog's groups, not 1, 2, 3 … again");
    }
}
