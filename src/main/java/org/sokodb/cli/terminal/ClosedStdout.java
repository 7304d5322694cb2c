package org.sokodb.cli.terminal;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Standard output that stops the command when whoever reads it has gone: {@code sokodb id
 * boxoban-levels.zip | head} ended after {@code head}'s three lines only when every one of the
 * 1.5 million levels had been identified, since the JVM ignores SIGPIPE and a
 * {@link java.io.PrintWriter} keeps its write errors to itself. The first write that fails
 * ends the process as SIGTERM would (its shutdown hooks run: an import rolls back its source
 * under way and says what it kept), with exit {@value #EXIT_CODE}, 128 + SIGPIPE, as a shell
 * reports a tool a closed pipe ended; what is written after it is dropped. Any other failure
 * to write it ({@code > /dev/full}) is said in one line and ends the process with exit 3.
 */
public final class ClosedStdout extends FilterOutputStream {
    public static final int EXIT_CODE = 141;
    /** The exit code the process ends with since its stdout failed; 0 while it has not. */
    private static final AtomicInteger FAILED_WITH = new AtomicInteger();

    private final AtomicBoolean gone = new AtomicBoolean();
    private final IntConsumer exit;

    ClosedStdout(OutputStream out, IntConsumer exit) {
        super(out);
        this.exit = exit;
    }

    /** The process's standard output, so watched. */
    public static OutputStream of() {
        return new ClosedStdout(new FileOutputStream(FileDescriptor.out),
                // on a thread of its own: the writing thread may be one the shutdown hooks wait for
                code -> new Thread(() -> System.exit(code), "sokodb-stdout-closed").start());
    }

    /**
     * The exit code of a command that returned {@code code}: this class's, when standard output
     * failed (the command may have returned before the exit it started took hold).
     */
    public static int exitCode(int code) {
        int failed = FAILED_WITH.get();
        return failed != 0 ? failed : code;
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        if (gone.get()) {
            return;
        }
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            closed(e);
            throw e;
        }
    }

    @Override
    public void flush() throws IOException {
        if (gone.get()) {
            return;
        }
        try {
            out.flush();
        } catch (IOException e) {
            closed(e);
            throw e;
        }
    }

    /**
     * A closed pipe ends the process quietly, exit {@value #EXIT_CODE}; any other failure (a full
     * disk under {@code > file}) is said in one line, exit 3, as an output file that cannot be
     * written is.
     */
    private void closed(IOException e) {
        if (gone.compareAndSet(false, true)) {
            int code = String.valueOf(e.getMessage()).contains("Broken pipe") ? EXIT_CODE : ExitCodes.FAILED;
            if (code != EXIT_CODE) {
                System.err.println("sokodb: standard output cannot be written: " + e.getMessage());
            }
            FAILED_WITH.set(code);
            exit.accept(code);
        }
    }
}
