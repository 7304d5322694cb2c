package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.sokodb.Alongside;
import org.sokodb.TestData;

/**
 * Issue 8, crash safety, for real: {@code sokodb import} runs as its own process and is killed
 * with SIGKILL ({@link Process#destroyForcibly()}) at several moments, each time on the same
 * catalog: while the catalog file is being created and migrated, after the first source, in
 * the middle of many small sources, and inside the transaction of a larger one. After every
 * kill the catalog must open and hold each source whole or not at all ({@link CatalogCheck}),
 * every source the killed run printed as imported must be there, and the next run must call
 * exactly the sources already there "already imported". The last run completes (in the test's
 * JVM, through {@link CliRun}: no kill comes to it), and {@code dups} then equals that of a clean
 * import; four processes a test, each killed. ({@link ImportKillsTest} kills at random
 * moments.) Each kill must hit a running import: a run that ended before its kill tests
 * nothing, so the exit code must be the kill's (137: SIGKILL ended the process), never the
 * run's own (the two Boxoban files at the end keep the last kill's run busy well after the
 * moment it waits for).
 */
@Alongside
@ResourceLock("ImportCrashTest")
class ImportCrashTest {
    private static final Pattern ALREADY = Pattern.compile("(.*): already imported as (.*), nothing changed");
    private static final Pattern IMPORTED = Pattern.compile("(.*): \\d+ boards?: .*");

    @TempDir
    Path dir;

    /** The levels every run imports, and what a clean import of them holds: made once, the same for both tests. */
    private static Path levels;
    private static Set<String> cleanSources;
    private static CliRun cleanDups;

    @BeforeAll
    static void cleanImport(@TempDir Path shared) throws IOException {
        levels = levels(shared);
        Path clean = shared.resolve("clean");
        CliRun.of(importArgs(clean, levels)).succeeded();
        cleanSources = CatalogCheck.sources(clean);
        cleanDups = CliRun.of("--db", clean.toString(), "dups");
        assertTrue(cleanDups.rows().size() > 10, cleanDups.out());
    }

    /**
     * A directory of 30 one-level files, one file of 155 levels, pusher.exe (copies of the
     * shared data) and the two shipped Boxoban files of 1,000 levels: many small transactions
     * and four larger ones, in this order.
     */
    static Path levels(Path dir) throws IOException {
        Path levels = Files.createDirectories(dir.resolve("levels"));
        for (int i = 1; i <= 30; i++) {
            Files.copy(TestData.shipped("xsokoban/screen." + i), levels.resolve("a-screen." + i));
        }
        Files.copy(TestData.path("sets/soukoban/Microban_155.xsb"), levels.resolve("b-microban.xsb"));
        Files.copy(TestData.path("pusher/pusher-maps-only.exe"), levels.resolve("c-pusher.exe"));
        Files.copy(TestData.shipped("boxoban/medium/train/306.txt"), levels.resolve("d-306.txt"));
        Files.copy(TestData.shipped("boxoban/medium/train/318.txt"), levels.resolve("d-318.txt"));
        return levels;
    }

    static String[] importArgs(Path db, Path levels, String... options) {
        List<String> args = new ArrayList<>(List.of("--db", db.toString(), "import"));
        args.addAll(List.of(options));
        args.add(levels.toString());
        return args.toArray(new String[0]);
    }

    /** When to kill: once {@code stdout} holds, or once a file of the catalog appears in the directory. */
    private record Stop(String when, Predicate<List<String>> stdout, boolean atCatalogFile) {
    }

    @Test
    void sigkillAtAnyMomentLeavesWholeSourcesAndARerunFinishesTheJob() throws Exception {
        crashAndRerun();
    }

    /**
     * The same kills with the bulk mode of a large import from the first source on
     * ({@code --bulk-from 0}): most kills then leave the level table without its two
     * MD5 indexes and the duplicate groups not yet counted, and the next command that opens
     * the catalog must repair both ({@code collections} after each kill, {@code dups} at the end).
     */
    @Test
    void sigkillDuringABulkLoadLeavesACatalogThatRepairsItself() throws Exception {
        crashAndRerun("--bulk-from", "0");
    }

    private void crashAndRerun(String... options) throws Exception {
        Path db = dir.resolve("crashed");
        String[] args = importArgs(db, levels, options);
        List<Stop> stops = List.of(
                new Stop("while the catalog file is created and migrated", out -> false, true),
                new Stop("after the first source", out -> !out.isEmpty(), false),
                new Stop("among the small sources", out -> out.size() >= 12, false),
                new Stop("inside the 155-level source", out -> out.stream().anyMatch(l -> l.contains("a-screen.30:")),
                        false));
        Set<String> before = CatalogCheck.sources(db);
        List<String> log = new ArrayList<>();
        for (Stop stop : stops) {
            Processes p = Processes.start(args);
            if (stop.atCatalogFile()) {
                awaitCatalogFile(p, db);
            } else {
                assertTrue(p.awaitOut(stop.stdout()), stop.when() + ": " + p.err());
            }
            assertEquals(Processes.KILLED, p.kill(), stop.when() + ": the import ended before its kill: " + p.err());
            log.add(stop.when() + ": killed after " + p.out().size() + " lines");
            checkReport(p.out(), before, stop.when());
            before = CatalogCheck.sources(db);
            for (String line : p.out()) {
                Matcher imported = IMPORTED.matcher(line);
                if (imported.matches()) {
                    assertTrue(before.contains(imported.group(1)), stop.when() + ": printed as imported, then lost: " + line);
                }
            }
            if (Files.exists(Path.of(db + ".mv.db"))) {
                CliRun opens = CliRun.of("--db", db.toString(), "collections");
                assertEquals(0, opens.exitCode(), stop.when() + ": the catalog must open: " + opens.err());
                assertEquals(before.size(), opens.rows().size(), stop.when());
            }
        }

        // the last run is killed by nothing: it runs in the test's JVM, as the checks after each kill do
        CliRun last = CliRun.of(args);
        assertEquals(0, last.exitCode(), last.err());
        List<String> lastOut = last.out().lines().toList();
        checkReport(lastOut, before, "the last run");
        assertTrue(lastOut.get(lastOut.size() - 1).startsWith("total: "), lastOut.toString());
        Set<String> after = CatalogCheck.sources(db);
        assertEquals(34, after.size(), "30 screens, Microban, pusher.exe, two Boxoban files; " + log);
        try (var files = Files.list(dir)) {
            assertEquals(List.of("crashed.mv.db"), files.map(f -> f.getFileName().toString()).sorted().toList(),
                    "no temporary file of the interrupted creation is left: " + trace(dir.resolve("crashed.trace.db")));
        }

        assertEquals(cleanSources, after);
        CliRun actual = CliRun.of("--db", db.toString(), "dups");
        assertEquals(0, actual.exitCode(), actual.err());
        assertEquals(cleanDups.out(), actual.out(), "dups after the crashes vs a clean import; " + log);
    }

    private static String trace(Path p) throws java.io.IOException {
        return Files.exists(p) ? Files.readString(p).lines().filter(l -> !l.contains("\tat org.junit") && !l.contains("\tat java.")).toList().toString() : "";
    }

    /** Until H2 has created a file for the catalog: the new catalog under its temporary name, being migrated. */
    private static void awaitCatalogFile(Processes p, Path db) throws Exception {
        long end = System.nanoTime() + 120_000_000_000L;
        while (p.alive() && System.nanoTime() < end) {
            try (var files = Files.list(db.getParent())) {
                if (files.anyMatch(f -> f.getFileName().toString().startsWith(db.getFileName().toString()))) {
                    return;
                }
            }
            Thread.sleep(1);
        }
    }

    /**
     * What a run printed before it ended: a source already in the catalog when the run started
     * is "already imported", any other is imported; nothing else (no "not imported", no
     * "replaced": the bytes are the same).
     */
    private static void checkReport(List<String> out, Set<String> before, String when) {
        for (String line : out) {
            Matcher already = ALREADY.matcher(line);
            Matcher imported = IMPORTED.matcher(line);
            if (already.matches()) {
                assertTrue(before.contains(already.group(1)), when + ": not in the catalog before, yet: " + line);
                assertEquals(already.group(1), already.group(2), line);
            } else if (imported.matches()) {
                assertTrue(!before.contains(imported.group(1)), when + ": imported a second time: " + line);
            } else if (!line.startsWith("total: ")) {
                fail(when + ": unexpected line " + line);
            }
        }
    }
}
