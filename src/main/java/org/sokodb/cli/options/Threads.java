package org.sokodb.cli.options;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/** {@code --threads N}, checked the same way by every command that takes it. */
public final class Threads {
    /** More threads than this buy nothing and would hold that many batches of boards or searches in memory. */
    public static final int MAX = 256;

    private Threads() {
    }

    /**
     * {@code threads} when it is 1 to {@link #MAX}.
     *
     * @throws ParameterException otherwise, a usage error of {@code command}
     */
    public static int check(CommandLine command, int threads) {
        if (threads < 1 || threads > MAX) {
            throw new ParameterException(command, "--threads must be between 1 and " + MAX + ", not " + threads);
        }
        return threads;
    }
}
