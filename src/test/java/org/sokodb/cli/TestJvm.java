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
 * with C1 only; {@code /usr/bin/time} on this jar). Its classes come from this run's class-data
 * archive ({@link ClassDataArchive}) when one could be made: {@code stats} on a small catalog
 * took a third less CPU, an import of XSokoban's 90 screens a tenth less (docs/testing.md).
 */
public final class TestJvm {
    private TestJvm() {
    }

    /** The {@code java} of the JVM that runs the tests. */
    static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /**
     * {@code java}, C1 only, the class-data archive's options, then {@code options}, then this
     * run's class path (its directories as jars when there is an archive); the main class and its
     * arguments follow.
     */
    public static List<String> java(String... options) {
        ClassDataArchive.Launch launch = ClassDataArchive.launch();
        List<String> command = new ArrayList<>(List.of(javaBinary(), "-XX:TieredStopAtLevel=1"));
        command.addAll(launch.options());
        command.addAll(List.of(options));
        command.addAll(List.of("-cp", launch.classPath()));
        return command;
    }

    /** sokodb's command line ({@link Main}) in such a JVM, {@code options} given to the JVM. */
    public static List<String> sokodb(String... options) {
        List<String> command = java(options);
        command.add(Main.class.getName());
        return command;
    }
}
