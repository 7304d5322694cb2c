package org.sokodb.cli.terminal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The terminal sokodb's stderr is on, if it is on one: whether a progress line may be drawn
 * there, and how wide it may be.
 *
 * <p>Java 17 only says whether stdin and stdout are both a terminal ({@code System.console()}),
 * which is the wrong question for a progress line on stderr: {@code sokodb id … > ids.tsv}
 * should still show one. On Linux the kernel names the device behind file descriptor 2
 * ({@code /proc/self/fd/2}); elsewhere the console is the best guess. The width comes from
 * {@code stty size} run on that device (what JLine does too without a native library),
 * asked again at most every two seconds so that a resized window is followed; when it
 * cannot be learnt, {@code $COLUMNS}, else 80.
 */
public final class Terminal {
    /** No terminal: nothing is ever drawn (tests, redirected stderr). */
    public static final Terminal NONE = new Terminal(false, false, Optional.empty(), 80);

    private static final long REASK_NANOS = TimeUnit.SECONDS.toNanos(2);

    private final boolean stderr;
    private final boolean stdout;
    private final Optional<Path> device;
    private final int fixedColumns;
    private int columns;
    private long askedAt;
    private boolean asked;

    private Terminal(boolean stderr, boolean stdout, Optional<Path> device, int fixedColumns) {
        this.stderr = stderr;
        this.stdout = stdout;
        this.device = device;
        this.fixedColumns = fixedColumns;
        this.columns = fixedColumns;
    }

    /** The real process's stderr. */
    public static Terminal detect() {
        Optional<Path> err = device(2);
        if (Files.isDirectory(Path.of("/proc/self/fd"))) {
            return new Terminal(err.isPresent(), device(1).isPresent(), err, 0);
        }
        boolean console = System.console() != null;
        return new Terminal(console, console, console ? Optional.of(Path.of("/dev/tty")) : Optional.empty(), 0);
    }

    /** The terminal device behind a file descriptor, as Linux names it; empty when it is no terminal. */
    private static Optional<Path> device(int fd) {
        try {
            Path target = Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd));
            String name = target.toString();
            boolean tty = name.startsWith("/dev/pts/") || name.startsWith("/dev/tty") || name.equals("/dev/console");
            return tty ? Optional.of(target) : Optional.empty();
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return Optional.empty();
        }
    }

    /** A terminal of a fixed width (tests of the drawing). */
    static Terminal ofWidth(int columns) {
        return new Terminal(true, false, Optional.empty(), columns);
    }

    /** True when stderr is a terminal, so a self-redrawing line may be drawn on it. */
    public boolean stderrIsTerminal() {
        return stderr;
    }

    /** True when stdout is a terminal too (then its lines must not be glued to the progress line). */
    boolean stdoutIsTerminal() {
        return stdout;
    }

    /** The terminal's width in columns (at least 20). */
    synchronized int columns() {
        if (fixedColumns > 0) {
            return fixedColumns;
        }
        long now = System.nanoTime();
        if (!asked || now - askedAt > REASK_NANOS) {
            asked = true;
            askedAt = now;
            columns = ask().orElseGet(Terminal::fromEnvironment);
        }
        return Math.max(20, columns);
    }

    private Optional<Integer> ask() {
        if (device.isEmpty()) {
            return Optional.empty();
        }
        try {
            Process stty = new ProcessBuilder("stty", "size")
                    .redirectInput(ProcessBuilder.Redirect.from(device.get().toFile()))
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            String answer = new String(stty.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).strip();
            if (!stty.waitFor(1, TimeUnit.SECONDS) || stty.exitValue() != 0) {
                stty.destroy();
                return Optional.empty();
            }
            String[] rowsColumns = answer.split("\\s+");
            int cols = rowsColumns.length == 2 ? Integer.parseInt(rowsColumns[1]) : 0;
            return cols > 0 ? Optional.of(cols) : Optional.empty();
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    private static int fromEnvironment() {
        try {
            String env = System.getenv("COLUMNS");
            return env == null ? 80 : Integer.parseInt(env.strip());
        } catch (NumberFormatException e) {
            return 80;
        }
    }
}
