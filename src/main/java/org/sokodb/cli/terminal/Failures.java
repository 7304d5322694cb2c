package org.sokodb.cli.terminal;

import java.io.PrintWriter;
import java.io.UncheckedIOException;

import picocli.CommandLine;

/**
 * The one place that turns an exception escaping a command into an exit code and one line
 * on stderr. A trace is printed only when {@code SOKODB_DEBUG} is set.
 */
public final class Failures implements CommandLine.IExecutionExceptionHandler {

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, CommandLine.ParseResult parsed) {
        var err = cmd.getErr();
        if (ex instanceof CommandFailedException failed) {
            err.println("sokodb: " + ex.getMessage());
            if (System.getenv("SOKODB_DEBUG") != null) {
                ex.printStackTrace(err);
            }
            err.flush();
            return failed.exitCode();
        }
        if (ex instanceof org.sokodb.verify.SolutionFileException) {
            // a solutions file that fails part way is input that could not be read: rejected, as a level file's is
            err.println("sokodb: " + ex.getMessage());
            err.flush();
            return ExitCodes.REJECTED;
        }
        if (ex instanceof org.sokodb.catalog.db.CatalogException) {
            err.println("sokodb: " + ex.getMessage());
        } else if (ex instanceof UncheckedIOException u) {
            err.println("sokodb: " + org.sokodb.format.source.Sources.reason(u.getCause()));
        } else {
            err.println("sokodb: internal error: " + ex + " (set SOKODB_DEBUG=1 for a trace, and please report it)");
        }
        if (System.getenv("SOKODB_DEBUG") != null) {
            ex.printStackTrace(err);
        }
        err.flush();
        return ExitCodes.FAILED;
    }

    /**
     * The command ran out of the heap the launcher gave it (sized per command, docs/performance.md):
     * say how big it was and how to give more. Whatever the command stored so far was committed
     * whole or not at all, as after any failure.
     */
    public static int outOfMemory(PrintWriter err) {
        long mib = Runtime.getRuntime().maxMemory() >> 20;
        err.println("sokodb: out of memory: this command needs more than its " + mib + " MiB of Java heap;"
                + " run it again with more, e.g. SOKODB_JAVA_OPTS=-Xmx" + Math.max(2, 2 * mib / 1024 + 1) + "g");
        err.flush();
        return ExitCodes.FAILED;
    }
}
