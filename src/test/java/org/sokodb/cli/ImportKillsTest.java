package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.sokodb.Alongside;
import org.sokodb.TestData;

/**
 * The crash harness ({@link ImportKills}) in every build, short: imports of 6 Boxoban files
 * killed with SIGKILL at random moments, 12 times — a directory without bulk load, with the
 * bulk load from its 2,001st board and from the first, and a zip — each kill followed by the
 * check that every source {@code import} printed is in the catalog whole and that the catalog
 * opens as sokodb opens it, with H2's assertions on. {@code bench/crash.sh} runs it hundreds
 * of times on 40 files and on the whole Boxoban zip.
 *
 * <p>Most of the kills go where only this harness kills: the bulk load that begins in the
 * middle of a run (the scenario whose kill once found levels without a board,
 * docs/catalog.md) and the zip. An import without a bulk load and one that is a bulk load
 * from its first board are killed twice each here; {@link ImportCrashTest} kills both at
 * chosen moments besides (the catalog's creation, the first source, many small ones, inside a
 * large one). Each run is a JVM that starts and opens the catalog, most of its time: the
 * kills, not the files, are what this test costs.
 *
 * <p>The kill moments come from a fixed seed ({@code -Dsokodb.crash.seed} for another); where
 * a kill lands still depends on the machine's speed, which is the point: the promise holds at
 * every moment, so the result must not.
 */
@Alongside
@ResourceLock("ImportKillsTest")
class ImportKillsTest {
    @TempDir
    Path dir;

    @Test
    void noSourcePrintedAsImportedIsLostWhereverTheImportIsKilled() throws Exception {
        Path zip = TestData.path("boxoban-levels.zip");
        Path files = BoxobanBoards.directory(zip, 6, dir.resolve("boxoban-6"));
        Path zipped = BoxobanBoards.zip(zip, 6, dir.resolve("boxoban-6.zip"));
        ByteArrayOutputStream told = new ByteArrayOutputStream();
        PrintStream log = new PrintStream(told, true, StandardCharsets.UTF_8);
        ImportKills harness = new ImportKills(sokodb(), dir.resolve("work"),
                Long.getLong("sokodb.crash.seed", 40), log);
        KillFigures total = new KillFigures();
        for (ImportKills.Scenario s : List.of(
                new ImportKills.Scenario("plain", List.of(files), List.of("--bulk-from", "1000000000"), 2),
                new ImportKills.Scenario("bulk", List.of(files), List.of("--bulk-from", "2000"), 5),
                new ImportKills.Scenario("bulk0", List.of(files), List.of("--bulk-from", "0"), 2),
                new ImportKills.Scenario("zip", List.of(zipped), List.of(), 3))) {
            total.add(harness.run(s));
        }
        String report = total + "\n" + told.toString(StandardCharsets.UTF_8);
        ImportKills.keepLog(report);
        assertTrue(total.kills >= 12, report);
        assertTrue(total.printedChecked > 0, "the kills must come after some sources were printed: " + report);
        assertEquals(0, total.broken(), report);
    }

    /**
     * sokodb with the launcher's collector and the import's heap, on this build's class path,
     * compiled by C1 only ({@link TestJvm}); {@code bench/crash.sh} runs {@code ./sokodb} itself.
     */
    static List<String> sokodb() {
        return TestJvm.sokodb("-XX:+UseParallelGC", "-Xmx512m");
    }
}
