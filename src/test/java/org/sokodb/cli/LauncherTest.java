package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;

/**
 * Issue 17, points 3, 9 and 10, for the {@code sokodb} launcher script: two first runs at once
 * both succeed and only one builds (the build holds a lock); the colour codes Debian's Maven
 * prints are filtered out; the one-time archive training is said. The build is a stand-in
 * {@code mvn} on the PATH that prints those colour codes, takes two seconds and puts a jar in
 * place that runs this build's classes ({@link BuiltJar}), so the test needs no Maven run of its own.
 */
@Slow
class LauncherTest {
    @TempDir
    Path dir;

    @Test
    void twoFirstRunsAtOnceBothWorkAndOneBuilds() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/flock")) || Files.isExecutable(Path.of("/bin/flock")),
                "no flock here: the launcher builds without a lock");
        Path repo = Files.createDirectories(dir.resolve("repo"));
        copyLauncher(repo);
        Files.writeString(repo.resolve("pom.xml"), "<project/>\n");
        Files.createDirectories(repo.resolve("src/main"));
        Files.createDirectories(repo.resolve("migrations"));
        Path jar = jarOfThisBuild(dir.resolve("built.jar"));
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path builds = dir.resolve("builds");
        Path mvn = Files.writeString(bin.resolve("mvn"), """
                #!/usr/bin/env bash
                echo build >> "$FAKE_BUILDS"
                printf '\\033[0m\\033[0m'
                sleep 2
                mkdir -p target && cp "$FAKE_JAR" target/sokodb.jar.part && mv target/sokodb.jar.part target/sokodb.jar
                printf '\\033[0m\\033[0m\\n'
                """);
        Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));

        List<Process> runs = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            ProcessBuilder b = new ProcessBuilder(repo.resolve("sokodb").toString(), "--version")
                    .redirectOutput(dir.resolve("out" + i).toFile())
                    .redirectError(dir.resolve("err" + i).toFile());
            b.environment().put("PATH", bin + File.pathSeparator + System.getenv("PATH"));
            b.environment().put("FAKE_BUILDS", builds.toString());
            b.environment().put("FAKE_JAR", jar.toString());
            runs.add(b.start());
        }
        String allErr = "";
        for (int i = 0; i < 2; i++) {
            assertTrue(runs.get(i).waitFor(2, TimeUnit.MINUTES));
            String err = Files.readString(dir.resolve("err" + i));
            allErr += err;
            assertEquals(0, runs.get(i).exitValue(), err);
            assertTrue(Files.readString(dir.resolve("out" + i)).startsWith("sokodb "), err);
            assertFalse(err.contains("\u001b"), "no colour code reaches the user: " + err);
        }
        assertEquals(1, Files.readAllLines(builds).size(), "one build for the two runs: " + allErr);
        assertEquals(1, allErr.split("sokodb: building ", -1).length - 1, allErr);
        assertTrue(allErr.contains("sokodb: preparing a faster start for this build (once, a few seconds)"), allErr);
    }

    /**
     * The heap the launcher gives: {@code solve --memory SIZE} gets space for its tables (they may
     * take two thirds of the heap, and the parallel collector reports less than -Xmx), the
     * default otherwise; {@code optimize} a heap of its own (768 MiB) unless its --memory needs
     * more; {@code similar} runs with C1 alone. A stand-in {@code java} prints
     * what it was given.
     */
    @Test
    void solveGetsAHeapForTheTablesItAsksForAndSimilarRunsWithC1() throws Exception {
        Path repo = Files.createDirectories(dir.resolve("repo"));
        copyLauncher(repo);
        Files.writeString(repo.resolve("pom.xml"), "<project/>\n");
        Files.createDirectories(repo.resolve("src/main"));
        Files.createDirectories(repo.resolve("migrations"));
        Path jar = Files.createDirectories(repo.resolve("target")).resolve("sokodb.jar");
        Files.writeString(jar, "");
        Files.setLastModifiedTime(jar, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path java = Files.writeString(bin.resolve("java"), """
                #!/usr/bin/env bash
                echo "$*"
                """);
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertTrue(launched(repo, bin, "solve", "--memory", "4g", "x.xsb").contains(" -Xmx7468m "));
        assertTrue(launched(repo, bin, "--db", "c", "solve", "--memory=2.5G", "x.xsb").contains(" -Xmx4780m "));
        assertTrue(launched(repo, bin, "solve", "x.xsb").contains(" -Xmx1700m "));
        assertTrue(launched(repo, bin, "solve", "--memory", "512m", "x.xsb").contains(" -Xmx1700m "));
        assertTrue(launched(repo, bin, "solve", "--memory", "lots", "x.xsb").contains(" -Xmx1700m "));
        assertTrue(launched(repo, bin, "optimize", "--memory", "4g", "x.sok").contains(" -Xmx7468m "), "optimize: as solve");
        // optimize's default: its tables in two thirds of 768 MiB, the whole process within 1 GiB
        assertTrue(launched(repo, bin, "optimize", "x.sok").contains(" -Xmx768m "));
        assertTrue(launched(repo, bin, "optimize", "--memory", "256m", "x.sok").contains(" -Xmx768m "));
        assertTrue(launched(repo, bin, "optimize", "--memory=512m", "x.sok").contains(" -Xmx1196m "));
        String similar = launched(repo, bin, "similar", "0E873D3FB0BA505A");
        assertTrue(similar.contains(" -XX:TieredStopAtLevel=1 -Xmx512m "), similar);
    }

    /**
     * Under the C locale the JVM would take arguments and file names for ASCII (a path with
     * an accent could not be named): the launcher runs it in the C locale's UTF-8 variant, and
     * leaves any other locale alone.
     */
    @Test
    void theCLocaleRunsTheJvmInUtf8() throws Exception {
        Path repo = Files.createDirectories(dir.resolve("repo"));
        copyLauncher(repo);
        Files.writeString(repo.resolve("pom.xml"), "<project/>\n");
        Files.createDirectories(repo.resolve("src/main"));
        Files.createDirectories(repo.resolve("migrations"));
        Path jar = Files.createDirectories(repo.resolve("target")).resolve("sokodb.jar");
        Files.writeString(jar, "");
        Files.setLastModifiedTime(jar, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path java = Files.writeString(bin.resolve("java"), """
                #!/usr/bin/env bash
                echo "LC_ALL=$LC_ALL"
                """);
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertEquals(" LC_ALL=C.UTF-8 ", launchedIn(repo, bin, Map.of("LC_ALL", "C"), "id", "x.xsb"));
        assertEquals(" LC_ALL=C.UTF-8 ", launchedIn(repo, bin, Map.of("LANG", "POSIX"), "id", "x.xsb"));
        assertEquals(" LC_ALL=de_DE.UTF-8 ", launchedIn(repo, bin, Map.of("LC_ALL", "de_DE.UTF-8"), "id"));
    }

    private String launchedIn(Path repo, Path bin, Map<String, String> locale, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(repo.resolve("sokodb").toString()));
        command.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        b.environment().put("PATH", bin + File.pathSeparator + System.getenv("PATH"));
        b.environment().keySet().removeIf(k -> k.equals("LANG") || k.startsWith("LC_"));
        b.environment().putAll(locale);
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        List<String> lines = out.lines().toList();
        return " " + lines.get(lines.size() - 1) + " ";
    }

    /** The last line the stand-in java printed: the launcher's own command line for the JVM. */
    private String launched(Path repo, Path bin, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(repo.resolve("sokodb").toString()));
        command.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        b.environment().put("PATH", bin + File.pathSeparator + System.getenv("PATH"));
        b.environment().remove("SOKODB_JAVA_OPTS");
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        List<String> lines = out.lines().toList();
        return " " + lines.get(lines.size() - 1) + " ";
    }

    /** The checkout's launcher and the JVM settings it sources, into {@code repo}. */
    private static void copyLauncher(Path repo) throws IOException {
        Files.copy(Path.of("sokodb"), repo.resolve("sokodb"));
        Path settings = Path.of("src/launcher/jvm-settings.sh");
        Files.copy(settings, Files.createDirectories(repo.resolve(settings.getParent())).resolve(settings.getFileName()));
    }

    /** A jar whose manifest runs {@link BuiltJar} with this test's class path. */
    private static Path jarOfThisBuild(Path jar) throws IOException {
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.put(Attributes.Name.MAIN_CLASS, BuiltJar.class.getName());
        StringBuilder classPath = new StringBuilder();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            classPath.append(classPath.length() == 0 ? "" : " ").append(Path.of(entry).toUri());
        }
        main.put(Attributes.Name.CLASS_PATH, classPath.toString());
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out, manifest)) {
            j.flush();
        }
        return jar;
    }

    /**
     * The stand-in build's main class: sokodb's {@link Main} for what the user asked
     * ({@code --version}); the launcher's one-time training run ({@code import} of a one-level
     * file into a new catalog, with the archive dumped at its exit) ends at once instead, since
     * what it imports is not what this test is about: the launcher's saying it and running the
     * JVM with {@code -XX:ArchiveClassesAtExit} are. Each training run would otherwise create and
     * migrate a catalog, two of them racing here, the most of this class's time.
     */
    static final class BuiltJar {
        private BuiltJar() {
        }

        public static void main(String[] args) {
            if (List.of(args).contains("import")) {
                return;
            }
            Main.main(args);
        }
    }
}
