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
 * (1,000 boards each) killed with SIGKILL at planned moments, 4 kills in 7 runs — a directory
 * without bulk load, with the bulk load from its 2,001st board, and a zip — each kill followed
 * by the check that every source {@code import} printed is in the catalog whole and that the
 * catalog opens as sokodb opens it, with H2's assertions on, and each episode ended by a run
 * that must leave every source in the catalog.
 *
 * <p>Each kill is aimed a few milliseconds after a chosen source line (the run prints one per
 * source, in input order): inside the import of a source, after earlier ones were printed
 * (plain, zip); in the first source the bulk load takes, where a run that began without one
 * meets it (the scenario whose kill once found levels without a board, docs/catalog.md); after
 * the last source line of a bulk load, while its indexes and duplicate groups are made. On a
 * busy machine a kill lands later than aimed (the test's thread that kills wakes late while
 * the run prints on); the phase each kill found is in the report
 * ({@code -Dsokodb.crash.log=FILE}). The next run repairs what each kill left. Each episode's
 * catalog begins as a copy of an empty one ({@code KillCatalogs.h2StartingEmpty}), which its
 * first run opens rather than creates; the run that ends it, which no kill comes to, runs in
 * this JVM ({@code ImportKills.lastRunHere}): 4 processes, each killed, where there were 7. {@link ImportCrashTest} kills the other moments (the
 * catalog's creation, the first source, many small ones, inside a large one, a bulk load from
 * the first board). The kills at random moments, hundreds of them on 40 files and on the whole
 * Boxoban zip, and the kills while a catalog that holds every source opens, are
 * {@code bench/crash.sh}'s.
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
        // each episode begins with a copy of an empty catalog: ImportCrashTest kills the creation
        ImportKills harness = new ImportKills(sokodb(), dir.resolve("work"), 40, log)
                .on(KillCatalogs.h2StartingEmpty()).lastRunHere();
        KillFigures total = new KillFigures();
        List<KillScenario> scenarios = List.of(
                KillScenario.planned("plain", List.of(files), List.of("--bulk-from", "1000000000"),
                        insideSource(3)),
                KillScenario.planned("bulk", List.of(files), List.of("--bulk-from", "2000"),
                        insideSource(3), AFTER_THE_LAST_OF_6),
                KillScenario.planned("zip", List.of(zipped), List.of(), insideSource(4)));
        for (KillScenario s : scenarios) {
            total.add(harness.run(s));
        }
        String report = total + "\n" + told.toString(StandardCharsets.UTF_8);
        ImportKills.keepLog(report);
        assertKillsLanded(total, scenarios.stream().mapToInt(KillScenario::kills).sum(), report);
    }

    /** A kill a few milliseconds after the line of the source before the {@code n}-th: inside the {@code n}-th's import. */
    static KillRun.Moment insideSource(int n) {
        return KillRun.Moment.afterLine(n - 1, 5);
    }

    /** A kill as soon as the 6th and last source line is read: a bulk load makes its indexes and groups then. */
    static final KillRun.Moment AFTER_THE_LAST_OF_6 = KillRun.Moment.afterLine(6, 0);

    /**
     * No promise broken, every planned kill made, sources printed checked after them. Where
     * each kill landed is in the report, not asserted: a kill aimed a few milliseconds after a
     * source line lands later when the machine is busy (the thread that kills wakes late, the
     * run prints on), after the last source line at worst.
     */
    static void assertKillsLanded(KillFigures total, int planned, String report) {
        assertEquals(0, total.broken(), report);
        assertTrue(total.kills >= planned, report);
        assertTrue(total.printedChecked > 0, "the kills must come after some sources were printed: " + report);
    }

    /**
     * sokodb with the launcher's collector and the import's heap, on this build's class path,
     * compiled by C1 only ({@link TestJvm}); {@code bench/crash.sh} runs {@code ./sokodb} itself.
     */
    static List<String> sokodb() {
        return TestJvm.sokodb("-XX:+UseParallelGC", "-Xmx512m");
    }
}
