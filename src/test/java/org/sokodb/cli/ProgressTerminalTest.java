package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.EmptyCatalog;

/**
 * Issue 17, point 1: the progress line in a real pseudo-terminal of 80 columns, with stdout
 * redirected to a file as a user logging the output would: the line is drawn on stderr all
 * the same, never as wide as the terminal (so it never wraps and leaves nothing behind), it
 * reaches 100%, and the problem lines stand on lines of their own.
 */
class ProgressTerminalTest {
    private static final Path COLLECTIONS = Path.of("collections").toAbsolutePath();

    @TempDir
    Path dir;

    @Test
    void idWithStdoutRedirectedDrawsOnStderrWithinEightyColumns() throws Exception {
        String log = Pty.run(80, Pty.sokodb("id", COLLECTIONS.toString()) + " > ids.tsv", dir);
        List<String> pieces = Pty.pieces(log);
        assertTrue(pieces.stream().anyMatch(p -> p.startsWith("identifying") && p.contains("100%")), log);
        // the progress line's pieces; problem lines are ordinary lines and may be as long as their path
        for (String piece : pieces.stream().filter(p -> p.startsWith("identifying")).toList()) {
            assertTrue(piece.length() <= 79, "wider than the terminal: " + piece);
        }
        List<String> ids = Files.readAllLines(dir.resolve("ids.tsv"));
        assertEquals("source\tindex\ttitle\texact_id\tunique_id", ids.get(0));
        assertTrue(ids.size() > 300, "every level of collections/");
        assertFalse(String.join("\n", ids).contains("\u001b"), "no escape code reaches the redirected stdout");
        // the note about the licence file is a line of its own: the progress line was erased before it
        assertTrue(log.lines().filter(l -> l.contains("LICENSE: skipped"))
                .allMatch(l -> Pty.pieces(l).get(Pty.pieces(l).size() - 1).startsWith(COLLECTIONS.toString())), log);
    }

    @Test
    void importShowsTheSourcesAndBoardsThenClearsTheLineForTheTotals() throws Exception {
        EmptyCatalog.placeAt(dir.resolve("c")); // the progress of the import is the point, not the catalog's creation
        String log = Pty.run(80, Pty.sokodb("--db", "c", "import", COLLECTIONS.toString()) + " > out.txt", dir);
        List<String> pieces = Pty.pieces(log);
        assertTrue(pieces.stream().anyMatch(p -> p.matches("importing \\[#+] 100% (\\d+)/\\1 sources [\\d,]+ boards.*")),
                log);
        for (String piece : pieces.stream().filter(p -> p.startsWith("importing")).toList()) {
            assertTrue(piece.length() <= 79, "wider than the terminal: " + piece);
        }
        String last = log.substring(log.lastIndexOf("importing"));
        assertTrue(last.contains("\r\u001b[K"), "the last progress line drawn is erased: " + last);
        List<String> out = Files.readAllLines(dir.resolve("out.txt"));
        assertTrue(out.get(out.size() - 1).startsWith("total: "), out.toString());
    }

    @Test
    void nothingIsDrawnWhenStderrIsNoTerminal() throws Exception {
        String log = Pty.run(80, Pty.sokodb("id", COLLECTIONS.toString()) + " > ids.tsv 2> err.txt", dir);
        assertFalse(log.contains("identifying"), log);
        assertFalse(Files.readString(dir.resolve("err.txt")).contains("\u001b"));
    }
}
