package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;

class ShowCommandTest {
    @TempDir
    static Path dir;
    static String db;
    static final String SCREEN = TestData.path("xsokoban/screen.1").toString();
    static final String COPY = TestData.path("sets/soukoban/XSokoban_90.xsb").toString();

    @BeforeAll
    static void importSets() {
        db = dir.resolve("c").toString();
        assertEquals(0, Cli.run("--db", db, "import", SCREEN, COPY).code());
    }

    private static String exactIdOfScreen1() {
        return Cli.run("id", SCREEN).out().lines().skip(1).findFirst().orElseThrow().split("\t")[3];
    }

    @Test
    void bySourceAndIndexByExactIdAndByUniqueIdShowTheSameLevel() {
        Cli byPosition = Cli.run("--db", db, "show", SCREEN + "#1");
        assertEquals(0, byPosition.code(), byPosition.err());
        String exact = exactIdOfScreen1();
        assertTrue(byPosition.out().startsWith("Exact-Id:  " + exact + "\n"), byPosition.out());
        assertTrue(byPosition.out().contains("Appears 2 times:"), byPosition.out());
        assertTrue(byPosition.out().contains("  " + SCREEN + "#1 (line "), byPosition.out());
        assertTrue(byPosition.out().contains("  " + COPY + "#1 (line "), byPosition.out());
        assertTrue(byPosition.out().contains("Solutions: none stored"));
        assertTrue(byPosition.out().contains("    #####"), "the board is drawn");

        assertEquals(byPosition.out(), Cli.run("--db", db, "show", exact).out());
        assertEquals(byPosition.out(), Cli.run("--db", db, "show", exact.toLowerCase()).out());
        String unique = byPosition.out().lines().filter(l -> l.startsWith("Unique-Id: ")).findFirst().orElseThrow()
                .substring(11);
        assertEquals(byPosition.out(), Cli.run("--db", db, "show", unique).out());
    }

    @Test
    void unknownIdIsExit1WithAMessage() {
        Cli r = Cli.run("--db", db, "show", "0000000000000000");
        assertEquals(1, r.code());
        assertTrue(r.err().contains("nothing in the catalog is called '0000000000000000'"), r.err());
    }
}
