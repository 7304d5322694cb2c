package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release's launcher ({@code src/launcher/sokodb}, the tarball's {@code bin/sokodb}) in an
 * install laid out as the release lays it out, run through a symbolic link as the Debian
 * package's {@code /usr/bin/sokodb} is: it runs the install's own {@code runtime/bin/java}, not
 * the one on the PATH, with the checkout launcher's settings for every command, and makes its
 * class-data archive in the user's cache, never in the install. Stand-in {@code java}s print
 * what they were given.
 */
class ReleaseLauncherTest {
    @TempDir
    Path dir;

    private static final String PRINTING_JAVA = """
            #!/usr/bin/env bash
            for arg in "$@"; do
                case "$arg" in -XX:ArchiveClassesAtExit=*) echo archive > "${arg#*=}" ;; esac
            done
            echo "$0 $*"
            """;

    @Test
    void runsItsOwnRuntimeWithTheCheckoutsSettingsAndArchivesIntoTheCache() throws Exception {
        Path install = dir.resolve("sokodb-0.1.0");
        Files.createDirectories(install.resolve("bin"));
        Files.createDirectories(install.resolve("lib"));
        Files.copy(Path.of("src/launcher/sokodb"), install.resolve("bin/sokodb"));
        Files.copy(Path.of("src/launcher/jvm-settings.sh"), install.resolve("lib/jvm-settings.sh"));
        Files.writeString(install.resolve("lib/sokodb.jar"), "");
        executable(Files.createDirectories(install.resolve("runtime/bin")).resolve("java"), PRINTING_JAVA);
        Path link = Files.createSymbolicLink(Files.createDirectories(dir.resolve("usr/bin")).resolve("sokodb"),
                install.resolve("bin/sokodb"));
        Path checkout = Files.createDirectories(dir.resolve("checkout"));
        Files.copy(Path.of("sokodb"), checkout.resolve("sokodb"));
        Files.createDirectories(checkout.resolve("src/launcher"));
        Files.copy(Path.of("src/launcher/jvm-settings.sh"), checkout.resolve("src/launcher/jvm-settings.sh"));
        Files.writeString(checkout.resolve("pom.xml"), "<project/>\n");
        Path jar = Files.createDirectories(checkout.resolve("target")).resolve("sokodb.jar");
        Files.writeString(jar, "");
        Files.setLastModifiedTime(jar, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        Path pathJava = executable(Files.createDirectories(dir.resolve("path")).resolve("java"), PRINTING_JAVA);
        List<String> before = files(install);

        String[][] commands = {
            {"--version"}, {"import", "collections"}, {"dups"}, {"--db", "c", "stats"}, {"similar", "0E873D3FB0BA505A"},
            {"dups", "--similar", "90"}, {"serve"}, {"solve", "--memory", "4g", "x.xsb"}, {"optimize", "x.sok"},
            {"generate", "--out", "new.sok"},
        };
        for (String[] command : commands) {
            List<String> installed = run(link, command);
            List<String> fromCheckout = run(checkout.resolve("sokodb"), command);
            assertEquals(install.resolve("runtime/bin/java").toString(), installed.get(0), "the install's own java");
            assertEquals(pathJava.toString(), fromCheckout.get(0));
            assertEquals(settings(fromCheckout), settings(installed), String.join(" ", command));
            String archive = installed.stream().filter(a -> a.startsWith("-XX:SharedArchiveFile=")).findFirst().orElseThrow();
            assertTrue(archive.startsWith("-XX:SharedArchiveFile=" + dir.resolve("cache/sokodb/sokodb-")), archive);
        }
        assertTrue(run(link, "solve", "--memory", "4g", "x.xsb").contains("-Xmx7468m"));
        assertTrue(run(link, "dups").contains("-XX:TieredStopAtLevel=1"));
        assertEquals(before, files(install), "nothing written into the install");
        List<String> cache = files(dir.resolve("cache/sokodb"));
        assertEquals(List.of("", cache.get(1)), cache, "one archive");
        assertTrue(cache.get(1).matches("sokodb-[0-9]+-[0-9]+-0\\.jsa"), cache.get(1));
    }

    /**
     * An upgrade replaces the jar, perhaps by one built before the archive of the old one was
     * made: the JVM would refuse the old archive (it checks the jar's time and size), so the
     * new jar gets an archive of its own and the old one goes.
     */
    @Test
    void aReplacedJarGetsAnArchiveOfItsOwnEvenWhenItIsOlder() throws Exception {
        Path install = dir.resolve("sokodb-0.1.0");
        Files.createDirectories(install.resolve("bin"));
        Files.createDirectories(install.resolve("lib"));
        Files.copy(Path.of("src/launcher/sokodb"), install.resolve("bin/sokodb"));
        Files.copy(Path.of("src/launcher/jvm-settings.sh"), install.resolve("lib/jvm-settings.sh"));
        Path jar = install.resolve("lib/sokodb.jar");
        Files.writeString(jar, "");
        executable(Files.createDirectories(install.resolve("runtime/bin")).resolve("java"), PRINTING_JAVA);
        Files.createDirectories(dir.resolve("path"));

        String first = archiveOf(run(install.resolve("bin/sokodb"), "stats"));
        Files.writeString(jar, "the next release");
        Files.setLastModifiedTime(jar, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 86_400_000));
        String second = archiveOf(run(install.resolve("bin/sokodb"), "stats"));

        assertTrue(second.endsWith("-16.jsa"), second);
        assertTrue(!first.equals(second), first);
        assertEquals(List.of("", Path.of(second).getFileName().toString()), files(dir.resolve("cache/sokodb")),
                "the old jar's archive removed");
    }

    private static String archiveOf(List<String> launched) {
        return launched.stream().filter(a -> a.startsWith("-XX:SharedArchiveFile=")).findFirst().orElseThrow()
                .substring("-XX:SharedArchiveFile=".length());
    }

    /** The JVM's settings: what comes before -jar, the archive's path left out. */
    private static List<String> settings(List<String> launched) {
        List<String> settings = new ArrayList<>(launched.subList(1, launched.indexOf("-jar")));
        settings.removeIf(a -> a.startsWith("-XX:SharedArchiveFile="));
        return settings;
    }

    private List<String> run(Path launcher, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(launcher.toString()));
        command.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        b.environment().put("PATH", dir.resolve("path") + File.pathSeparator + System.getenv("PATH"));
        b.environment().put("JAVA_HOME", dir.resolve("path").toString());
        b.environment().put("XDG_CACHE_HOME", dir.resolve("cache").toString());
        b.environment().remove("SOKODB_JAVA_OPTS");
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        assertEquals(0, p.exitValue(), out);
        List<String> lines = out.lines().toList();
        return List.of(lines.get(lines.size() - 1).split(" "));
    }

    private static Path executable(Path file, String text) throws IOException {
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    private static List<String> files(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            return all.map(root::relativize).map(Path::toString).sorted().toList();
        }
    }
}
