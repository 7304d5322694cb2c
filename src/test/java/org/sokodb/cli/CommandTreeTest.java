package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import org.junit.jupiter.api.Test;

import picocli.CommandLine;

/**
 * A command line that names one command builds only that command ({@link CommandTree}), and
 * says exactly what the whole tree says: its help, its usage errors; every other line gets the
 * whole tree.
 */
class CommandTreeTest {

    private static CommandLine whole() {
        return Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    }

    @Test
    void everyCommandOfTheTreeIsListedAndReachableByItsName() {
        CommandLine root = whole();
        assertEquals(CommandTree.commands().size(), root.getSubcommands().size());
        for (CommandLine sub : root.getSubcommands().values()) {
            String name = sub.getCommandName();
            if (name.equals("help")) {
                continue; // picocli's own: 'help --help' prints its one line
            }
            Cli r = Cli.run(name, "--help");
            assertEquals(0, r.code(), name + ": " + r.err());
            assertTrue(r.out().startsWith("Usage: sokodb " + name + " "), name + ": " + r.out());
            // the help the command prints alone is the whole tree's, byte for byte
            assertEquals(sub.getUsageMessage(CommandLine.Help.Ansi.OFF), r.out(), name);
        }
    }

    @Test
    void theTableOfNamesAgreesWithEveryCommandsAnnotation() {
        for (Class<?> command : CommandTree.commands()) {
            String name = command.getAnnotation(picocli.CommandLine.Command.class).name();
            boolean readsTheTree = List.of("completion", "man", "help").contains(name);
            assertSame(readsTheTree ? null : command, CommandTree.named(name), name);
            assertSame(readsTheTree ? null : command, CommandTree.named(new String[] {"--db", "x", name}), name);
        }
        assertNull(CommandTree.named("stat"));
    }

    @Test
    void aLineNamingOneCommandBuildsThatCommandAlone() {
        assertSame(StatsCommand.class, CommandTree.named(new String[] {"stats"}));
        assertSame(DupsCommand.class, CommandTree.named(new String[] {"--db", "x", "dups", "--json"}));
        assertSame(ShowCommand.class, CommandTree.named(new String[] {"--db=x", "show", "help"}));
        CommandLine one = CommandTree.forLine(new Main(), new String[] {"--db", "x", "stats"});
        assertEquals(List.of("stats"), List.copyOf(one.getSubcommands().keySet()));
    }

    @Test
    void everyOtherLineGetsTheWholeTree() {
        for (String[] line : List.of(new String[] {}, new String[] {"help", "stats"}, new String[] {"completion"},
                new String[] {"man"}, new String[] {"stat"}, new String[] {"--help"}, new String[] {"-h", "stats"},
                new String[] {"--version"}, new String[] {"--db"}, new String[] {"--db", "--help", "stats"},
                new String[] {"--", "stats"})) {
            assertNull(CommandTree.named(line), String.join(" ", line));
            assertEquals(CommandTree.commands().size(), CommandTree.forLine(new Main(), line).getSubcommands().size());
        }
    }

    @Test
    void aMistypedCommandIsStillSuggestedFromEveryCommand() {
        Cli r = Cli.run("stat");
        assertEquals(2, r.code());
        assertEquals("sokodb: unknown command 'stat'\nDid you mean: stats or generate?\nTry 'sokodb --help' for more information.\n",
                r.err().replace(System.lineSeparator(), "\n"));
    }
}
