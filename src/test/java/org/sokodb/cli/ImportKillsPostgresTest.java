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
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestData;
import org.sokodb.TestPostgres;

/**
 * The crash harness ({@link ImportKills}) on PostgreSQL, short: imports of 6 Boxoban files into
 * a schema, killed with SIGKILL at random moments — without a bulk load, with one from the
 * 2,001st board and from the first (the level table's indexes and the occurrence table's keys
 * off, the import lock held across transactions) — each kill followed by the check that every
 * source {@code import} printed is in the catalog whole and that the catalog opens, repaired,
 * as sokodb opens it. {@code CRASH_PG_URL=… bench/crash.sh} runs it hundreds of times. Half
 * the 8 kills go to the bulk load that begins in the middle of a run, where the two kinds of
 * import meet; each run is mostly a JVM starting and opening the catalog.
 * Skipped unless {@code SOKODB_TEST_PG_URL} is set.
 */
@AlongsideOnPostgres
class ImportKillsPostgresTest {
    @TempDir
    Path dir;

    @Test
    void noSourcePrintedAsImportedIsLostWhereverTheImportIsKilled() throws Exception {
        String url = TestPostgres.require();
        Path zip = TestData.path("boxoban-levels.zip");
        Path files = BoxobanBoards.directory(zip, 6, dir.resolve("boxoban-6"));
        ByteArrayOutputStream told = new ByteArrayOutputStream();
        PrintStream log = new PrintStream(told, true, StandardCharsets.UTF_8);
        ImportKills harness = new ImportKills(ImportKillsTest.sokodb(), dir.resolve("work"),
                Long.getLong("sokodb.crash.seed", 40), log).on(KillCatalogs.postgres(url));
        KillFigures total = new KillFigures();
        for (ImportKills.Scenario s : List.of(
                new ImportKills.Scenario("plain", List.of(files), List.of("--bulk-from", "1000000000"), 2),
                new ImportKills.Scenario("bulk", List.of(files), List.of("--bulk-from", "2000"), 4),
                new ImportKills.Scenario("bulk0", List.of(files), List.of("--bulk-from", "0"), 2))) {
            total.add(harness.run(s));
        }
        String report = total + "\n" + told.toString(StandardCharsets.UTF_8);
        ImportKills.keepLog(report);
        assertTrue(total.kills >= 8, report);
        assertTrue(total.printedChecked > 0, "the kills must come after some sources were printed: " + report);
        assertEquals(0, total.broken(), report);
    }
}
