package org.sokodb.cli.terminal;

/** The command could not run (exit 3, or the code given); the message is the one line the user sees. */
public final class CommandFailedException extends RuntimeException {
    private final int exitCode;

    public CommandFailedException(String message) {
        this(message, ExitCodes.FAILED);
    }

    public CommandFailedException(String message, Throwable cause) {
        super(message, cause, false, false);
        this.exitCode = ExitCodes.FAILED;
    }

    public CommandFailedException(String message, int exitCode) {
        super(message, null, false, false);
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }
}
