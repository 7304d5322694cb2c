package org.sokodb.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * sokodb in a pseudo-terminal of a given width, through util-linux {@code script}: what a
 * user in a terminal sees, byte for byte, in {@code script}'s log. Skips (one line) where
 * {@code script} is not there.
 */
final class Pty {
    private static final Pattern CSI = Pattern.compile("\u001b\\[[0-9;?]*[A-Za-z]");

    private Pty() {
    }

    /**
     * The sokodb command line for a shell: {@link TestJvm}'s (this test's JVM, C1 only, the
     * run's class-data archive), the progress line drawn from the start.
     */
    static String sokodb(String... args) {
        List<String> command = TestJvm.sokodb("-Dsokodb.progress.firstDrawMillis=0");
        command.addAll(List.of(args));
        return String.join(" ", command.stream().map(Pty::quote).toList());
    }

    static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    /** Runs {@code shell} (sh syntax) in a terminal of {@code columns} columns, in {@code dir}; returns the log. */
    static String run(int columns, String shell, Path dir) throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "no util-linux script here: terminal tests skipped");
        Path log = dir.resolve("pty.log");
        ProcessBuilder b = new ProcessBuilder("/usr/bin/script", "-qfec", "stty cols " + columns + " rows 24; " + shell,
                log.toString())
                .directory(dir.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectErrorStream(true);
        b.environment().remove("SOKODB_DB");
        b.environment().remove("COLUMNS");
        Process p = b.start();
        if (!p.waitFor(3, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("the terminal run did not end: " + shell);
        }
        return Files.readString(log, StandardCharsets.UTF_8);
    }

    /**
     * What the terminal was given, as separate pieces of one screen line each: split at
     * carriage returns and line feeds, escape sequences removed; script's own lines left out.
     */
    static List<String> pieces(String log) {
        return log.lines()
                .filter(l -> !l.startsWith("Script started") && !l.startsWith("Script done"))
                .flatMap(l -> List.of(l.split("\r")).stream())
                .map(p -> CSI.matcher(p).replaceAll(""))
                .toList();
    }
}
