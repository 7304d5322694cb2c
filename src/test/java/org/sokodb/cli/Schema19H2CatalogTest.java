package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.db.release.H2Release;

/**
 * A catalog that sokodb on H2 2.3.232 wrote at schema 19, the schema before migration 20 (the test
 * resource {@code h2-2.3.232-schema19/catalog.mv.db.gz}: its README says how it was made), works
 * with this build on whichever H2 release it takes: brought up to date once (an index), no copy
 * on the same release, the answers that build gave, a write, a close and a reopen; and its first
 * write killed (SIGKILL) as soon as the file changes, then once more after the next run's first
 * source line, the catalog whole after each kill, with every source written before and every
 * source printed there. On a release
 * other than 2.3.232 the first command copies the file into that release's own before it writes
 * ({@code ReleaseCopy}): without the copy H2 2.5.252's first store could take the space of chunks
 * the file's newest chunk still lists, and a kill then left a file that opens only at an older
 * state (docs/catalog.md, "The H2 release").
 */
class Schema19H2CatalogTest {
    private static final Pattern IMPORTED = Pattern.compile("(.*): \\d+ boards?: .*");
    private static final Set<String> WRITTEN_THEN = Set.of("screen.1", "screen.2", "copy/screen.1");
    private static final String UPGRADE = "sokodb: bringing the catalog up to date (schema 19 → 20)";
    private static final String HEADER = "sources\tboards\tlevels\tinvalid\tduplicate_groups\tboards_in_groups\tsolutions\n";

    @TempDir
    Path dir;

    /** A copy of the catalog (kept gzipped: 40 KiB for 432), as that build left it. */
    private String copied() throws IOException {
        try (InputStream made = new GZIPInputStream(
                Schema19H2CatalogTest.class.getResourceAsStream("/h2-2.3.232-schema19/catalog.mv.db.gz"))) {
            Files.copy(made, dir.resolve("catalog.mv.db"));
        }
        return dir.resolve("catalog").toString();
    }

    @Test
    void answersAsThenAndTakesWritesAcrossACloseAndAReopen() throws Exception {
        String db = copied();
        Cli stats = Cli.run("--db", db, "stats");
        assertEquals(0, stats.code(), stats.err());
        // schema 20 (an index, migration 20) came after it: brought up to date, said on one line
        assertEquals(1, stats.err().lines().filter(l -> l.startsWith(UPGRADE)).count(), stats.err());
        if (H2Release.RUNNING.equals(H2Release.UNMARKED)) {
            assertEquals(1, stats.err().lines().count(), "the release the same: nothing to copy; " + stats.err());
        } else {
            // another release wrote it: copied into this one's file first, said on one line
            assertEquals(2, stats.err().lines().count(), stats.err());
            assertTrue(stats.err().contains("was written by H2 " + H2Release.UNMARKED + "; copying it (1 MiB in use) into a"
                    + " file of H2 " + H2Release.RUNNING), stats.err());
        }
        Cli current = Cli.run("--db", db, "stats");
        assertEquals("", current.err(), "brought up to date once: nothing more to do");
        assertEquals(HEADER + "3\t3\t2\t0\t1\t2\t1\n", stats.out());
        Cli dups = Cli.run("--db", db, "dups");
        assertEquals("group\tunique_id\texact_id\tsource\tindex\ttitle\trelation\n"
                + "1\t02D324FCF43C6CFD\t798D9C4FA3935562\tscreen.1\t1\t\tsame board\n"
                + "1\t02D324FCF43C6CFD\t798D9C4FA3935562\tcopy/screen.1\t1\t\tsame board\n", dups.out());
        Cli show = Cli.run("--db", db, "show", "798D9C4FA3935562");
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().contains("1. 310 moves, 107 pushes"), show.out());

        Cli imported = Cli.run("--db", db, "import", Fixtures.shipped("xsokoban/screen.3"));
        assertEquals(0, imported.code(), imported.err());
        Cli again = Cli.run("--db", db, "stats");
        assertEquals(0, again.code(), again.err());
        assertEquals(HEADER + "4\t4\t3\t0\t1\t2\t1\n", again.out());
        Map<String, Integer> sources = CatalogCheck.boards(Path.of(db));
        assertEquals(4, sources.size(), sources.toString());
        assertEquals(Integer.valueOf(1), sources.get("copy/screen.1"));
        Cli shownAgain = Cli.run("--db", db, "show", "798D9C4FA3935562");
        assertTrue(shownAgain.out().contains("1. 310 moves, 107 pushes"), shownAgain.out());
    }

    @Test
    void aKillInItsFirstWriteLeavesItWholeAndItTakesWritesAfter() throws Exception {
        String db = copied();
        Path file = Path.of(db + ".mv.db");
        Path levels = ImportCrashTest.levels(dir.resolve("in"));
        String[] args = ImportCrashTest.importArgs(Path.of(db), levels);

        Processes first = Processes.start(args);
        assertTrue(changes(file, first), "the import wrote nothing into the file: " + first.err());
        assertEquals(Processes.KILLED, first.kill(), "the import ended before its kill: " + first.err());
        Set<String> held = heldAfter(db, first);

        Processes second = Processes.start(args);
        assertTrue(second.awaitOut(out -> !out.isEmpty()), second.err().toString());
        assertEquals(Processes.KILLED, second.kill(), "the import ended before its kill: " + second.err());
        assertTrue(heldAfter(db, second).containsAll(held));

        Cli rest = Cli.run(args);
        assertEquals(0, rest.code(), rest.err());
        Cli imported = Cli.run("--db", db, "import", Fixtures.shipped("xsokoban/screen.31"));
        assertEquals(0, imported.code(), imported.err());
        // the 34 inputs, of which a-screen.1 and a-screen.2 are the bytes held as screen.1 and screen.2, and screen.31
        Set<String> all = CatalogCheck.sources(Path.of(db));
        assertTrue(all.containsAll(WRITTEN_THEN), all.toString());
        assertEquals(WRITTEN_THEN.size() + 32 + 1, all.size(), all.toString());
        Cli dups = Cli.run("--db", db, "dups", "--source", "copy/screen.1");
        assertEquals(0, dups.code(), dups.err());
        assertTrue(dups.out().contains("\tcopy/screen.1\t1\t\tsame board"), dups.out());
    }

    /** Waits until the file's size or time of change is not what it was, while the process runs (two minutes at most). */
    private static boolean changes(Path file, Processes process) throws IOException, InterruptedException {
        long size = Files.size(file);
        FileTime changed = Files.getLastModifiedTime(file);
        long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (System.nanoTime() < end && process.alive()) {
            if (Files.size(file) != size || !Files.getLastModifiedTime(file).equals(changed)) {
                return true;
            }
            Thread.sleep(1);
        }
        return false;
    }

    /** After a kill: the catalog whole, the sources written by 2.3.232 there, and every source the run printed. */
    private static Set<String> heldAfter(String db, Processes killed) {
        Set<String> held = CatalogCheck.sources(Path.of(db));
        assertTrue(held.containsAll(WRITTEN_THEN), held.toString());
        for (String line : killed.out()) {
            Matcher printed = IMPORTED.matcher(line);
            if (printed.matches()) {
                assertTrue(held.contains(printed.group(1)), "printed as imported, then lost: " + line);
            }
        }
        return held;
    }
}
