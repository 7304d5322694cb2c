package org.sokodb.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One {@code sokodb import} of the crash harness, as its own process, killed with SIGKILL at
 * a chosen moment (or left to finish): what it printed on stdout before it died is what it
 * promised. Its stderr goes to a file beside the catalog, for the failure messages. A run no
 * kill comes to may run in the harness's JVM instead ({@link #here}), where it starts no JVM.
 */
final class KillRun {
    private static final Pattern IMPORTED = Pattern.compile("(.*): (?:replaced the earlier import of this name: )?\\d+ boards?: .*");
    private static final Pattern ALREADY = Pattern.compile("(.*): already imported as (.*), nothing changed");
    /**
     * A run that neither ends nor is killed within this long is a failure of its own (a hang):
     * 20 minutes, or {@code CRASH_HANG_MINUTES} minutes when that is set (a loaded machine's whole
     * import of the 1.5M-level zip, which {@code large} times first, can take longer).
     */
    private static final long HANG_MINUTES = hangMinutes(System.getenv("CRASH_HANG_MINUTES"));

    /** When to kill: after {@code millis} from the start, or {@code millis} after the {@code line}-th source line. */
    record Moment(int line, long millis) {
        static Moment afterStart(long millis) {
            return new Moment(0, millis);
        }

        static Moment afterLine(int line, long millis) {
            return new Moment(line, millis);
        }

        /** No kill: the run is left to finish. */
        static Moment never() {
            return new Moment(0, -1);
        }

        @Override
        public String toString() {
            return millis < 0 ? "never" : line == 0 ? millis + " ms after the start"
                    : millis + " ms after source line " + line;
        }
    }

    /** What a run printed: the sources it said were imported, those it said were already there, and every line. */
    record Printed(List<String> imported, List<String> already, List<String> lines) {
    }

    /** The run's process; null for a run made in this JVM ({@link #here}), ended when made. */
    private final Process process;
    private int exit;
    private final List<String> out = new CopyOnWriteArrayList<>();
    /** When each source line came, in milliseconds from the start. */
    private final List<Long> sourceLineMillis = new CopyOnWriteArrayList<>();
    private final Thread reader;
    private final Path stderr;
    private final long started = System.nanoTime();
    private boolean killed;

    private KillRun(Process process, Path stderr) {
        this.process = process;
        this.stderr = stderr;
        this.reader = new Thread(this::read, "import-kill-stdout");
        reader.setDaemon(true);
        if (process != null) {
            reader.start();
        }
    }

    /**
     * Runs {@code sokodb --db DB import OPTIONS… INPUTS…} to its end in this JVM ({@link CliRun},
     * {@code Main.run}), stderr beside {@code catalog}: for the run that ends an episode, which
     * no kill comes to, so that it costs no JVM's start. It opens the catalog the kill left and
     * repairs it as a process of its own does.
     */
    static KillRun here(String db, Path catalog, List<String> options, List<Path> inputs) {
        List<String> args = new ArrayList<>(List.of("--db", db, "import"));
        args.addAll(options);
        inputs.forEach(p -> args.add(p.toString()));
        KillRun run = new KillRun(null, Path.of(catalog + ".stderr"));
        CliRun ran = CliRun.of(args.toArray(new String[0]));
        ran.out().lines().forEach(run.out::add);
        run.exit = ran.exitCode();
        try {
            Files.writeString(run.stderr, ran.err(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return run;
    }

    /** Starts {@code sokodb --db CATALOG import OPTIONS… INPUTS…}; {@code sokodb} is the command that runs it. */
    static KillRun start(List<String> sokodb, Path catalog, List<String> options, List<Path> inputs) {
        return start(sokodb, catalog.toString(), catalog, options, inputs);
    }

    /** As above, {@code db} given to {@code --db} (a PostgreSQL URL), stderr beside {@code catalog}. */
    static KillRun start(List<String> sokodb, String db, Path catalog, List<String> options, List<Path> inputs) {
        List<String> command = new ArrayList<>(sokodb);
        command.addAll(List.of("--db", db, "import"));
        command.addAll(options);
        inputs.forEach(p -> command.add(p.toString()));
        Path stderr = Path.of(catalog + ".stderr");
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(stderr.toFile());
        builder.environment().remove("SOKODB_DB");
        builder.environment().remove("SOKODB_DEBUG");
        builder.environment().remove("SOKODB_JAVA_OPTS");
        try {
            return new KillRun(builder.start(), stderr);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void read() {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                out.add(line);
                if (IMPORTED.matcher(line).matches() || ALREADY.matcher(line).matches()) {
                    sourceLineMillis.add(millis());
                }
            }
        } catch (IOException e) {
            // the process is gone: what was read is what it printed
        }
    }

    /**
     * Waits for {@code moment} and sends SIGKILL then, unless the run ended before.
     *
     * @return true when the process was alive and was killed
     */
    boolean killAt(Moment moment) throws InterruptedException {
        if (moment.millis() < 0 || process == null) {
            return false;
        }
        long from = started;
        if (moment.line() > 0) {
            while (sourceLineMillis.size() < moment.line() && process.isAlive()) {
                Thread.sleep(1);
            }
            from = System.nanoTime();
        }
        long at = from + TimeUnit.MILLISECONDS.toNanos(moment.millis());
        for (long wait = at - System.nanoTime(); wait > 0 && process.isAlive(); wait = at - System.nanoTime()) {
            process.waitFor(Math.min(wait, TimeUnit.MILLISECONDS.toNanos(5)), TimeUnit.NANOSECONDS);
        }
        if (process.isAlive()) {
            process.destroyForcibly(); // SIGKILL: no shutdown hook, no finally block runs
            killed = true;
        }
        return killed;
    }

    /** Waits for the end; a run that does not end is killed and reported as hung. */
    int finish() throws InterruptedException {
        if (process == null) {
            return exit;
        }
        if (!process.waitFor(HANG_MINUTES, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            process.waitFor();
            reader.join(10_000);
            throw new AssertionError("import did not end within " + HANG_MINUTES + " minutes; stderr: " + stderrTail());
        }
        reader.join(60_000);
        return process.exitValue();
    }

    static long hangMinutes(String set) {
        if (set == null || set.isBlank()) {
            return 20;
        }
        long minutes = Long.parseLong(set.strip());
        if (minutes < 1) {
            throw new IllegalArgumentException("CRASH_HANG_MINUTES must be at least 1: " + set);
        }
        return minutes;
    }

    /** Milliseconds since the start. */
    long millis() {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
    }

    boolean killed() {
        return killed;
    }

    /** When each source line came, in milliseconds from the start (call after {@link #finish}). */
    List<Long> sourceLineMillis() {
        return List.copyOf(sourceLineMillis);
    }

    /** What the run printed on stdout (call after {@link #finish}). */
    Printed printed() {
        List<String> imported = new ArrayList<>();
        List<String> already = new ArrayList<>();
        for (String line : out) {
            Matcher a = ALREADY.matcher(line);
            Matcher i = IMPORTED.matcher(line);
            if (a.matches()) {
                already.add(a.group(2));
            } else if (i.matches()) {
                imported.add(i.group(1));
            }
        }
        return new Printed(imported, already, List.copyOf(out));
    }

    /** The last lines of stderr, for a failure message. */
    String stderrTail() {
        try {
            List<String> lines = Files.readAllLines(stderr, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
        } catch (IOException e) {
            return "(no stderr: " + e.getMessage() + ")";
        }
    }
}
