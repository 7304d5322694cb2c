package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;

/**
 * {@code --db} naming a directory (issue 85): refused in one line that says how to keep a
 * catalog inside it (exit 3), by every command, whether the path ends with a slash or not,
 * exists or not (a slash at its end), and nothing is created beside it; a catalog file that
 * was made beside a directory before ({@code dbdir.mv.db} next to {@code dbdir/}) is still
 * found by its name.
 */
class CatalogDirectoryTest {
    @TempDir
    Path dir;

    private String screen() {
        return TestData.shipped("xsokoban/screen.1").toString();
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(Files::isRegularFile).toList();
        }
    }

    private void refused(String db, String... command) throws IOException {
        refusedAs(db, db, command);
    }

    /** Refused, the line naming the directory {@code shownAs}. */
    private void refusedAs(String db, String shownAs, String... command) throws IOException {
        List<String> args = new java.util.ArrayList<>(List.of("--db", db));
        args.addAll(List.of(command));
        Cli r = Cli.run(args.toArray(new String[0]));
        assertEquals(3, r.code(), r.out() + r.err());
        assertEquals("", r.out());
        String shown = shownAs.endsWith("/") ? shownAs : shownAs + "/";
        assertEquals("sokodb: the catalog " + shownAs + " is a directory: a catalog is a file (name one inside it, such as "
                + shown + "sokodb, kept as " + shown + "sokodb.mv.db)\n", r.err().replace("\r", ""));
        assertEquals(List.of(), files(), "nothing created");
    }

    @Test
    void anExistingDirectoryIsRefusedWithAndWithoutItsSlash() throws IOException {
        Path dbdir = Files.createDirectories(dir.resolve("dbdir"));
        Path named = Files.createDirectories(dir.resolve("named.mv.db"));
        for (String db : List.of(dbdir + "/", dbdir.toString(), dbdir + "/.", dbdir.resolve("sub") + "/..",
                named.toString())) {
            refused(db, "import", screen());
            refused(db, "stats");
        }
        // its catalog file would be a directory
        refusedAs(dir.resolve("named").toString(), named.toString(), "import", screen());
    }

    /**
     * A new catalog in a directory that takes no file ({@code /proc}; a read-only one as well,
     * which root cannot be shown by permission bits): one line naming the catalog and the
     * directory, exit 3. H2 said it while Flyway made the schema, {@code Unable to obtain
     * connection from database: IO Exception: "…/new.creating-PID.mv.db"}.
     */
    @Test
    void aDirectoryThatTakesNoFileIsSaidInOneLine() {
        // Main itself: the tests' runners put a copy of an empty catalog in place of a new one
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        int code = Main.run(new String[] {"--db", "/proc/sokodb-catalog", "import", screen()},
                new java.io.PrintWriter(out), new java.io.PrintWriter(err));
        assertEquals(3, code, err.toString());
        assertEquals("", out.toString());
        List<String> lines = err.toString().lines().toList();
        assertEquals(1, lines.size(), err.toString());
        assertTrue(lines.get(0).startsWith("sokodb: cannot create the catalog /proc/sokodb-catalog.mv.db: the directory "
                + "/proc cannot be written ("), lines.get(0));
        assertTrue(!lines.get(0).contains("Exception") && !lines.get(0).contains(".tmp"), lines.get(0));
    }

    @Test
    void aPathEndingWithASlashNamesADirectoryEvenWhenThereIsNone() throws IOException {
        refused(dir.resolve("missing") + "/", "import", screen());
    }

    @Test
    void aCatalogInsideTheDirectoryOrBesideItIsFound() throws IOException {
        Path dbdir = Files.createDirectories(dir.resolve("dbdir"));
        Cli inside = Cli.run("--db", dbdir.resolve("sokodb").toString(), "import", screen());
        assertEquals(0, inside.code(), inside.err());
        assertEquals(List.of(dbdir.resolve("sokodb.mv.db")), files());

        // made beside the directory by an earlier sokodb: named with or without its suffix, it is that file
        Files.move(dbdir.resolve("sokodb.mv.db"), dir.resolve("dbdir.mv.db"));
        for (String db : List.of(dbdir.toString(), dbdir + ".mv.db")) {
            Cli stats = Cli.run("--db", db, "collections");
            assertEquals(0, stats.code(), stats.err());
            assertTrue(stats.out().contains(screen()), stats.out());
        }
    }
}
