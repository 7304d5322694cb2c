package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;
import org.sokodb.optimizer.HandLevels;

class ShowCommandTest {
    @TempDir
    static Path dir;
    static String db;
    static final String SCREEN = TestData.shipped("xsokoban/screen.1").toString();
    /** The shared test data's {@code sets/soukoban/XSokoban_90.xsb} (the test is skipped without it). */
    static String copy() {
        return TestData.path("sets/soukoban/XSokoban_90.xsb").toString();
    }

    @BeforeAll
    static void importSets() {
        db = dir.resolve("c").toString();
        assertEquals(0, Cli.run("--db", db, "import", SCREEN, copy()).code());
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
        assertTrue(byPosition.out().contains("  " + copy() + "#1 (line "), byPosition.out());
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

    @Test
    void anIndexPastItsSourceSaysHowManyBoardsTheSourceHas() {
        Cli one = Cli.run("--db", db, "show", SCREEN + "#99");
        assertEquals(1, one.code(), one.err());
        assertEquals("sokodb: nothing in the catalog is called '" + SCREEN + "#99' (" + SCREEN + " has 1 board, #1)\n",
                one.err());
        Cli ninety = Cli.run("--db", db, "show", copy().replace("/XSokoban", "//XSokoban") + "#0");
        assertEquals(1, ninety.code(), ninety.err());
        assertEquals("sokodb: nothing in the catalog is called '" + copy() + "#0' (" + copy()
                + " has 90 boards, #1 to #90)\n", ninety.err());
        Cli unknown = Cli.run("--db", db, "show", dir.resolve("nosuch.xsb") + "#1");
        assertEquals(1, unknown.code(), unknown.err());
        assertTrue(unknown.err().contains("(give an Exact-Id, a Unique-Id or SOURCE#INDEX"), unknown.err());
    }

    @Test
    void solutionsAreListedBestByMovesFirstWithTheBestMarked() {
        String sok = TestData.path("sok/Original_and_Extra.sok").toString();
        String solved = dir.resolve("solved").toString();
        assertEquals(0, Cli.run("--db", solved, "import", sok).code());

        // level 4: 937/387 is the best by moves, 952/363 the best by pushes
        String four = Cli.run("--db", solved, "show", sok + "#4").out();
        assertTrue(four.contains("Solutions (2):\n"
                + "  1. 937 moves, 387 pushes (box lines 108, box changes 33, pushing sessions 106, player lines 385)"
                + "  [best by moves]\n"
                + "     from " + sok + "#4 [Solution/Moves 937/387]\n"
                + "     llulLLLulldRRRR"), four);
        assertTrue(four.contains("\n  2. 952 moves, 363 pushes (box lines 120, box changes 29, pushing sessions 120,"
                + " player lines 465)  [best by pushes]\n"
                + "     from " + sok + "#4 [Solution/Pushes 952/363]\n"), four);

        // level 1: two solutions of 230/97; the one with fewer box changes is best in both orders
        String one = Cli.run("--db", solved, "show", sok + "#1").out();
        assertEquals(1, one.lines().filter(l -> l.endsWith("[best by moves and by pushes]")).count(), one);
        assertEquals(0, one.lines().filter(l -> l.endsWith("[best by moves]") || l.endsWith("[best by pushes]"))
                .count(), one);
        assertTrue(one.contains("Solutions (6):\n  1. 230 moves, 97 pushes (box lines 24, box changes 16,"), one);
        assertTrue(one.contains("\n  2. 230 moves, 97 pushes (box lines 24, box changes 17,"), one);
        assertTrue(one.contains("     Solver: only human\n"), "notes are shown: " + one);
    }

    /** A solution carried to a duplicate says where from once: "carried from …", never "from carried from …". */
    @Test
    void aCarriedSolutionSaysFromOnce() throws IOException {
        Path levels = Files.writeString(dir.resolve("carried.sok"),
                HandLevels.WANDER.sok() + "\nMirrored\n" + String.join("\n",
                        SolveFixture.rotated(HandLevels.WANDER.rows())) + "\n");
        String carried = dir.resolve("carried").toString();
        Cli imported = Cli.run("--db", carried, "import", levels.toString());
        assertEquals(0, imported.code(), imported.err());
        String shown = Cli.run("--db", carried, "show", levels + "#2").out();
        assertTrue(shown.contains("\n     carried from " + levels + "#1 (rotated "), shown);
        assertTrue(!shown.contains("from carried"), shown);
        assertTrue(Cli.run("--db", carried, "show", levels + "#1").out().contains("\n     from " + levels
                + "#1 [Solution]\n"), "the level's own");
    }
}
