package org.sokodb.format.source;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestZips;
import org.sokodb.format.LevelSources;

/** What an import knows of its size before it reads: the bytes its sources hold, zip entries inflated. */
class SourceBytesTest {
    @TempDir
    Path dir;

    @Test
    void aFileCountsItsSizeAndAZipItsEntriesInflated() throws IOException {
        Path file = Files.writeString(dir.resolve("one.xsb"), "#####\n#@$.#\n#####\n");
        // 3,000 spaces deflate to a few bytes: the inflated size is what counts
        Path zip = dir.resolve("two.zip");
        TestZips.create().text("a.txt", " ".repeat(3_000)).text("b/c.txt", "#####\n").write(zip);
        assertEquals(18, Sources.bytes(file.toString()));
        assertEquals(3_006, Sources.bytes(zip.toString()));
        assertEquals(3_024, LevelSources.bytes(List.of(file.toString(), zip.toString())));
    }

    @Test
    void aDirectoryCountsEveryFileBelowIt() throws IOException {
        Path sub = Files.createDirectories(dir.resolve("d/e"));
        Files.writeString(dir.resolve("d/one.xsb"), "x".repeat(100));
        Files.writeString(sub.resolve("two.xsb"), "y".repeat(50));
        TestZips.create().text("a.txt", "z".repeat(1_000)).write(sub.resolve("three.zip"));
        assertEquals(1_150, Sources.bytes(dir.resolve("d").toString()));
    }

    @Test
    void whatCannotBeListedCountsNothing() {
        assertEquals(0, Sources.bytes("-"));
        assertEquals(0, Sources.bytes(dir.resolve("missing").toString()));
        assertEquals(0, LevelSources.bytes(List.of()));
    }
}
