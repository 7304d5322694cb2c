package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;

/**
 * An export of every solution, imported into a new catalog, gives the catalog the solutions it
 * had, no more: the SOK file's 104 solutions with the XSokoban set and the pusher.exe maps
 * beside it (the same levels turned, with the man elsewhere) carry 5 to duplicates, 109 in
 * all. The export writes each level's solutions, the carried ones too; read back, the carried
 * one is an input, and carried back to the level it came from it was the same solution with a
 * walk there and back in front: 112 (3 carried), then 115 after a second round trip. Now the second
 * import carries none and stores 109, and exporting it again writes the same file.
 */
class ExportRoundTripSolutionsTest {
    @TempDir
    Path dir;

    @Test
    void anExportOfAllSolutionsImportedAgainHasTheSameSolutions() throws IOException {
        String first = dir.resolve("first").toString();
        CliRun.of("--db", first, "import", TestData.path("sok/Original_and_Extra.sok").toString(),
                TestData.path("sets/soukoban/XSokoban_90.xsb").toString(),
                TestData.path("pusher/pusher-maps-only.exe").toString()).succeeded();
        assertEquals("109", solutions(first));
        Path exported = dir.resolve("all.sok");
        CliRun.of("--db", first, "export", "--solutions", "all", "--out", exported.toString()).succeeded();

        String second = dir.resolve("second").toString();
        CliRun imported = CliRun.of("--db", second, "import", exported.toString()).succeeded();
        assertTrue(imported.out().contains("; 0 carried to duplicates\n"), imported.out());
        assertEquals("109", solutions(second));
        Path again = dir.resolve("again.sok");
        CliRun.of("--db", second, "export", "--solutions", "all", "--out", again.toString()).succeeded();
        assertEquals(blocks(exported), blocks(again));
    }

    /** The {@code solutions} column of {@code stats}. */
    private static String solutions(String db) {
        String[] header = CliRun.of("--db", db, "stats").succeeded().out().lines().findFirst().orElseThrow().split("\t");
        String[] row = CliRun.of("--db", db, "stats").out().lines().skip(1).findFirst().orElseThrow().split("\t");
        for (int i = 0; i < header.length; i++) {
            if (header[i].equals("solutions")) {
                return row[i];
            }
        }
        throw new AssertionError("no solutions column");
    }

    /** The file without its first two lines, which name the collection and how it was exported. */
    private static String blocks(Path file) throws IOException {
        return Files.readString(file).lines().skip(2).reduce("", (a, b) -> a + b + "\n");
    }
}
