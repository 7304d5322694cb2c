package org.sokodb.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command that starts a {@code main} in a JVM of its own, on this test run's class path: for
 * what a test cannot do in-process (SIGKILL, several processes on one catalog, the environment a
 * process starts with, its exit). The JVM compiles with C1 only ({@code -XX:TieredStopAtLevel=1}):
 * a test's process runs for seconds, where C2's compiler threads cost more than they win back
 * (an import of XSokoban's 90 screens into a new catalog took 40 % less CPU, user and system,
 * with C1 only; {@code /usr/bin/time} on this jar).
 */
public final class TestJvm {
    private TestJvm() {
    }

    /** {@code java}, C1 only, then {@code options}, then this run's class path; the main class and its arguments follow. */
    public static List<String> java(String... options) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1"));
        command.addAll(List.of(options));
        command.addAll(List.of("-cp", System.getProperty("java.class.path")));
        return command;
    }

    /** sokodb's command line ({@link Main}) in such a JVM, {@code options} given to the JVM. */
    public static List<String> sokodb(String... options) {
        List<String> command = java(options);
        command.add(Main.class.getName());
        return command;
    }
}
