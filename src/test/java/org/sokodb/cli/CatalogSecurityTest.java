package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 8, security: SQL parameters are bound (hostile titles and names come back verbatim and
 * change nothing else), the embedded H2 listens on no port, and a password given in a URL or
 * the environment shows in no message, trace or file.
 */
class CatalogSecurityTest {
    private static final String SECRET = "hunter2";
    /** Titles an SQL string built by concatenation would choke on or obey. */
    private static final List<String> TITLES = List.of(
            "O'Brien's \"best\"; DROP TABLE level; --",
            "Robert'); DELETE FROM occurrence; --",
            "x' OR '1'='1",
            "%_~\\ LIKE wildcards",
            "SELECT * FROM collection",
            "<script>alert('x')</script> & </svg>",
            "\u00DCn\u00EFc\u00F6d\u00E9 \u5B57 \uD83D\uDE00");

    @TempDir
    Path dir;

    /** The same level under each hostile title, in a file whose name is hostile too. */
    private Path hostileFile() throws IOException {
        StringBuilder text = new StringBuilder();
        for (String title : TITLES) {
            text.append("#####\n#@$.#\n#####\nTitle: ").append(title).append("\nAuthor: ").append(title).append("\n\n");
        }
        return Files.writeString(dir.resolve("it's; DROP TABLE level;--.xsb"), text, StandardCharsets.UTF_8);
    }

    @Test
    void hostileTitlesAndNamesAreStoredAndReadBackVerbatim() throws IOException {
        Path file = hostileFile();
        String db = dir.resolve("catalog").toString();
        CliRun imported = CliRun.of("--db", db, "import", file.toString());
        assertEquals(0, imported.exitCode(), imported.err());

        CliRun dups = CliRun.of("--db", db, "dups");
        assertEquals(0, dups.exitCode(), dups.err());
        List<String> titles = dups.rows().stream().map(r -> r.split("\t", -1)[5]).toList();
        // stored verbatim; on a terminal or in TSV a backslash is shown doubled (docs/formats.md)
        assertEquals(TITLES.stream().map(t -> t.replace("\\", "\\\\")).toList(), titles);
        assertTrue(dups.rows().stream().allMatch(r -> r.split("\t", -1)[3].equals(file.toString())), dups.out());

        String exactId = dups.rows().get(0).split("\t", -1)[2];
        CliRun show = CliRun.of("--db", db, "show", exactId);
        assertEquals(0, show.exitCode(), show.err());
        for (String title : TITLES) {
            String shown = title.replace("\\", "\\\\");
            assertTrue(show.out().contains(shown), shown + " in " + show.out());
        }
        CliRun byPosition = CliRun.of("--db", db, "show", file + "#2");
        assertEquals(0, byPosition.exitCode(), byPosition.err());
        assertTrue(byPosition.out().contains(TITLES.get(1)), byPosition.out());

        // a filter is a value, not a pattern: wildcards and quotes match only themselves
        assertEquals(TITLES.size(), CliRun.of("--db", db, "dups", "--source", file.toString()).rows().size());
        assertEquals(0, CliRun.of("--db", db, "dups", "--source", "%").rows().size());
        assertEquals(0, CliRun.of("--db", db, "dups", "--source", "x' OR '1'='1").rows().size());
        CliRun injected = CliRun.of("--db", db, "show", "x' OR '1'='1");
        assertEquals(1, injected.exitCode(), injected.err());

        // nothing else changed: the catalog still holds its one source with all its boards
        CliRun collections = CliRun.of("--db", db, "collections");
        assertEquals(1, collections.rows().size(), collections.out());
        assertTrue(collections.rows().get(0).startsWith(file + "\t" + TITLES.size() + "\t"), collections.out());

        // and a web page shows them as text, never as markup
        Path page = dir.resolve("dups.html");
        CliRun.of("--db", db, "dups", "--html", page.toString()).succeeded();
        String html = Files.readString(page);
        assertFalse(html.contains("<script>alert"), "a title became markup");
        assertTrue(html.contains("&lt;script&gt;alert("), "the title is on the page, escaped");
    }

    @Test
    void aUrlAskingH2ToServeOthersIsRefused() {
        String url = "jdbc:h2:" + dir.resolve("served") + ";AUTO_SERVER=TRUE";
        CliRun run = CliRun.of("--db", url, "import", hostileFile_unchecked());
        assertEquals(3, run.exitCode());
        assertEquals(List.of("sokodb: AUTO_SERVER=TRUE would open a network port: sokodb keeps an embedded catalog off"
                + " the network (a catalog for many users belongs in PostgreSQL)"), run.errLines());
        assertFalse(Files.exists(dir.resolve("served.mv.db")));
    }

    private String hostileFile_unchecked() {
        try {
            return hostileFile().toString();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }


    // ---- passwords -------------------------------------------------------------------------

    @Test
    void aPasswordInAnH2UrlShowsNowhere() throws Exception {
        String url = "jdbc:h2:" + dir.resolve("locked") + ";USER=sa;PASSWORD=" + SECRET;
        CliRun created = CliRun.of("--db", url, "import", hostileFile().toString());
        assertEquals(0, created.exitCode(), created.err());
        assertNoSecret(created.out() + created.err());

        CliRun wrong = CliRun.of("--db", url.replace(SECRET, SECRET + "x"), "collections");
        assertEquals(3, wrong.exitCode());
        assertEquals(List.of("sokodb: cannot open catalog jdbc:h2:" + dir.resolve("locked")
                + ";USER=sa;PASSWORD=***: wrong user name or password"), wrong.errLines());
        assertNoSecret(wrong.err());
        assertNoSecretInFiles();
    }

    @Test
    void aPasswordInAPostgresqlUrlShowsNowhereNotEvenInADebugTrace() throws Exception {
        String file = hostileFile().toString();
        for (String url : List.of("jdbc:postgresql://127.0.0.1:1/sokodb?user=u&password=" + SECRET,
                "jdbc:postgresql://u:" + SECRET + "@127.0.0.1:1/sokodb")) {
            CliRun run = CliRun.of("--db", url, "import", file);
            assertEquals(3, run.exitCode());
            assertEquals(1, run.errLines().size(), run.err());
            assertTrue(run.err().contains("***"), run.err());
            assertNoSecret(run.err());
        }
        // a real process, with the URLs in the environment and a debug trace asked for: the
        // driver's messages, the refusal of user:secret@host and the traces show masked copies
        for (String url : List.of("jdbc:postgresql://127.0.0.1:1/sokodb?user=u&password=" + SECRET,
                "jdbc:postgresql://u:" + SECRET + "@127.0.0.1:1/sokodb")) {
            Processes p = Processes.start(Map.of("SOKODB_DB", url, "SOKODB_DEBUG", "1"), "import", file);
            assertEquals(3, p.finish());
            String err = String.join("\n", p.err());
            assertTrue(err.lines().count() > 1, "a trace: " + err);
            assertTrue(err.contains("jdbc:postgresql://u:***@127.0.0.1:1/sokodb")
                    || err.contains("jdbc:postgresql://127.0.0.1:1/sokodb?user=u&password=***"), err);
            assertNoSecret(err + String.join("\n", p.out()));
        }
        assertNoSecretInFiles();
    }

    private static void assertNoSecret(String text) {
        assertFalse(text.contains(SECRET), text);
    }

    /** No trace or lock file H2 left beside the catalog holds the password either. */
    private void assertNoSecretInFiles() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                String bytes = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
                assertFalse(bytes.contains(SECRET), f.toString());
            }
        }
    }
}
