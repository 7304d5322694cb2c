package org.sokodb.cli;

import java.io.PrintWriter;
import java.io.Writer;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The command line run in this JVM on a thread of its own ({@link Main#run}), its stdout and
 * stderr collected line by line as they come: what {@link Processes} does for a command the test
 * watches while it runs, without the cost of starting a JVM, for a test that needs no process of
 * its own (no signal, no SIGKILL, no environment).
 */
final class CliInThread {
    private final List<String> out = new CopyOnWriteArrayList<>();
    private final List<String> err = new CopyOnWriteArrayList<>();
    private final Thread thread;
    private volatile int code = -1;

    private CliInThread(String... args) {
        thread = new Thread(() -> {
            try (PrintWriter o = new PrintWriter(new Lines(out)); PrintWriter e = new PrintWriter(new Lines(err))) {
                code = Main.run(args, o, e);
            }
        }, "sokodb-in-thread");
        thread.setDaemon(true);
        thread.start();
    }

    /** Starts {@code sokodb args…} on a thread of this JVM. */
    static CliInThread start(String... args) {
        return new CliInThread(args);
    }

    /** Waits until the stdout lines pass {@code until}, the command ends, or two minutes pass. */
    boolean awaitOut(Predicate<List<String>> until) throws InterruptedException {
        return await(out, until);
    }

    /** Waits until the stderr lines pass {@code until}, the command ends, or two minutes pass. */
    boolean awaitErr(Predicate<List<String>> until) throws InterruptedException {
        return await(err, until);
    }

    private boolean await(List<String> lines, Predicate<List<String>> until) throws InterruptedException {
        return LinesAwait.until(lines, until, thread::isAlive, () -> { });
    }

    /**
     * Interrupts the command's thread and waits for its end: a command that waits to be stopped
     * ({@code serve}, which waits for Ctrl-C) closes what it opened and ends, as it does at Ctrl-C.
     */
    int stop() throws InterruptedException {
        thread.interrupt();
        return finish();
    }

    /** Waits for the end (two minutes at most) and returns the exit code. */
    int finish() throws InterruptedException {
        return finishWithin(2);
    }

    /** Waits for the end ({@code minutes} at most) and returns the exit code. */
    int finishWithin(long minutes) throws InterruptedException {
        thread.join(TimeUnit.MINUTES.toMillis(minutes));
        if (thread.isAlive()) {
            throw new AssertionError("sokodb did not end within " + minutes + " minutes; stderr: " + err);
        }
        return code;
    }

    List<String> out() {
        return List.copyOf(out);
    }

    List<String> err() {
        return List.copyOf(err);
    }

    /** A writer that adds each line to a list when its end comes (and what is left at the close). */
    private static final class Lines extends Writer {
        private final List<String> lines;
        private final StringBuilder line = new StringBuilder();

        Lines(List<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(char[] chars, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                if (chars[i] == '\n') {
                    lines.add(line.toString());
                    line.setLength(0);
                } else if (chars[i] != '\r') {
                    line.append(chars[i]);
                }
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public synchronized void close() {
            if (!line.isEmpty()) {
                lines.add(line.toString());
                line.setLength(0);
            }
        }
    }
}
