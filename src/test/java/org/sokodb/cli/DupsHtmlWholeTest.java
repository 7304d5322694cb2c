package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dups --html} writes its pages whole or not at all: a run that fails on its third page
 * leaves the report of the run before it as it was, every page of it, and no temporary file.
 */
class DupsHtmlWholeTest {
    @TempDir
    Path dir;

    @Test
    void aReportThatFailsHalfWayLeavesThePreviousOneAsItWas() throws Exception {
        // the two shipped Boxoban files and a copy of each under another name: 2,000 groups, four pages of 500
        Path levels = Files.createDirectories(dir.resolve("levels"));
        for (String file : List.of("306.txt", "318.txt")) {
            Path boxoban = Path.of("collections/boxoban/medium/train", file);
            Files.copy(boxoban, levels.resolve("a-" + file));
            Files.writeString(levels.resolve("b-" + file), Files.readString(boxoban) + "\n; a copy\n");
        }
        String db = dir.resolve("c").toString();
        CliRun imported = CliRun.of("--db", db, "import", levels.toString());
        assertEquals(0, imported.exitCode(), imported.err());

        Path report = dir.resolve("x.html");
        CliRun first = CliRun.of("--db", db, "dups", "--html", report.toString());
        assertEquals(0, first.exitCode(), first.err());
        Path second = dir.resolve("x-2.html");
        Path third = dir.resolve("x-3.html");
        assertTrue(Files.exists(third), first.out());
        byte[] mainBefore = Files.readAllBytes(report);
        byte[] secondBefore = Files.readAllBytes(second);

        // the next run, with another heading on every page, cannot write its third page
        Files.delete(third);
        Files.createDirectory(third);
        CliRun failed = CliRun.of("--db", db, "dups", "--across", "--force", "--html", report.toString());
        assertEquals(3, failed.exitCode(), failed.out() + failed.err());
        assertTrue(failed.err().startsWith("sokodb: cannot write " + report + ": "), failed.err());
        assertArrayEquals(mainBefore, Files.readAllBytes(report), "the main page is the previous run's");
        assertArrayEquals(secondBefore, Files.readAllBytes(second), "so is the second page: none is half new");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of("c.mv.db", "levels", "x-2.html", "x-3.html", "x-4.html", "x.html"),
                    files.map(f -> f.getFileName().toString()).sorted().toList(), "no temporary file is left");
        }
    }
}
