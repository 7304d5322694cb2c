package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;

/** {@code stats} and {@code collections}, which both count what was imported. */
class StatsCommandTest {
    @TempDir
    Path dir;

    @Test
    void statsAndCollectionsCountTheImport() {
        String db = dir.resolve("c").toString();
        String screen = TestData.shipped("xsokoban/screen.1").toString();
        String copy = TestData.path("sets/soukoban/XSokoban_90.xsb").toString();
        assertEquals(0, Cli.run("--db", db, "import", screen, copy).code());

        Cli stats = Cli.run("--db", db, "stats");
        assertEquals(0, stats.code(), stats.err());
        // issue 17: one layout, the contract's (a TSV header, then one row), and --json
        assertEquals("sources\tboards\tlevels\tinvalid\tduplicate_groups\tboards_in_groups\tsolutions\n"
                + "2\t91\t90\t0\t1\t2\t0\n", stats.out());
        Cli json = Cli.run("--db", db, "stats", "--json");
        assertEquals(0, json.code(), json.err());
        assertEquals("[{\"sources\":2,\"boards\":91,\"levels\":90,\"invalid\":0,\"duplicate_groups\":1,"
                + "\"boards_in_groups\":2,\"solutions\":0}\n]\n", json.out());

        Cli collections = Cli.run("--db", db, "collections");
        List<String> lines = collections.out().lines().toList();
        assertEquals("source\tlevels\tnew_levels\tinvalid\timported_at\tboards\tduplicates", lines.get(0));
        assertEquals(3, lines.size());
        String[] second = lines.get(2).split("\t");
        assertEquals(List.of(copy, "90", "89", "0"), List.of(second).subList(0, 4));
        assertTrue(second[4].matches("\\d{4}-\\d\\d-\\d\\dT.*Z"), second[4]);
    }
}
