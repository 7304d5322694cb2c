package org.sokodb.cli.terminal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;

/**
 * Whether this process was started with SIGINT ignored, so that Ctrl-C and {@code kill -INT}
 * cannot stop it: a job a script starts in the background with {@code &} starts so (a shell
 * without job control ignores SIGINT in its background jobs), and a JVM started so never
 * handles SIGINT, whatever it asks for. SIGTERM ({@code kill PID}) stops it as Ctrl-C would.
 * Told from the {@code SigIgn} mask of {@code /proc/self/status} (Linux); elsewhere, and when
 * that cannot be read, false.
 */
public final class InterruptIgnored {
    private static final int SIGINT = 2;

    private InterruptIgnored() {
    }

    /** True when SIGINT is ignored in this process (see the class). */
    public static boolean now() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("SigIgn:")) {
                    return ignores(line.substring("SigIgn:".length()).strip());
                }
            }
        } catch (IOException | RuntimeException e) {
            // no /proc (not Linux): not known, and so not said
        }
        return false;
    }

    /** Whether the hexadecimal signal mask {@code mask} ({@code SigIgn} of /proc) holds SIGINT. */
    static boolean ignores(String mask) {
        return !mask.isEmpty() && (HexFormat.fromHexDigitsToLong(mask.substring(Math.max(0, mask.length() - 16)))
                & (1L << (SIGINT - 1))) != 0;
    }
}
