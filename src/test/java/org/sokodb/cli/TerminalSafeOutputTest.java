package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Titles, notes and file names are text from strangers: none of their control characters
 * reaches stdout or stderr raw (a title {@code ESC ] 0 ; … BEL} would retitle the terminal
 * window, {@code ESC [ 2 J} clear it). They are shown as {@code \x1b}, a backslash as
 * {@code \\} (docs/formats.md); JSON keeps its own escapes, and the catalog and the exported
 * files keep the exact text.
 */
class TerminalSafeOutputTest {
    private static final String HOSTILE = "bad \u001b]0;pwned\u0007 \u001b[2J";
    private static final String BOARD = "#####\n#@$.#\n#####\n";

    @TempDir
    Path dir;

    private Path level(String name, String title) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, "Title: " + title + "\n" + BOARD, StandardCharsets.UTF_8);
        return p;
    }

    /** Nothing below U+0020 but tab and line feed, no DEL, no C1 control. */
    static void assertNoRawControl(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean control = (c < 0x20 && c != '\t' && c != '\n') || (c >= 0x7f && c <= 0x9f);
            assertTrue(!control, String.format(java.util.Locale.ROOT, "raw U+%04X at %d in: %s", (int) c, i, text));
        }
    }

    @Test
    void aTitleWithTerminalControlsIsShownEscaped() throws IOException {
        CliRun run = CliRun.of("id", level("one.xsb", HOSTILE + " \u009b31m \u007f C:\\x1b").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertNoRawControl(run.out());
        assertTrue(run.out().contains("\tbad \\x1b]0;pwned\\x07 \\x1b[2J \\u009b31m \\x7f C:\\\\x1b\t"), run.out());
    }

    /**
     * The bidi controls would reorder the rest of the row on a terminal (a title that shows as
     * another, or moves the columns after it), the invisible format characters hide text: each
     * is escaped as a control character is, in TSV and in JSON; the joiners emoji and scripts
     * need pass.
     */
    @Test
    void bidiAndFormatCharactersAreShownEscaped() throws IOException {
        String title = "a\u202eb\u202ac\u202bd\u202ce\u202df\u2066g\u2067h\u2068i\u2069j\u200ek\u200fl\u061cm"
                + "\u200bn\u2060o\u00adq \ud83d\udc68\u200d\ud83d\udc69 \u0645\u06cc\u200c\u062e";
        CliRun run = CliRun.of("id", level("one.xsb", title).toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("\ta\\u202eb\\u202ac\\u202bd\\u202ce\\u202df\\u2066g\\u2067h\\u2068i"
                + "\\u2069j\\u200ek\\u200fl\\u061cm\\u200bn\\u2060o\\u00adq \ud83d\udc68\u200d\ud83d\udc69 "
                + "\u0645\u06cc\u200c\u062e\t"), run.out());
        CliRun json = CliRun.of("id", "--json", level("one.xsb", "a\u202eb\u2066c").toString());
        assertTrue(json.out().contains("\"title\":\"a\\u202Eb\\u2066c\""), json.out());
    }

    @Test
    void aFileNameWithTerminalControlsIsShownEscapedOnStderr() throws IOException {
        Path bad = dir.resolve("evil\u001b[2J.xsb");
        Files.writeString(bad, "#####\n# $.#\n#####\n", StandardCharsets.UTF_8); // no man
        CliRun run = CliRun.of("id", bad.toString());
        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertNoRawControl(run.err());
        assertNoRawControl(run.out());
        assertTrue(run.err().contains("evil\\x1b[2J.xsb:"), run.err());
    }

    @Test
    void jsonKeepsTheExactTextInItsOwnEscapes() throws IOException {
        CliRun run = CliRun.of("id", "--json", level("one.xsb", HOSTILE + " \u0085 a\\b").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertNoRawControl(run.out());
        assertTrue(run.out().contains("\"title\":\"bad \\u001B]0;pwned\\u0007 \\u001B[2J \\u0085 a\\\\b\""), run.out());
    }

    @Test
    void theCatalogAndTheExportKeepTheExactText() throws IOException {
        String db = dir.resolve("catalog").toString();
        CliRun.of("--db", db, "import", level("one.xsb", HOSTILE).toString()).succeeded();
        String id = CliRun.of("id", level("one.xsb", HOSTILE).toString()).rows().get(0).split("\t")[3];
        CliRun show = CliRun.of("--db", db, "show", id);
        assertEquals(0, show.exitCode(), show.err());
        assertNoRawControl(show.out());
        assertTrue(show.out().contains("bad \\x1b]0;pwned\\x07"), show.out());
        Path exported = dir.resolve("out.sok");
        CliRun export = CliRun.of("--db", db, "export", "--out", exported.toString());
        assertEquals(0, export.exitCode(), export.err());
        assertTrue(Files.readString(exported, StandardCharsets.UTF_8).contains(HOSTILE));
    }
}
