package org.sokodb.cli;

import static org.sokodb.catalog.Fixtures.microban;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;

class ImportSolutionsCommandTest {
    /** docs/solutions.md: Microban 3 and 4. */
    static final String MICROBAN_3 = "ruuLLLLrrrrddlUruLLLulDrddllluuRRDrdLuuurDD";
    static final String MICROBAN_4 = "ullDullddrRuLurrrdLLrrddlUruL";

    @TempDir
    Path dir;

    /** Solutions for the first four Microban levels: 1 and 2 unsolved (empty lines), 3 valid, 4 illegal. */
    private Path solutions(String fourth) throws IOException {
        Path file = dir.resolve("solutions.txt");
        Files.writeString(file, "\n\n" + MICROBAN_3 + "\n" + fourth + "\n");
        return file;
    }

    /** The first four Microban levels, as their own level file. */
    private Path levels() throws IOException {
        Path file = dir.resolve("levels.xsb");
        String text = Files.readString(Path.of(microban()), java.nio.charset.StandardCharsets.ISO_8859_1);
        Files.writeString(file, text.substring(0, text.indexOf("; 5")));
        return file;
    }

    @Test
    void storesWhatIsValidSummarisesAndExits1ForAnIllegalLine() throws IOException {
        String db = dir.resolve("c").toString();
        assertEquals(0, Cli.run("--db", db, "import", microban()).code());
        Path levels = levels();
        Path file = solutions("r" + MICROBAN_4.substring(1));

        Cli r = Cli.run("--db", db, "import-solutions", levels.toString(), file.toString());
        assertEquals(1, r.code(), r.err());
        assertEquals(file + ": 4 lines: 1 stored, 0 already known, 1 invalid, 0 no such level, 2 empty;"
                + " 0 carried to duplicates\n", r.out());
        assertEquals(file + ":4: level 4: illegal: step 1 'r': the man walks into a wall; not stored\n", r.err());

        Cli show = Cli.run("--db", db, "show", microban() + "#3");
        assertTrue(show.out().contains("Solutions (1):\n  1. 43 moves, 15 pushes"), show.out());
        assertTrue(show.out().contains("     from " + file + ":3\n"), show.out());

        Cli fixed = Cli.run("--db", db, "import-solutions", levels.toString(), solutions(MICROBAN_4).toString());
        assertEquals(0, fixed.code(), fixed.err());
        assertEquals(file + ": 4 lines: 1 stored, 1 already known, 0 invalid, 0 no such level, 2 empty;"
                + " 0 carried to duplicates\n", fixed.out());
    }

    @Test
    void levelsTheCatalogDoesNotHaveAreNamedAndExit1() throws IOException {
        String db = dir.resolve("c").toString();
        assertEquals(0, Cli.run("--db", db, "import", TestData.shipped("xsokoban/screen.1").toString()).code());
        Path file = solutions(MICROBAN_4);
        Cli r = Cli.run("--db", db, "import-solutions", levels().toString(), file.toString());
        assertEquals(1, r.code());
        assertTrue(r.out().contains(": 4 lines: 0 stored, 0 already known, 0 invalid, 2 no such level, 2 empty;"),
                r.out());
        assertEquals(2, r.err().lines().filter(l -> l.contains("not in the catalog (Exact-Id ")).count(), r.err());
    }

    @Test
    void aMissingCatalogCannotRunAndAMissingSolutionFileIsRejected() throws IOException {
        Path levels = levels();
        Cli noCatalog = Cli.run("--db", dir.resolve("none").toString(), "import-solutions", levels.toString(),
                solutions(MICROBAN_4).toString());
        assertEquals(3, noCatalog.code());
        assertTrue(noCatalog.err().startsWith("sokodb: no catalog at "), noCatalog.err());

        String db = dir.resolve("c").toString();
        assertEquals(0, Cli.run("--db", db, "import", microban()).code());
        Cli noFile = Cli.run("--db", db, "import-solutions", levels.toString(), dir.resolve("nope.txt").toString());
        assertEquals(1, noFile.code(), "the input is at fault, not the catalog");
        assertEquals(dir.resolve("nope.txt") + ": cannot read: no such file\n", noFile.err());
    }
}
