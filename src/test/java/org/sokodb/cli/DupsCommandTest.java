package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;

class DupsCommandTest {
    @TempDir
    static Path dir;
    static String db;
    static final String XSOKOBAN = TestData.shipped("xsokoban").toString();
    /** The shared test data's {@code sets/soukoban/XSokoban_90.xsb} (the test is skipped without it). */
    static String copy() {
        return TestData.path("sets/soukoban/XSokoban_90.xsb").toString();
    }
    /** The shared test data's {@code sets/soukoban/BoxWorld_100.xsb} (the test is skipped without it). */
    static String boxworld() {
        return TestData.path("sets/soukoban/BoxWorld_100.xsb").toString();
    }

    @BeforeAll
    static void importSets() {
        db = dir.resolve("c").toString();
        Cli r = Cli.run("--db", db, "import", XSOKOBAN, copy(), boxworld());
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void tsvWithTheFixedColumnsThenRelation() {
        Cli r = Cli.run("--db", db, "dups");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("group\tunique_id\texact_id\tsource\tindex\ttitle\trelation", lines.get(0));
        assertTrue(lines.size() > 180, "every XSokoban screen and its copy, at least");
        for (String line : lines.subList(1, lines.size())) {
            assertEquals(7, line.split("\t", -1).length, line);
        }
        assertTrue(lines.stream().anyMatch(l -> l.endsWith("\trotated 90°")), "BoxWorld turns some screens");
    }

    @Test
    void jsonHasTheSameRows() {
        Cli tsv = Cli.run("--db", db, "dups");
        Cli json = Cli.run("--db", db, "dups", "--json");
        assertEquals(0, json.code());
        assertTrue(json.out().startsWith("["));
        assertEquals(tsv.out().lines().count() - 1, json.out().lines().filter(l -> l.contains("{\"group\":")).count());
        assertTrue(json.out().contains("\"relation\":\"same board\""));
    }

    @Test
    void sourceAndAcrossFilter() {
        Cli boxworld = Cli.run("--db", db, "dups", "--source", boxworld());
        Cli all = Cli.run("--db", db, "dups", "--across");
        assertEquals(0, boxworld.code());
        long groups = boxworld.out().lines().skip(1).map(l -> l.split("\t")[1]).distinct().count();
        assertTrue(groups > 0 && boxworld.out().lines().count() < all.out().lines().count());
    }

    @Test
    void anUnknownSourceIsSaidNotListedAsNoDuplicates() {
        Cli r = Cli.run("--db", db, "dups", "--source", boxworld() + "x");
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("sokodb: no source '" + boxworld() + "x' in the catalog"), r.err());
    }

    @Test
    void aMissingCatalogIsExit3NotANewFile() {
        Cli r = Cli.run("--db", dir.resolve("none").toString(), "dups");
        assertEquals(3, r.code());
        assertTrue(r.err().startsWith("sokodb: no catalog at "), r.err());
    }
}
