package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.RunsAlone;

/**
 * Issue 17, points 6 and 7: a mistyped command gets picocli's suggestion and no index that
 * counts {@code --db}; {@code sokodb help COMMAND}; {@code -} is standard input; nothing to
 * read creates no catalog; an empty directory is said (exit 1); the missing file named is
 * the right one; the catalog's path is said where it is written and where it is missing.
 */
@RunsAlone
class TyposAndEdgesTest {
    static final Path SCREEN = Path.of("collections/xsokoban/screen.1").toAbsolutePath();

    @TempDir
    Path dir;

    @Test
    void anUnknownCommandGetsASuggestionAndNoIndex() {
        Cli r = Cli.run("--db", dir.resolve("c").toString(), "dupz");
        assertEquals(2, r.code());
        assertEquals("sokodb: unknown command 'dupz'\nDid you mean: dups?\nTry 'sokodb --help' for more information.\n",
                r.err());
        Cli option = Cli.run("dups", "--jsn");
        assertEquals(2, option.code());
        assertTrue(option.err().startsWith("sokodb: Unknown option: '--jsn'\nDid you mean: --json?"), option.err());
        assertFalse(r.err().contains("index"), r.err());
    }

    @Test
    void helpCommandShowsTheCommandsHelp() {
        Cli help = Cli.run("help", "import");
        assertEquals(0, help.code(), help.err());
        assertEquals(Cli.run("import", "--help").out(), help.out());
        assertTrue(help.out().startsWith("Usage: sokodb import "), help.out());
    }

    @Test
    void aDashIsStandardInputForIdVerifyAndImport() throws IOException {
        byte[] level = Files.readAllBytes(SCREEN);
        InputStream stdin = System.in;
        try {
            System.setIn(new ByteArrayInputStream(level));
            Cli id = Cli.run("id", "-");
            assertEquals(0, id.code(), id.err());
            assertEquals("source\tindex\ttitle\texact_id\tunique_id\n<stdin>\t1\t\t798D9C4FA3935562\t02D324FCF43C6CFD\n",
                    id.out());

            System.setIn(new ByteArrayInputStream(level));
            Cli verify = Cli.run("verify", "-");
            assertEquals(1, verify.code(), "no solution under the board: " + verify.err());
            assertTrue(verify.out().contains("<stdin>\t1\t\tmissing"), verify.out());

            System.setIn(new ByteArrayInputStream(level));
            Cli imported = Cli.run("--db", dir.resolve("c").toString(), "import", "-");
            assertEquals(0, imported.code(), imported.err());
            assertTrue(imported.out().startsWith("<stdin>: 1 board: 1 level (1 new"), imported.out());
        } finally {
            System.setIn(stdin);
        }
    }

    @Test
    void nothingToImportCreatesNoCatalogNorDirectory() {
        Cli missing = Cli.run("--db", dir.resolve("c").toString(), "import", dir.resolve("nosuchfile").toString());
        assertEquals(1, missing.code());
        assertEquals(dir.resolve("nosuchfile") + ": no such file or directory\n", missing.err());
        assertTrue(Files.notExists(dir.resolve("c.mv.db")));

        Path typo = dir.resolve("catalgos/c");
        Cli mistyped = Cli.run("--db", typo.toString(), "import", SCREEN.toString());
        assertEquals(3, mistyped.code());
        assertEquals("sokodb: cannot create the catalog " + typo + ".mv.db: the directory " + typo.getParent()
                + " does not exist (create it first, or choose another catalog with --db)\n", mistyped.err());
        assertTrue(Files.notExists(typo.getParent()));
    }

    @Test
    void anEmptyDirectoryIsSaidAndExits1() throws IOException {
        Path empty = Files.createDirectory(dir.resolve("empty"));
        String expected = empty + ": empty directory: no file to read\n";
        for (String[] args : new String[][] {{"id", empty.toString()}, {"verify", empty.toString()},
            {"--db", dir.resolve("c").toString(), "import", empty.toString()}}) {
            Cli r = Cli.run(args);
            assertEquals(1, r.code(), String.join(" ", args));
            assertEquals(expected, r.err(), String.join(" ", args));
        }
        assertTrue(Files.notExists(dir.resolve("c.mv.db")));
    }

    @Test
    void importSolutionsBlamesTheMissingLevelsFile() throws IOException {
        Path db = dir.resolve("c");
        assertEquals(0, Cli.run("--db", db.toString(), "import", SCREEN.toString()).code());
        Path solutions = Files.writeString(dir.resolve("sol.txt"), "uuu\n");
        Path levels = dir.resolve("levels.xsb");
        Cli r = Cli.run("--db", db.toString(), "import-solutions", levels.toString(), solutions.toString());
        assertEquals(1, r.code());
        assertEquals(levels + ": no such file or directory\n", r.err());
    }

    @Test
    void theCatalogPathIsSaidAbsoluteWhereWrittenAndWhereMissing() {
        String here = dir.resolve("c").toString();
        Cli imported = Cli.run("--db", here, "import", SCREEN.toString());
        assertTrue(imported.out().contains("total: 1 source imported into " + here + ".mv.db; "), imported.out());

        Path elsewhere = dir.resolve("elsewhere");
        Cli dups = Cli.run("--db", elsewhere.toString(), "dups");
        assertEquals(3, dups.code());
        assertEquals("sokodb: no catalog at " + elsewhere + ".mv.db (create one with 'sokodb import PATH…', or choose "
                + "another with --db PATH or $SOKODB_DB)\n", dups.err());
    }

    /**
     * A catalog file that is empty (a {@code touch}, a copy cut short) or is another file named
     * so is refused in one line, exit 3, by a reader and a writer alike, the file left as it
     * was: it ended in "internal error: java.nio.channels.NonWritableChannelException" (empty)
     * or H2's "IO Exception: … [90028-252]" before.
     */
    @Test
    void aCatalogFileThatIsEmptyOrNoH2FileIsRefusedAndLeftAsItWas() throws IOException {
        Path empty = Files.createFile(dir.resolve("empty.mv.db"));
        Path levels = Files.copy(SCREEN, dir.resolve("levels.mv.db"));
        byte[] before = Files.readAllBytes(levels);
        String choose = "(remove it, or choose another catalog with --db PATH or $SOKODB_DB)\n";
        for (String command : new String[] {"stats", "import"}) {
            String[] args = command.equals("import") ? new String[] {SCREEN.toString()} : new String[0];
            Cli e = Cli.run(concat(new String[] {"--db", dir.resolve("empty").toString(), command}, args));
            assertEquals(3, e.code(), e.err());
            assertEquals("sokodb: the catalog file " + empty + " is empty (0 bytes): it holds no catalog " + choose,
                    e.err());
            assertEquals(0, Files.size(empty));
            Cli l = Cli.run(concat(new String[] {"--db", dir.resolve("levels").toString(), command}, args));
            assertEquals(3, l.code(), l.err());
            assertEquals("sokodb: the catalog file " + levels + " is not an H2 file (it does not start with H2's header"
                    + " 'H:2,'): it holds no catalog " + choose.replace("remove it", "move it away"), l.err());
            assertTrue(Arrays.equals(before, Files.readAllBytes(levels)));
        }
        // a catalog whose first header block is damaged still opens from its second, as H2 opens it
        String db = dir.resolve("c").toString();
        Cli.run("--db", db, "import", SCREEN.toString());
        try (FileChannel file = FileChannel.open(Path.of(db + ".mv.db"), StandardOpenOption.WRITE)) {
            file.write(ByteBuffer.wrap(new byte[] {'X'}), 0);
        }
        Cli stats = Cli.run("--db", db, "stats");
        assertFalse(stats.err().contains("H:2,"), stats.err());
    }

    private static String[] concat(String[] a, String[] b) {
        String[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    /**
     * A value an enum-typed option does not take is said with the values its help lists, as
     * {@code --band} and {@code --box-selection} say theirs: picocli's own words listed the Java
     * constants, some twice ({@code [NONE, BEST, BEST_MOVES, best-moves, …] (case-insensitive)}).
     */
    @Test
    void aValueAnOptionDoesNotTakeIsSaidWithTheValuesItsHelpLists() {
        String out = dir.resolve("x.sok").toString();
        String[][] cases = {
            {"export", "--out", out, "--solutions", "foo"},
            {"export", "--out", out, "--format", "doc"},
            {"export", "--out", out, "--credit", "last"},
            {"generate", "--out", out, "--preset", "S0"},
        };
        String[] said = {
            "'--solutions': 'foo' is not one of none, best, best-moves, best-pushes, pareto, all",
            "'--format': 'doc' is not one of sok, xsb, slc",
            "'--credit': 'last' is not one of own, first",
            "'--preset': 'S0' is not one of S1, S2, S3, S4, S5, S6, S7, S8, S9",
        };
        for (int i = 0; i < cases.length; i++) {
            String[] args = concat(new String[] {"--db", dir.resolve("c").toString()}, cases[i]);
            Cli r = Cli.run(args);
            assertEquals(2, r.code(), r.err());
            assertEquals("sokodb: Invalid value for option " + said[i], r.err().lines().findFirst().orElse(""));
            String help = Cli.run(cases[i][0], "--help").out().replaceAll("\\s+", " ");
            String values = said[i].substring(said[i].indexOf("one of ") + "one of ".length());
            assertTrue(help.contains(values), values + " in: " + help);
        }
    }

    @Test
    void idAndVerifyTakeNoCatalogOption() {
        Cli r = Cli.run("id", "--db", "x", SCREEN.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("sokodb: Unknown option: '--db'"), r.err());
        assertEquals(0, Cli.run("dups", "--db", dir.resolve("c").toString(), "--help").code(), "catalog commands do");
    }
}
