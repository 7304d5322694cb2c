package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;

class ImportCommandTest {
    @TempDir
    Path dir;

    @Test
    void summaryPerSourceThenTotalsAndAlreadyImportedTheSecondTime() {
        String db = dir.resolve("c").toString();
        String xsokoban = TestData.shipped("xsokoban").toString();
        Cli first = Cli.run("--db", db, "import", xsokoban);
        assertEquals(0, first.code(), first.err());
        assertTrue(first.out().contains(xsokoban + "/screen.1: 1 board: 1 level (1 new, 0 already known)"), first.out());
        String last = first.out().strip().lines().reduce((a, b) -> b).orElseThrow();
        assertEquals("total: 90 sources imported into " + dir.resolve("c.mv.db") + "; 90 boards: 90 levels (90 new, 0 already known), 0 invalid,"
                + " 0 duplicates found", last);
        assertEquals("", first.err());

        Cli again = Cli.run("--db", db, "import", xsokoban + "/screen.7");
        assertEquals(0, again.code());
        assertTrue(again.out().startsWith(xsokoban + "/screen.7: already imported as " + xsokoban + "/screen.7"),
                again.out());
    }

    /**
     * A directory that holds the catalog it is imported into (the default {@code ./sokodb.mv.db}
     * under {@code import .}): the catalog file is skipped as the catalog, not said to be binary
     * data; the levels beside it are imported, exit 0.
     */
    @Test
    void aDirectoryHoldingItsCatalogSkipsItAsTheCatalog() throws java.io.IOException {
        Path levels = java.nio.file.Files.createDirectory(dir.resolve("levels"));
        java.nio.file.Files.copy(TestData.shipped("xsokoban/screen.1"), levels.resolve("screen.1"));
        String db = levels.resolve("sokodb").toString();
        Cli.run("--db", db, "import", TestData.shipped("xsokoban/screen.2").toString());
        Cli again = Cli.run("--db", db, "import", levels.toString());
        assertEquals(0, again.code(), again.err());
        assertEquals(levels.resolve("sokodb.mv.db") + ": skipped: the catalog this import writes into\n", again.err());
        assertTrue(again.out().startsWith(levels.resolve("screen.1") + ": 1 board: 1 level (1 new"), again.out());
    }

    /** --bulk-from 0: a bulk load from the first source on stores what an ordinary import stores. */
    @Test
    void aBulkLoadFromTheFirstSourceOnStoresTheSame() {
        String levels = TestData.path("pusher/pusher-maps-only.exe").toString();
        String xsokoban = TestData.shipped("xsokoban").toString();
        Cli plain = Cli.run("--db", dir.resolve("plain").toString(), "import", levels, xsokoban, levels + ".none");
        Cli bulk = Cli.run("--db", dir.resolve("bulk").toString(), "import", "--bulk-from", "0", levels, xsokoban,
                levels + ".none");
        assertEquals(1, plain.code(), plain.err());
        assertEquals(plain.err(), bulk.err());
        assertEquals(plain.out().replace("plain.mv.db", "bulk.mv.db"), bulk.out());
        String dups = Cli.run("--db", dir.resolve("plain").toString(), "dups").out();
        assertTrue(dups.lines().count() > 10, "pusher.exe has XSokoban's levels: " + dups);
        assertEquals(dups, Cli.run("--db", dir.resolve("bulk").toString(), "dups").out());
        Cli negative = Cli.run("--db", dir.resolve("bulk").toString(), "import", "--bulk-from", "-1", levels);
        assertEquals(2, negative.code());
        assertTrue(negative.err().startsWith("sokodb: --bulk-from must be 0 or more, not -1\n"), negative.err());
    }

    @Test
    void rejectedBoardsAreReportedAndMakeTheRunExit1() {
        String sok = TestData.path("sok/hexoban_parser_tests.sok").toString();
        Cli r = Cli.run("--db", dir.resolve("c").toString(), "import", sok);
        assertEquals(1, r.code());
        assertTrue(r.err().lines().allMatch(l -> l.startsWith(sok + ":")), r.err());
    }

    @Test
    void aMissingPathIsReportedAndTheRestImported() {
        String screen = TestData.shipped("xsokoban/screen.1").toString();
        Cli r = Cli.run("--db", dir.resolve("c").toString(), "import", dir.resolve("missing.xsb").toString(), screen);
        assertEquals(1, r.code());
        assertTrue(r.err().contains("missing.xsb: no such file or directory"), r.err());
        assertTrue(r.out().contains("total: 1 source imported"), r.out());
    }

    @Test
    void solutionsAreCountedAndAnInvalidOneMakesTheRunExit1() throws java.io.IOException {
        String sok = TestData.path("sok/Original_and_Extra.sok").toString();
        String db = dir.resolve("c").toString();
        Cli r = Cli.run("--db", db, "import", sok);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains(sok + ": 91 boards: 91 levels (91 new, 0 already known), 0 invalid, 0 duplicates"
                + " found; solutions: 104 stored, 89 already known, 0 invalid; 0 carried to duplicates"), r.out());

        Path broken = dir.resolve("broken.sok");
        java.nio.file.Files.writeString(broken, """
                Microban 3

                  ####
                ###  ####
                #     $ #
                # #  #$ #
                # . .#@ #
                #########

                Solution
                luuLLLLrrrrddlUruLLLulDrddllluuRRDrdLuuurDD
                """);
        Cli bad = Cli.run("--db", db, "import", broken.toString());
        assertEquals(1, bad.code());
        assertEquals(broken + ":11: level 1: solution 'Solution': illegal: step 1 'l': the man walks into a wall;"
                + " not stored\n", bad.err());
        assertTrue(bad.out().contains("solutions: 0 stored, 0 already known, 1 invalid"), bad.out());
    }
}
