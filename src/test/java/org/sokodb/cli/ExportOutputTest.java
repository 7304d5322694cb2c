package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 8, security of {@code export}: it writes the one file it was asked for and nothing else
 * (no temporary file left beside it, nothing elsewhere in the tree). {@code ExportKillTest}
 * kills real exports while they write.
 */
class ExportOutputTest {
    @TempDir
    Path dir;

    @Test
    void anExportWritesTheFileItWasAskedForAndNothingElse() throws Exception {
        Path db = dir.resolve("catalog");
        importLevels(db);
        List<String> before = tree(dir);
        List<String> workingDirectory = names(Path.of(""));
        CliRun run = CliRun.of("--db", db.toString(), "export", "--out", dir.resolve("only.xsb").toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> after = tree(dir);
        assertTrue(after.remove("only.xsb"), after.toString());
        assertEquals(before, after, "nothing but only.xsb appeared or changed name");
        assertEquals(workingDirectory, names(Path.of("")), "nothing written where the command ran");
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

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir.toAbsolutePath())) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    private static List<String> tree(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return new java.util.ArrayList<>(files.map(f -> dir.relativize(f).toString()).sorted().toList());
        }
    }
}
