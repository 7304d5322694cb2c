package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 17, point 5: one policy for every command that writes a file (export --out, dups
 * --html, show --svg): an existing file is replaced only with --force (exit 2), a directory
 * is never written (exit 2, --force or not, nothing written beside it), a missing directory
 * is said in the same words by all three (exit 3).
 */
class OutputFilesTest {
    @TempDir
    static Path dir;
    static String db;
    static final String SCREEN = Path.of("collections/xsokoban/screen.1").toAbsolutePath().toString();

    @BeforeAll
    static void importTwice() {
        db = dir.resolve("c").toString();
        // the same screen under two names: one duplicate group for dups --html
        Path copy = dir.resolve("copy.xsb");
        try {
            Files.copy(Path.of(SCREEN), copy);
            Files.writeString(copy, "\n; other\n", java.nio.file.StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        assertEquals(0, Cli.run("--db", db, "import", SCREEN, copy.toString()).code());
    }

    /** The three commands, each writing {@code file}, with {@code extra} options. */
    private static List<Cli> writeEach(Path file, String... extra) {
        return List.of(
                run(List.of("export", "--out", file.toString()), extra),
                run(List.of("dups", "--html", file.toString()), extra),
                run(List.of("show", SCREEN + "#1", "--svg", file.toString()), extra));
    }

    private static Cli run(List<String> args, String... extra) {
        List<String> all = new java.util.ArrayList<>(List.of("--db", db));
        all.addAll(args);
        all.addAll(List.of(extra));
        return Cli.run(all.toArray(String[]::new));
    }

    /** Any later page of a report counts, not only the second: FILE-3.html alone is refused without --force. */
    @Test
    void anyExistingPageOfAReportIsReplacedOnlyWithForce() throws IOException {
        Path file = dir.resolve("pages.html");
        Path third = Files.writeString(dir.resolve("pages-3.html"), "keep me");
        for (String command : List.of("dups", "similar")) {
            List<String> args = command.equals("dups") ? List.of("dups", "--html", file.toString())
                    : List.of("similar", SCREEN + "#1", "--html", file.toString());
            Cli r = run(args);
            assertEquals(2, r.code(), r.err());
            assertEquals("sokodb: " + third + " exists; add --force to replace it\n", r.err());
            assertEquals("keep me", Files.readString(third));
            assertTrue(Files.notExists(file), "nothing written");
        }
        Files.delete(third);
    }

    /**
     * The catalog itself as the file to write (a tab completion away from {@code --out
     * sokodb.html}) is refused, --force or not, and the catalog is left whole: {@code export
     * --out c.mv.db --force} replaced it with an SOK file, and every later command failed on it.
     * So is any other catalog file, such as a copy under another name; {@code solve} and
     * {@code generate}, which may read no catalog, refuse it as well.
     */
    @Test
    void aCatalogFileIsNeverWrittenOver() throws IOException {
        Path catalog = Path.of(db + ".mv.db");
        Path copy = Files.copy(catalog, dir.resolve("copy-of-catalog.db"));
        byte[] before = Files.readAllBytes(copy);
        for (Path file : List.of(catalog, copy)) {
            List<Cli> runs = new java.util.ArrayList<>(writeEach(file, "--force"));
            runs.add(Cli.run("solve", "--time-limit", "1s", "--out", file.toString(), "--force", SCREEN));
            runs.add(Cli.run("generate", "--count", "1", "--out", file.toString(), "--force"));
            for (Cli r : runs) {
                assertEquals(2, r.code(), r.err());
                assertEquals("sokodb: cannot write " + file + ": it is a catalog file (H2), which no command writes"
                        + " over, --force or not (name another file)\n", r.err());
            }
        }
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(copy)));
        Cli stats = Cli.run("--db", db, "stats");
        assertEquals(0, stats.code(), stats.err());
        assertTrue(stats.out().lines().toList().get(1).startsWith("2\t2\t"), stats.out());
    }

    @Test
    void anExistingFileIsReplacedOnlyWithForce() throws IOException {
        Path file = Files.writeString(dir.resolve("old.txt"), "keep me");
        for (Cli r : writeEach(file)) {
            assertEquals(2, r.code(), r.err());
            assertEquals("sokodb: " + file + " exists; add --force to replace it\n", r.err());
            assertEquals("keep me", Files.readString(file));
        }
        for (Cli r : writeEach(file, "--force")) {
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().startsWith("wrote " + file), r.out());
        }
    }

    @Test
    void aDirectoryIsNeverWrittenNorAnythingBesideIt() throws IOException {
        Path target = Files.createDirectory(dir.resolve("reports"));
        List<String> examples = List.of("levels.sok", "dups.html", "level.svg");
        List<Cli> runs = writeEach(target, "--force");
        for (int i = 0; i < runs.size(); i++) {
            Cli r = runs.get(i);
            assertEquals(2, r.code(), r.err());
            assertEquals("sokodb: cannot write " + target + ": it is a directory (name a file in it, e.g. "
                    + target.resolve(examples.get(i)) + ")\n", r.err());
        }
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().startsWith("reports-")), "no reports-2.html");
        }
        try (var files = Files.list(target)) {
            assertEquals(0, files.count());
        }
    }

    @Test
    void aMissingDirectoryIsSaidOneWayByEveryCommand() {
        Path file = dir.resolve("no/such/x.out");
        for (Cli r : writeEach(file)) {
            assertEquals(3, r.code(), r.err());
            assertEquals("sokodb: cannot write " + file + ": the directory " + dir.resolve("no/such")
                    + " does not exist\n", r.err());
        }
        assertTrue(Files.notExists(dir.resolve("no")));
    }

    @Test
    void anUnwritableDirectoryNamesTheFileNotATemporaryOne() throws IOException {
        Path locked = Files.createDirectory(dir.resolve("locked"));
        assertTrue(locked.toFile().setWritable(false, false));
        try {
            // root writes through permission bits (CI runs as root): sysfs refuses new files to root too
            Path refusing = Files.isWritable(locked) ? Path.of("/sys") : locked;
            org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(refusing), "no directory refuses this user");
            Path file = refusing.resolve("x.sok");
            Cli r = run(List.of("export", "--out", file.toString()));
            assertEquals(3, r.code());
            assertEquals("sokodb: cannot write " + file + ": permission denied (nothing was written under that name)\n",
                    r.err());
        } finally {
            locked.toFile().setWritable(true, false);
        }
    }
}
