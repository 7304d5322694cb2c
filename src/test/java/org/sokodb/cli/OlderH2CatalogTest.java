package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Fixtures;

/**
 * A catalog that sokodb on H2 2.3.232 wrote (the test resource {@code h2-2.3.232/catalog.mv.db}:
 * its README says how it was made) works with this build: the same answers that build gave,
 * then a write, a close and a reopen, and the crash harness's check of what it holds. The
 * expected answers are those that build printed on it.
 */
class OlderH2CatalogTest {
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
        // written at schema 15: the one change is the upgrade by migrations 16, 17 and 18; no copy into another format
        assertTrue(stats.err().lines().allMatch(l -> l.startsWith("sokodb: bringing the catalog up to date (schema 15 → 18)")),
                stats.err());
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
}
