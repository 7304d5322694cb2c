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
 * The crash harness ({@link ImportKills}) in every build, short: imports of 4 Boxoban files
 * killed with SIGKILL at random moments, 7 times, where the long runs of the harness met broken
 * promises (docs/journal/catalog.md): the bulk load that begins in the middle of a run, from
 * its 2,001st board (the scenario whose kill once found levels without a board), 4 times, and
 * the zip, 3 times — each kill followed by the check that every source {@code import} printed
 * is in the catalog whole and that the catalog opens as sokodb opens it, with H2's assertions
 * on. {@code bench/crash.sh} runs it hundreds of times on 40 files and on the whole Boxoban
 * zip, with the other scenarios too.
 *
 * <p>An import without a bulk load and one that is a bulk load from its first board are
 * killed at chosen moments by {@link ImportCrashTest} (the catalog's creation, the first
 * source, many small ones, inside a large one), and at random ones by
 * {@code ImportKillsPostgresTest} on PostgreSQL and by {@code bench/crash.sh}. Each run is a
 * JVM that starts and opens the catalog, most of its time: the kills, not the files, are what
 * this test costs; 4 files are enough for a bulk load to begin in the middle of a run.
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
        Path files = BoxobanBoards.directory(zip, 4, dir.resolve("boxoban-4"));
        Path zipped = BoxobanBoards.zip(zip, 4, dir.resolve("boxoban-4.zip"));
        ByteArrayOutputStream told = new ByteArrayOutputStream();
        PrintStream log = new PrintStream(told, true, StandardCharsets.UTF_8);
        ImportKills harness = new ImportKills(sokodb(), dir.resolve("work"),
                Long.getLong("sokodb.crash.seed", 40), log);
        KillFigures total = new KillFigures();
        for (ImportKills.Scenario s : List.of(
                new ImportKills.Scenario("bulk", List.of(files), List.of("--bulk-from", "2000"), 4),
                new ImportKills.Scenario("zip", List.of(zipped), List.of(), 3))) {
            total.add(harness.run(s));
        }
        String report = total + "\n" + told.toString(StandardCharsets.UTF_8);
        assertTrue(total.kills >= 7, report);
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
