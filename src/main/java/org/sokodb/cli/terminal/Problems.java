package org.sokodb.cli.terminal;

import java.io.PrintWriter;

import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.SourceLocation;

/**
 * Where a command reports problems with its input: one line each on stderr,
 * {@code source:line: level N: reason}, counted so the command can exit 1.
 */
public final class Problems implements Diagnostics {
    private final PrintWriter err;
    private int count;

    public Problems(PrintWriter err) {
        this.err = err;
    }

    /** A rejected input: counts toward exit code 1. */
    public synchronized void report(SourceLocation where, String reason) {
        count++;
        // a file or zip entry name may hold a line break too: the contract is one line per problem
        err.println(oneLine(where.message(reason)));
        err.flush();
    }

    /** The same as {@link #report}: so a command passes its {@code Problems} wherever problems are reported. */
    @Override
    public void problem(SourceLocation where, String reason) {
        report(where, reason);
    }

    /** Information that does not make the run fail (a skipped README inside a directory). */
    @Override
    public synchronized void note(String where, String message) {
        err.println(oneLine(where + ": " + message));
        err.flush();
    }

    public synchronized int count() {
        return count;
    }

    /** Exit code for a run that otherwise went well. */
    public int exitCode() {
        return count() == 0 ? ExitCodes.OK : ExitCodes.REJECTED;
    }

    static String oneLine(String s) {
        return s.replace('\n', ' ').replace('\r', ' ');
    }
}
