package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;


/**
 * What a new user types first: {@code sokodb} alone, {@code sokodb help} of a mistyped
 * command, the completion's help, and a first catalog in a directory they may not write in.
 */
class FirstCommandsTest {
    static final Path SCREEN = Path.of("collections/xsokoban/screen.1").toAbsolutePath();

    @TempDir
    Path dir;

    /** docs/commands.md: the short help on stdout, exit 0 (it was a usage error, exit 2, saying only "try --help"). */
    @Test
    void noCommandIsTheShortHelpAndExit0() {
        for (String[] line : new String[][] {{}, {"--db", dir.resolve("c").toString()}}) {
            Cli r = Cli.run(line);
            assertEquals(0, r.code(), r.err());
            assertEquals("", r.err());
            assertTrue(r.out().startsWith("Usage: sokodb [--db=URL|PATH] COMMAND ...\n"), r.out());
            List<String> words = List.of(r.out().replaceAll("(?s).*Commands:(.*?)\n\n.*", "$1").trim().split("\\s+"));
            List<String> names = CommandTree.whole(new Main()).getSubcommands().keySet().stream().toList();
            assertEquals(names, words, "every command, in the order of --help");
            assertTrue(r.out().contains("'sokodb help COMMAND' explains one."), r.out());
            r.out().lines().forEach(l -> assertTrue(l.length() <= 80, l));
            assertFalse(Files.exists(dir.resolve("c.mv.db")), "the help opens no catalog");
        }
    }

    /** picocli's help command said "Unknown subcommand 'improt'." and suggested nothing. */
    @Test
    void helpOfAMistypedCommandSuggestsTheNearOne() {
        Cli r = Cli.run("help", "improt");
        assertEquals(2, r.code());
        assertEquals("sokodb: unknown command 'improt'\nDid you mean: import or import-solutions or similar?\n"
                + "Try 'sokodb --help' for more information.\n", r.err());
        assertEquals(r.err(), Cli.run("improt").err(), "said as the mistyped command itself is");
        Cli far = Cli.run("help", "xyzzy");
        assertEquals("sokodb: unknown command 'xyzzy'\nTry 'sokodb --help' for more information.\n", far.err());
    }

    /** The bash completion's path was cut after "~/." by the help's wrapping: a line a user copies. */
    @Test
    void theCompletionsPathsAreWhole() {
        String help = Cli.run("completion", "--help").out();
        assertTrue(help.lines().anyMatch(
                l -> l.equals("(sokodb completion > ~/.local/share/bash-completion/completions/sokodb)")), help);
        assertTrue(help.lines().anyMatch(l -> l.contains(" ~/.zshrc ")), help);
        assertFalse(help.lines().anyMatch(l -> l.endsWith("~/.")), help);
    }

    /**
     * The same file named twice on one line, under another spelling, inside a directory named
     * before it or in one named after it, is read once: {@code solve a.sok a.sok} solved every level twice and {@code id}
     * listed each twice. A name with blanks and letters beyond ASCII is read as any other.
     */
    @Test
    void aFileNamedTwiceIsReadOnce() throws IOException {
        Path set = Files.createDirectory(dir.resolve("my levels"));
        Path file = Files.copy(SCREEN, set.resolve("Écran un.xsb"));
        String again = dir.resolve("my levels/../my levels/Écran un.xsb").toString();
        Cli twice = Cli.run("id", file.toString(), again);
        assertEquals(0, twice.code(), twice.err());
        assertEquals(List.of("source\tindex\ttitle\texact_id\tunique_id",
                file + "\t1\t\t798D9C4FA3935562\t02D324FCF43C6CFD"), twice.out().lines().toList());
        assertEquals(again + ": skipped: the same file as " + file + ", read already\n", twice.err());

        Cli inside = Cli.run("id", set.toString(), file.toString(), again, set.toString());
        assertEquals(0, inside.code(), inside.err());
        assertEquals(twice.out(), inside.out());
        assertEquals(file + ": skipped: inside " + set + ", read already\n"
                + again + ": skipped: inside " + set + ", read already\n"
                + set + ": skipped: the same directory as " + set + ", read already\n", inside.err());

        Cli fileThenItsDirectory = Cli.run("id", again, set.toString());
        assertEquals(0, fileThenItsDirectory.code(), fileThenItsDirectory.err());
        assertEquals(2, fileThenItsDirectory.out().lines().count(), fileThenItsDirectory.out());
        assertEquals(file + ": skipped: the same file as " + again + ", read already\n", fileThenItsDirectory.err());

        Path catalog = dir.resolve("c");
        Cli imported = Cli.run("--db", catalog.toString(), "import", file.toString(), file.toString());
        assertEquals(0, imported.code(), imported.err());
        assertTrue(imported.out().endsWith("total: 1 source imported into " + catalog + ".mv.db; 1 board: 1 level"
                + " (1 new, 0 already known), 0 invalid, 0 duplicates found\n"), imported.out());
    }

    /**
     * {@code --db "$CATALOG"} with the variable unset was the default catalog, without a word:
     * an import went into {@code ./sokodb.mv.db}. It is refused in one line, nothing written.
     */
    @Test
    void anEmptyDbIsRefusedNotTheDefault() throws IOException {
        // README's main job, run in this checkout before the tests, leaves a default catalog here
        Path fallback = Path.of("sokodb.mv.db");
        String before = Files.exists(fallback) ? Files.size(fallback) + " " + Files.getLastModifiedTime(fallback) : "none";
        for (String[] line : new String[][] {{"--db", "", "import", SCREEN.toString()},
            {"import", "--db=", SCREEN.toString()}, {"--db", " ", "stats"}}) {
            Cli r = Cli.run(line);
            assertEquals(3, r.code(), r.err());
            assertEquals("sokodb: the catalog location is empty (give --db a path or a URL, or leave it out for"
                    + " sokodb.mv.db in the current directory)\n", r.err());
            assertEquals("", r.out());
        }
        String after = Files.exists(fallback) ? Files.size(fallback) + " " + Files.getLastModifiedTime(fallback) : "none";
        assertEquals(before, after, "the default catalog neither made nor written");
    }
}
