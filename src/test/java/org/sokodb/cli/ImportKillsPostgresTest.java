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
 * a schema, killed with SIGKILL at planned moments, 4 kills in 7 runs — without a bulk load,
 * with one from the 2,001st board and one from the first (the level table's indexes and the
 * occurrence table's keys off, the import lock held across transactions) — each kill followed by
 * the check that every source {@code import} printed is in the catalog whole and that the
 * catalog opens, repaired, as sokodb opens it. The moments are {@link ImportKillsTest}'s, tied
 * to the source lines a run prints: inside the import of a source (plain, and the first board
 * of a bulk load from the first), in the first source the bulk load from the 2,001st board
 * takes, where the two kinds of import meet, and after the last source line of that bulk load.
 * The run that ends each episode, which no kill comes to, runs in this JVM
 * ({@code ImportKills.lastRunHere}): 4 processes, each killed, where there were 7.
 * {@code CRASH_PG_URL=… bench/crash.sh} kills at random moments, hundreds of times.
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
        ImportKills harness = new ImportKills(ImportKillsTest.sokodb(), dir.resolve("work"), 40, log)
                .on(KillCatalogs.postgresStartingEmpty(url)).lastRunHere();
        KillFigures total = new KillFigures();
        List<KillScenario> scenarios = List.of(
                KillScenario.planned("plain", List.of(files), List.of("--bulk-from", "1000000000"),
                        ImportKillsTest.insideSource(3)),
                KillScenario.planned("bulk", List.of(files), List.of("--bulk-from", "2000"),
                        ImportKillsTest.insideSource(3), ImportKillsTest.AFTER_THE_LAST_OF_6),
                KillScenario.planned("bulk0", List.of(files), List.of("--bulk-from", "0"),
                        ImportKillsTest.insideSource(2)));
        for (KillScenario s : scenarios) {
            total.add(harness.run(s));
        }
        String report = total + "\n" + told.toString(StandardCharsets.UTF_8);
        ImportKills.keepLog(report);
        ImportKillsTest.assertKillsLanded(total, scenarios.stream().mapToInt(KillScenario::kills).sum(),
                report);
    }
}
