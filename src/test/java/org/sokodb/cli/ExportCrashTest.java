package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 8, crash safety of {@code export}: a real export process killed with SIGKILL while it
 * writes never leaves a half-written file under the name asked for (no file, or the previous
 * one byte for byte), and an export writes that one file and nothing else.
 */
class ExportCrashTest {
    @TempDir
    Path dir;

    @Test
    void aKilledExportLeavesNoFileOrThePreviousOneNeverHalfANewOne() throws Exception {
        Path db = dir.resolve("catalog");
        importLevels(db);
        Path out = Files.createDirectories(dir.resolve("out"));
        Path file = out.resolve("all.sok");

        // the first export, killed while it writes: nothing under the name
        Processes first = Processes.start("--db", db.toString(), "export", "--out", file.toString());
        boolean writing = awaitTemporaryFile(first, out);
        first.kill();
        if (writing) {
            assertFalse(Files.exists(file), "a killed first export must leave no " + file);
        }

        CliRun done = CliRun.of("--db", db.toString(), "export", "--out", file.toString(), "--force");
        assertEquals(0, done.exitCode(), done.err());
        assertTrue(done.out().startsWith("wrote " + file + " (sok): 215 levels"), done.out());
        byte[] complete = Files.readAllBytes(file);
        assertEquals(215, CliRun.of("id", file.toString()).rows().size(), "the file reads back whole");

        // replacing it (another format, so other bytes), killed while writing: the old file, or
        // (a kill just after the rename) the whole new one, never a mix
        Path reference = dir.resolve("reference.xsb");
        assertEquals(0, CliRun.of("--db", db.toString(), "export", "--out", reference.toString()).exitCode());
        byte[] replacement = Files.readAllBytes(reference);
        for (int delayMillis : new int[] {0, 30}) {
            Processes again = Processes.start("--db", db.toString(), "export", "--out", file.toString(), "--force",
                    "--format", "xsb");
            if (awaitTemporaryFile(again, out)) {
                Thread.sleep(delayMillis);
            }
            again.kill();
            byte[] now = Files.readAllBytes(file);
            assertTrue(java.util.Arrays.equals(now, complete) || java.util.Arrays.equals(now, replacement),
                    "killed " + delayMillis + " ms into writing, " + file + " holds " + now.length + " bytes: neither the"
                            + " old file (" + complete.length + ") nor the new one (" + replacement.length + ")");
        }
        // what a SIGKILL leaves behind is the temporary file only, under its own name, never FILE's
        try (Stream<Path> files = Files.list(out)) {
            for (Path f : files.toList()) {
                String name = f.getFileName().toString();
                assertTrue(name.equals("all.sok") || name.matches("\\.all\\.sok\\.sokodb-[0-9a-f]{8}\\.tmp"), name);
            }
        }
    }

    @Test
    void anExportWritesTheFileItWasAskedForAndNothingElse() throws Exception {
        Path db = dir.resolve("catalog");
        importLevels(db);
        List<String> before = listing(dir);
        CliRun run = CliRun.of("--db", db.toString(), "export", "--out", dir.resolve("only.xsb").toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> after = listing(dir);
        assertTrue(after.remove("only.xsb"), after.toString());
        assertEquals(before, after, "nothing but only.xsb appeared or changed name");
        assertEquals(List.of(), run.errLines().stream().filter(l -> l.contains(".tmp")).toList());
    }

    /** Microban (155 levels) and pusher.exe (60 maps): two sources, 215 levels. */
    private void importLevels(Path db) throws IOException {
        Path levels = Files.createDirectories(dir.resolve("levels"));
        Files.copy(org.sokodb.TestData.path("sets/soukoban/Microban_155.xsb"), levels.resolve("microban.xsb"));
        Files.copy(org.sokodb.TestData.path("pusher/pusher-maps-only.exe"), levels.resolve("pusher.exe"));
        CliRun imported = CliRun.of("--db", db.toString(), "import", levels.toString());
        assertEquals(0, imported.exitCode(), imported.err());
    }

    private static List<String> listing(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return new java.util.ArrayList<>(files.map(f -> dir.relativize(f).toString()).sorted().toList());
        }
    }

    /** Until a new temporary file of the export appears (true), or the process ends first (false). */
    private static boolean awaitTemporaryFile(Processes p, Path out) throws Exception {
        List<Path> old = temporaryFiles(out);
        long end = System.nanoTime() + 120_000_000_000L;
        while (p.alive() && System.nanoTime() < end) {
            if (!old.containsAll(temporaryFiles(out))) {
                return true;
            }
            Thread.sleep(1);
        }
        return false;
    }

    private static List<Path> temporaryFiles(Path out) throws IOException {
        try (Stream<Path> files = Files.list(out)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".tmp")).toList();
        }
    }
}
