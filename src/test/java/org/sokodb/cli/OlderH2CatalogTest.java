package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.db.release.H2Release;

/**
 * A catalog that sokodb on H2 2.3.232 wrote (the test resource {@code h2-2.3.232/catalog.mv.db}:
 * its README says how it was made) works with this build: the same answers that build gave,
 * then a write, a close and a reopen, and the crash harness's check of what it holds; and the
 * first write into it killed (SIGKILL), once as it begins (the upgrade of its schema and the
 * first source) and once after the first source printed. The expected answers are those that
 * build printed on it.
 */
class OlderH2CatalogTest {
    private static final Pattern IMPORTED = Pattern.compile("(.*): \\d+ boards?: .*");
    private static final Set<String> WRITTEN_THEN = Set.of("screen.1", "screen.2", "copy/screen.1");

    @TempDir
    Path dir;

    private String copied() throws URISyntaxException, java.io.IOException {
        Path made = Path.of(OlderH2CatalogTest.class.getResource("/h2-2.3.232/catalog.mv.db").toURI());
        Path copy = dir.resolve("catalog.mv.db");
        Files.copy(made, copy);
        return dir.resolve("catalog").toString();
    }

    @Test
    void aCatalogWrittenByH2Of2_3_232AnswersAsThenAndTakesWrites() throws Exception {
        String db = copied();
        Cli stats = Cli.run("--db", db, "stats");
        assertEquals(0, stats.code(), stats.err());
        // written at schema 15: the upgrade by migrations 16 to 20; and on another release than 2.3.232, first, the
        // copy into that release's own file (ReleaseCopy)
        String copying = "was written by H2 " + H2Release.UNMARKED + "; copying it (1 MiB in use) into a file of H2 "
                + H2Release.RUNNING;
        assertTrue(stats.err().lines().allMatch(l -> l.startsWith("sokodb: bringing the catalog up to date (schema 15 → 20)")
                || !H2Release.RUNNING.equals(H2Release.UNMARKED) && l.contains(copying)), stats.err());
        assertEquals(H2Release.RUNNING.equals(H2Release.UNMARKED) ? 0 : 1, stats.err().lines().filter(l -> l.contains(copying))
                .count(), stats.err());
        assertEquals("sources\tboards\tlevels\tinvalid\tduplicate_groups\tboards_in_groups\tsolutions\n"
                + "3\t3\t2\t0\t1\t2\t1\n", stats.out());
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
        assertEquals("sources\tboards\tlevels\tinvalid\tduplicate_groups\tboards_in_groups\tsolutions\n"
                + "4\t4\t3\t0\t1\t2\t1\n", again.out());
        Map<String, Integer> sources = CatalogCheck.boards(Path.of(db));
        assertEquals(4, sources.size(), sources.toString());
        assertEquals(Integer.valueOf(1), sources.get("copy/screen.1"));
    }

    @Test
    void aKillInTheFirstWriteLeavesItWholeAndItTakesWritesAfter() throws Exception {
        String db = copied();
        Path levels = ImportCrashTest.levels(dir.resolve("in"));
        String[] args = ImportCrashTest.importArgs(Path.of(db), levels);

        Processes first = Processes.start(args);
        assertTrue(first.awaitErr(err -> !err.isEmpty()), "the first write begins: " + first.err());
        assertEquals(Processes.KILLED, first.kill(), "the import ended before its kill: " + first.err());
        Set<String> held = heldAfter(db, first);

        Processes second = Processes.start(args);
        assertTrue(second.awaitOut(out -> !out.isEmpty()), second.err().toString());
        assertEquals(Processes.KILLED, second.kill(), "the import ended before its kill: " + second.err());
        assertTrue(heldAfter(db, second).containsAll(held));

        Cli imported = Cli.run("--db", db, "import", Fixtures.shipped("xsokoban/screen.3"));
        assertEquals(0, imported.code(), imported.err());
        Cli dups = Cli.run("--db", db, "dups", "--source", "copy/screen.1");
        assertEquals(0, dups.code(), dups.err());
        assertTrue(dups.out().contains("\tcopy/screen.1\t1\t\tsame board"), dups.out());
    }

    /** After a kill: the catalog whole, the sources written by 2.3.232 there, and every source the run printed. */
    private Set<String> heldAfter(String db, Processes killed) {
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
