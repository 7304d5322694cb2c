package org.sokodb.cli;

import java.util.List;

import picocli.CommandLine;

/**
 * The commands under {@code sokodb}, in the order the help lists them, and the picocli tree
 * made of them: the whole tree, or the root with only the command a line names. picocli reads
 * every option of a command from its annotations when the command joins the tree, and its own
 * classes (class-file version 49) cannot go into the class-data archive, so a quick query that
 * built all 19 commands spent a tenth of its time there (docs/performance.md). A line that
 * names one command by its name after nothing but {@code --db} gets that command alone; any
 * other line (help, the completion script, the manual page, no command, a mistyped one, an
 * option of the root's) gets the whole tree, so that what picocli says is what it always said.
 * The name is looked up in {@link #named(String)}'s table, not in the commands' annotations:
 * reading all 19 of them was 2 % of a quick command's main thread (docs/startup.md).
 */
final class CommandTree {
    /** Every command, in the order of {@code sokodb --help}. */
    static List<Class<?>> commands() {
        return Whole.COMMANDS;
    }

    /** The list of every command, loaded only when the whole tree is built. */
    private static final class Whole {
        static final List<Class<?>> COMMANDS = List.of(
                IdCommand.class,
                ImportCommand.class,
                ImportSolutionsCommand.class,
                DupsCommand.class,
                CreditsCommand.class,
                AuthorsCommand.class,
                CollectionsCommand.class,
                ShowCommand.class,
                StatsCommand.class,
                VerifyCommand.class,
                ExportCommand.class,
                SolveCommand.class,
                DifficultyCommand.class,
                OptimizeCommand.class,
                GenerateCommand.class,
                SimilarCommand.class,
                ServeCommand.class,
                CompletionCommand.class,
                ManCommand.class,
                CommandLine.HelpCommand.class);

        private Whole() {
        }
    }

    private CommandTree() {
    }

    /** The root with every command under it. */
    static CommandLine whole(Main main) {
        CommandLine root = new CommandLine(main);
        for (Class<?> command : commands()) {
            root.addSubcommand(command);
        }
        return root;
    }

    /** The root with only the command {@code args} name, or the whole tree when they name none plainly. */
    static CommandLine forLine(Main main, String[] args) {
        Class<?> command = named(args);
        if (command == null) {
            return whole(main);
        }
        CommandLine root = new CommandLine(main);
        root.addSubcommand(command);
        return root;
    }

    /**
     * The command a line names when only {@code --db VALUE} or {@code --db=VALUE} comes before
     * it and it needs no other command; null for any other line.
     */
    static Class<?> named(String[] args) {
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--db")) {
                if (i + 1 >= args.length || args[i + 1].startsWith("-")) {
                    return null;
                }
                i++;
            } else if (arg.startsWith("-")) {
                if (!arg.startsWith("--db=")) {
                    return null;
                }
            } else {
                return named(arg);
            }
        }
        return null;
    }

    /**
     * The command called {@code name}, as its {@code @Command} says ({@code CommandTreeTest}
     * checks every one); null for a name no command has and for the commands that read the
     * whole tree (the help of every command, its completion, its manual).
     */
    static Class<?> named(String name) {
        return switch (name) {
            case "id" -> IdCommand.class;
            case "import" -> ImportCommand.class;
            case "import-solutions" -> ImportSolutionsCommand.class;
            case "dups" -> DupsCommand.class;
            case "credits" -> CreditsCommand.class;
            case "authors" -> AuthorsCommand.class;
            case "collections" -> CollectionsCommand.class;
            case "show" -> ShowCommand.class;
            case "stats" -> StatsCommand.class;
            case "verify" -> VerifyCommand.class;
            case "export" -> ExportCommand.class;
            case "solve" -> SolveCommand.class;
            case "difficulty" -> DifficultyCommand.class;
            case "optimize" -> OptimizeCommand.class;
            case "generate" -> GenerateCommand.class;
            case "similar" -> SimilarCommand.class;
            case "serve" -> ServeCommand.class;
            default -> null;
        };
    }
}
