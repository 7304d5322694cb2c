package org.sokodb.cli;

import java.io.PrintWriter;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** The {@code sokodb} command: global options and the list of subcommands. Nothing else. */
@Command(name = "sokodb",
        mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        description = "A Sokoban level catalog and duplicate detector.",
        subcommands = {
            IdCommand.class,
            ImportCommand.class,
            ImportSolutionsCommand.class,
            DupsCommand.class,
            CollectionsCommand.class,
            ShowCommand.class,
            StatsCommand.class,
            VerifyCommand.class,
            ExportCommand.class,
            SolveCommand.class,
            GenerateCommand.class,
            SimilarCommand.class,
        })
public final class Main implements Runnable {

    @Option(names = "--db", paramLabel = "URL|PATH", scope = ScopeType.INHERIT,
            description = "Catalog: a JDBC URL (jdbc:h2:…, jdbc:postgresql://…) or the path of an H2 file. "
                    + "Default: $SOKODB_DB, else ./sokodb")
    String db;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }

    /** The catalog location the user asked for, or the default. */
    public String database() {
        if (db != null && !db.isBlank()) {
            return db;
        }
        String env = System.getenv("SOKODB_DB");
        return env != null && !env.isBlank() ? env : "sokodb";
    }

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, false), new PrintWriter(System.err, true)));
    }

    /** Runs one command line with the given streams; returns the exit code. Used by tests too. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cmd = commandLine(out, err);
        int code = cmd.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        CommandLine cmd = new CommandLine(new Main());
        cmd.setOut(out);
        cmd.setErr(err);
        cmd.setExecutionExceptionHandler(new Failures());
        // enum-typed options take their values in any case: --order SIZE, --order size
        cmd.setCaseInsensitiveEnumValuesAllowed(true);
        cmd.setParameterExceptionHandler((ex, a) -> {
            ex.getCommandLine().getErr().println("sokodb: " + ex.getMessage());
            ex.getCommandLine().getErr().println("Try '" + ex.getCommandLine().getCommandSpec().qualifiedName()
                    + " --help' for more information.");
            return ExitCodes.USAGE;
        });
        return cmd;
    }
}
