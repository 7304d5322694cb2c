package org.sokodb.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * sokodb as a separate process (a fresh JVM on this test's class path), for what cannot be
 * tested in-process: SIGKILL, two processes on one catalog, the environment. Its stdout and
 * stderr are collected line by line as they come.
 */
final class Processes {
    private final Process process;
    private final List<String> out = new CopyOnWriteArrayList<>();
    private final List<String> err = new CopyOnWriteArrayList<>();
    private final Thread outReader;
    private final Thread errReader;

    private Processes(Process process) {
        this.process = process;
        this.outReader = collect(process.getInputStream(), out);
        this.errReader = collect(process.getErrorStream(), err);
    }

    /** Starts {@code sokodb args…}; {@code environment} entries are added to this process's. */
    static Processes start(Map<String, String> environment, String... args) {
        return start(List.of(), environment, args);
    }

    /**
     * Starts {@code sokodb args…} with Ctrl-C (SIGINT) doing what it does in a terminal, even
     * when this test run ignores it (a background job of a shell, as CI runs are, starts so
     * and its children inherit it; a JVM started ignoring SIGINT never sees it). GNU env's
     * {@code --default-signal} puts the default action back before the JVM starts.
     */
    static Processes startWithCtrlC(String... args) {
        return startWithCtrlC(Main.class, args);
    }

    /** As {@link #startWithCtrlC(String...)}, the JVM's main class a launcher of the tests' own that runs {@link Main}. */
    static Processes startWithCtrlC(Class<?> main, String... args) {
        return start(List.of("env", "--default-signal=INT"), main, Map.of(), args);
    }

    /**
     * Starts {@code sokodb args…} with SIGINT ignored, as a script's {@code &} starts a job
     * (a shell's {@code trap '' INT}, which the JVM it then becomes inherits).
     */
    static Processes startIgnoringCtrlC(String... args) {
        return start(List.of("sh", "-c", "trap '' INT; exec \"$@\"", "sh"), Main.class, Map.of(), args);
    }

    private static Processes start(List<String> wrapper, Map<String, String> environment, String... args) {
        return start(wrapper, Main.class, environment, args);
    }

    private static Processes start(List<String> wrapper, Class<?> main, Map<String, String> environment,
            String... args) {
        List<String> command = new ArrayList<>(wrapper);
        command.addAll(TestJvm.java("-Xmx512m"));
        command.add(main.getName());
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().remove("SOKODB_DB");
        builder.environment().remove("SOKODB_DEBUG");
        builder.environment().putAll(environment);
        try {
            return new Processes(builder.start());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Processes start(String... args) {
        return start(Map.of(), args);
    }

    private static Thread collect(java.io.InputStream stream, List<String> lines) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the process was killed: what was read is what there is
            }
        }, "sokodb-process-output");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** Waits until the stdout lines pass {@code until}, the process ends, or two minutes pass. */
    boolean awaitOut(Predicate<List<String>> until) throws InterruptedException {
        return await(out, outReader, until);
    }

    /** Waits until the stderr lines pass {@code until}, the process ends, or two minutes pass. */
    boolean awaitErr(Predicate<List<String>> until) throws InterruptedException {
        return await(err, errReader, until);
    }

    private boolean await(List<String> lines, Thread reader, Predicate<List<String>> until)
            throws InterruptedException {
        // once it has ended, the lines it wrote may not all be read yet: read to the end first
        return LinesAwait.until(lines, until, process::isAlive, () -> reader.join(10_000));
    }

    /** The exit code of a process SIGKILL ended: 128 + 9, as a shell says it. */
    static final int KILLED = 137;

    /**
     * SIGKILL: no shutdown hook, no finally block, no flush runs. Returns the exit code:
     * {@link #KILLED} when the kill ended the process, its own code when it had ended before.
     */
    int kill() throws InterruptedException {
        process.destroyForcibly();
        return finish();
    }

    /** Waits for the end (two minutes at most) and returns the exit code. */
    int finish() throws InterruptedException {
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("sokodb did not end within two minutes; stderr: " + err);
        }
        outReader.join(10_000);
        errReader.join(10_000);
        return process.exitValue();
    }

    /** Sends a signal by name ({@code INT}: what Ctrl-C sends), as {@code kill -INT} does. */
    void signal(String name) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(process.pid())).inheritIO().start();
        if (kill.waitFor() != 0) {
            throw new AssertionError("kill -" + name + " failed");
        }
    }

    /**
     * Waits until one of the process's threads is inside the code {@code where} names — a
     * class ({@code org.sokodb.optimizer.Passes.}) or a package ({@code org.sokodb.solver.search.}):
     * a method of it on the thread's stack, as {@code jcmd PID Thread.print} shows it —, the
     * process ends, or two minutes pass: what a test of Ctrl-C waits for when it must know which
     * search is under way.
     */
    boolean awaitThreadIn(String where) throws IOException, InterruptedException {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        String frame = "\tat " + where;
        long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (System.nanoTime() < end && process.isAlive()) {
            Process dump = new ProcessBuilder(jcmd.toString(), Long.toString(process.pid()), "Thread.print")
                    .redirectErrorStream(true).start();
            String threads = new String(dump.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            dump.waitFor();
            if (threads.contains(frame)) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    long pid() {
        return process.pid();
    }

    boolean alive() {
        return process.isAlive();
    }

    List<String> out() {
        return List.copyOf(out);
    }

    List<String> err() {
        return List.copyOf(err);
    }
}
