package org.sokodb.cli;

/** The command could not run at all (exit 3); the message is the one line the user sees. */
public final class CommandFailedException extends RuntimeException {
    public CommandFailedException(String message) {
        super(message, null, false, false);
    }

    public CommandFailedException(String message, Throwable cause) {
        super(message, cause, false, false);
    }
}
