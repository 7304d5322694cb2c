package org.sokodb.cli.terminal;

/** The exit codes of the command-line contract (docs/commands.md, "Exit codes and problem messages"). */
public final class ExitCodes {
    /** Everything fine. */
    public static final int OK = 0;
    /** Some input was rejected; the rest was processed. */
    public static final int REJECTED = 1;
    /** The command line itself was wrong. */
    public static final int USAGE = 2;
    /** The command could not run: database unreachable, file unreadable. */
    public static final int FAILED = 3;

    private ExitCodes() {
    }
}
