package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;

/**
 * {@code --db PATH} is a path: whatever characters the file system allows in it, the catalog
 * is that file, never a JDBC URL with the path pasted in ({@code a;MODE=MySQL/cat} once made
 * H2 read {@code MODE=MySQL} as a setting and left a stray {@code a.mv.db} behind). A
 * {@code jdbc:h2:} URL that would run code or open a port is refused with one line.
 */
@Slow
class CatalogPathTest {
    private static final String BOARD = "#####\n#@$.#\n#####\n";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"a;MODE=MySQL/cat", "semi;colon", "sp ace/ca t", "~tilde",
        "quote'd\"/cat", "ünï/çödé", "dir;INIT=RUNSCRIPT FROM 'x'/cat", "pct%20/q?x=1&y#z", " lead"})
    void anyCharacterOfAPathWorks(String name) throws IOException {
        Path levels = Files.writeString(dir.resolve("one.xsb"), BOARD, StandardCharsets.UTF_8);
        Path work = Files.createDirectories(dir.resolve("work"));
        Path catalog = work.resolve(name);
        Files.createDirectories(catalog.getParent());
        CliRun imported = CliRun.of("--db", catalog.toString(), "import", levels.toString());
        assertEquals(0, imported.exitCode(), imported.err());
        assertTrue(Files.isRegularFile(Path.of(catalog + ".mv.db")), "the catalog is the file named");
        CliRun collections = CliRun.of("--db", catalog.toString(), "collections");
        assertEquals(0, collections.exitCode(), collections.err());
        assertEquals(1, collections.rows().size(), collections.out());
        try (Stream<Path> files = Files.walk(work)) {
            List<Path> all = files.filter(Files::isRegularFile).toList();
            assertEquals(List.of(Path.of(catalog + ".mv.db")), all, "nothing but the catalog file");
        }
        try (Stream<Path> here = Files.list(Path.of("."))) {
            assertFalse(here.anyMatch(p -> p.getFileName().toString().endsWith(".mv.db")
                    && !p.getFileName().toString().equals("sokodb.mv.db")), "no stray catalog in the working directory");
        }
    }

    /**
     * A catalog may bear a command's name: {@code --db credits credits} is the command credits on
     * the catalog credits, not a usage error ({@code --help} after it: no file is opened).
     */
    @ParameterizedTest
    @ValueSource(strings = {"credits", "stats", "import", "export"})
    void aCatalogNamedAsACommandIsTheCatalog(String name) {
        CliRun run = CliRun.of("--db", name, name, "--help");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("Usage: sokodb " + name), run.out());
    }

    /** The one character H2 cannot take, even through a link: it turns a backslash into a slash. */
    @Test
    void aPathWithABackslashIsRefusedInOneLine() {
        Path catalog = dir.resolve("back\\slash").resolve("cat");
        CliRun run = CliRun.of("--db", catalog.toString(), "collections");
        assertEquals(3, run.exitCode(), run.err());
        assertEquals(List.of("sokodb: H2 cannot keep a catalog at a path holding a backslash: " + catalog.toString()
                .replace("\\", "\\\\") + ".mv.db (choose a path without one)"), run.errLines());
    }

    @ParameterizedTest
    @ValueSource(strings = {";INIT=RUNSCRIPT FROM 'http://example.invalid/x.sql'", ";init=CREATE ALIAS X",
        ";AUTO_SERVER=TRUE", ";AUTO_SERVER_PORT=9090", ";DATABASE_EVENT_LISTENER='com.example.L'",
        ";JAVA_OBJECT_SERIALIZER='com.example.S'", ";AUTHENTICATOR=TRUE", ";TRACE_LEVEL_FILE=0;INIT=SET X 1"})
    void anH2UrlThatWouldRunCodeOrOpenAPortIsRefused(String settings) {
        String url = "jdbc:h2:" + dir.resolve("refused") + settings;
        CliRun run = CliRun.of("--db", url, "collections");
        assertEquals(3, run.exitCode(), run.err());
        assertEquals(1, run.errLines().size(), run.err());
        assertTrue(run.errLines().get(0).startsWith("sokodb: "), run.err());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.toList(), "no database was opened");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aPlainH2UrlStillWorks() throws IOException {
        Path levels = Files.writeString(dir.resolve("one.xsb"), BOARD, StandardCharsets.UTF_8);
        String url = "jdbc:h2:file:" + dir.resolve("plain") + ";TRACE_LEVEL_FILE=0";
        CliRun run = CliRun.of("--db", url, "import", levels.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(Files.isRegularFile(dir.resolve("plain.mv.db")));
    }
}
