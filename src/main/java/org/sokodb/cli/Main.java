package org.sokodb.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import org.sokodb.cli.terminal.ClosedStdout;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Failures;
import org.sokodb.cli.terminal.Terminal;
import org.sokodb.cli.terminal.UsageMessages;
import org.sokodb.cli.terminal.Version;
import org.sokodb.cli.terminal.VisiblePrintWriter;

/** The {@code sokodb} command: global options; its commands are {@link CommandTree}'s. Nothing else. */
@Command(name = "sokodb",
        mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        resourceBundle = "org.sokodb.cli.options.FileOptions",
        description = "A Sokoban level catalog and duplicate detector.",
        footer = {"", "The catalog is the H2 file sokodb.mv.db in the current directory unless --db or $SOKODB_DB "
                + "names another. 'sokodb help COMMAND' explains a command."})
public final class Main implements Runnable {

    /** Not inherited: the commands that use a catalog take it again through {@link CatalogOption}. */
    @Option(names = "--db", paramLabel = "URL|PATH", description = CatalogOption.DESCRIPTION)
    String db;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private Terminal terminal = Terminal.NONE;

    /**
     * {@code sokodb} alone: the short help on stdout, exit 0, as most tools answer a first try
     * (docs/commands.md). design.md's contract is silent on it; a usage error here told a new
     * user only to try {@code --help}.
     */
    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        out.print(shortHelp(spec));
        out.flush();
    }

    /** The usage line, every command's name in help order wrapped at 80 columns, and where to begin. */
    static String shortHelp(CommandLine.Model.CommandSpec root) {
        StringBuilder text = new StringBuilder("Usage: sokodb [--db=URL|PATH] COMMAND ...\n")
                .append(String.join(" ", root.usageMessage().description())).append("\n\nCommands:");
        int column = "Commands:".length();
        for (String name : root.subcommands().keySet()) {
            if (column + 1 + name.length() > 78) {
                text.append("\n ");
                column = 1;
            }
            text.append(' ').append(name);
            column += 1 + name.length();
        }
        return text.append("\n\nTo begin: sokodb import DIR (levels, directories, zips), then sokodb dups.\n")
                .append("'sokodb --help' says what each command does; 'sokodb help COMMAND' explains one.\n")
                .toString();
    }

    /**
     * The catalog location the user asked for, or the default. An empty {@code --db} (an unset
     * variable in {@code --db "$CATALOG"}) is not the default: it is refused where it is read
     * ("the catalog location is empty"); an empty {@code $SOKODB_DB} counts as unset.
     */
    public String database() {
        if (db != null) {
            return db;
        }
        String env = System.getenv("SOKODB_DB");
        // with its suffix: a directory named sokodb beside it is not what the default names
        return env != null && !env.isBlank() ? env : "sokodb.mv.db";
    }

    /** The terminal stderr is on, for progress lines ({@link Terminal#NONE} when run by tests). */
    Terminal terminal() {
        return terminal;
    }

    /**
     * stdout and stderr are UTF-8 whatever the locale: TSV, JSON (RFC 8259) and text alike; a
     * stdout whose reader has gone ends the command ({@link ClosedStdout}).
     */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(
                ClosedStdout.of(), StandardCharsets.UTF_8)), false);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(
                new FileOutputStream(FileDescriptor.err), StandardCharsets.UTF_8), true);
        int code = run(args, out, err, Terminal.detect());
        System.exit(ClosedStdout.exitCode(code));
    }

    /**
     * Runs one command line with the given streams; returns the exit code. Used by tests too.
     * Everything printed passes {@link VisiblePrintWriter}: no control character from a file
     * reaches either stream raw.
     */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, Terminal.NONE);
    }

    static int run(String[] args, PrintWriter rawOut, PrintWriter rawErr, Terminal terminal) {
        PrintWriter out = VisiblePrintWriter.of(rawOut, false);
        PrintWriter err = VisiblePrintWriter.of(rawErr, true);
        Main main = new Main();
        main.terminal = terminal;
        CommandLine cmd = configured(CommandTree.forLine(main, args), out, err);
        int code;
        try {
            code = cmd.execute(args);
        } catch (OutOfMemoryError e) {
            // picocli hands errors through: one line, not the JVM's trace
            code = Failures.outOfMemory(err);
        }
        out.flush();
        err.flush();
        return code;
    }

    /** The whole command tree (every command), as {@link #run} sets it up. */
    static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        return configured(CommandTree.whole(new Main()), out, err);
    }

    /** Streams and handlers set on the root after its commands joined it, so that they reach them too. */
    private static CommandLine configured(CommandLine cmd, PrintWriter out, PrintWriter err) {
        cmd.setOut(out);
        cmd.setErr(err);
        cmd.setExecutionExceptionHandler(new Failures());
        // enum-typed options take their values in any case: --order SIZE, --order size
        cmd.setCaseInsensitiveEnumValuesAllowed(true);
        // a catalog may be called as a command is: --db credits credits, --db stats stats
        cmd.setAllowSubcommandsAsOptionParameters(true);
        cmd.setParameterExceptionHandler(Main::usageError);
        return cmd;
    }

    /** One line saying what is wrong (with picocli's "did you mean" for a typo), one saying where help is. */
    private static int usageError(CommandLine.ParameterException ex, String[] args) {
        CommandLine where = ex.getCommandLine();
        PrintWriter err = where.getErr();
        err.println("sokodb: " + UsageMessages.of(ex));
        var suggestions = UsageMessages.suggestions(ex);
        if (!suggestions.isEmpty()) {
            err.println("Did you mean: " + String.join(" or ", suggestions) + "?");
        }
        err.println("Try '" + where.getCommandSpec().qualifiedName() + " --help' for more information.");
        return ExitCodes.USAGE;
    }
}
