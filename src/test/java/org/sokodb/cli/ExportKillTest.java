package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.sokodb.Alongside;
import org.sokodb.TestData;

/**
 * A real {@code sokodb export} in its own process, killed with {@code destroyForcibly} (SIGKILL)
 * while it writes a big file: the target is then the previous file, or no file at all, never a
 * part of the new one. Two processes, both killed; the export left to end, which replaces the
 * previous file, runs in the test's JVM.
 */
@Alongside
@ResourceLock("ExportKillTest")
class ExportKillTest {
    /** Boxoban files imported: 10,000 levels, an export of about 1.3 MB. */
    private static final int FILES = 11;

    @TempDir
    Path dir;

    @Test
    void aKilledExportLeavesThePreviousFileOrNone() throws Exception {
        Path boxoban = extractBoxoban(dir.resolve("boxoban"));
        String db = dir.resolve("catalog").toString();
        CliRun imported = CliRun.of("--db", db, "import", boxoban.toString());
        assertEquals(0, imported.exitCode(), imported.err());

        Path out = dir.resolve("big.sok");
        Killed first = exportAndKill(db, out);
        assertFalse(Files.exists(out), "no file under the target name");
        assertTrue(first.temporary().isPresent(), "the kill came while the file was being written");

        String previous = "; the previous file\n#####\n#@$.#\n#####\n";
        Files.writeString(out, previous);
        Killed second = exportAndKill(db, out);
        assertTrue(second.temporary().isPresent());
        assertEquals(previous, Files.readString(out), "the previous file, untouched");

        // The same export left alone completes, and replaces the previous file: in the test's JVM
        // (Cli.run), since no kill comes; the command and its files are those of the runs above.
        Cli whole = Cli.run("--db", db, "export", "--out", out.toString(), "--force");
        assertEquals(0, whole.code(), whole.err());
        assertTrue(Files.size(out) > 1_000_000, "the whole file");
        assertTrue(Files.readString(out).endsWith("#\n"));
    }

    /** What a kill left: the temporary file being written when it came. */
    record Killed(Optional<Path> temporary) {
    }

    /** Starts the export, waits until it has written part of its file, kills it. */
    private Killed exportAndKill(String db, Path out) throws Exception {
        Process p = export(db, out);
        Optional<Path> partial = Optional.empty();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (partial.isEmpty() && p.isAlive() && System.nanoTime() < deadline) {
            partial = temporary(out).filter(t -> size(t) > 0);
            if (partial.isEmpty()) {
                Thread.sleep(1);
            }
        }
        assertTrue(p.isAlive(), "the export ended before it could be killed: " + Files.readString(
                dir.resolve("child.log")));
        p.destroyForcibly();
        assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        Optional<Path> left = temporary(out);
        left.ifPresent(t -> {
            try {
                Files.delete(t);
            } catch (IOException e) {
                throw new AssertionError(e);
            }
        });
        return new Killed(partial);
    }

    private Process export(String db, Path out) throws IOException {
        List<String> command = TestJvm.sokodb();
        command.addAll(List.of("--db", db, "export", "--out", out.toString(), "--force"));
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("child.log").toFile()).start();
    }

    private static Optional<Path> temporary(Path out) throws IOException {
        String prefix = "." + out.getFileName() + ".sokodb-";
        try (Stream<Path> files = Files.list(out.getParent())) {
            return files.filter(f -> f.getFileName().toString().startsWith(prefix)).findFirst();
        }
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return 0;
        }
    }

    /** The first {@link #FILES} level files of the Boxoban archive, in name order. */
    private static Path extractBoxoban(Path to) throws IOException {
        try (ZipFile zip = new ZipFile(TestData.path("boxoban-levels.zip").toFile())) {
            List<String> names = new ArrayList<>();
            zip.stream().filter(e -> !e.isDirectory() && e.getName().endsWith(".txt"))
                    .forEach(e -> names.add(e.getName()));
            Collections.sort(names);
            for (String name : names.subList(0, FILES)) {
                ZipEntry e = zip.getEntry(name);
                Path file = to.resolve(name.replace('/', '_'));
                Files.createDirectories(to);
                try (InputStream in = zip.getInputStream(e)) {
                    Files.copy(in, file);
                }
            }
        }
        return to;
    }
}
