package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The spill files of {@code dups --similar}: what they read back, and what they leave behind. */
class SpillTest {
    @Test
    void readsBackWhatWasAppendedAcrossBuffers() {
        long[] values = new long[10_000];
        for (int i = 0; i < values.length; i++) {
            values[i] = i * 7L - 5_000;
        }
        try (Spill spill = new Spill(2)) {
            spill.append(1, values, 0, 6_000);
            spill.append(1, values, 6_000, values.length);
            long[] back = new long[values.length];
            assertEquals(values.length, spill.readAll(1, back));
            assertArrayEquals(values, back);
            assertEquals(0, spill.size(0));
        }
    }

    /** A run stopped while its files are open (Ctrl-C, a kill) never reaches close(). */
    @Test
    void leavesNothingBehindWhileItsFilesAreOpen(@TempDir Path tmp) throws IOException {
        assumeTrue(File.separatorChar == '/', "open files lose their names only on Unix");
        try (Spill spill = new Spill(tmp, 3)) {
            spill.append(2, new long[] {1, 2, 3}, 0, 3);
            assertEquals(3, spill.size(2));
            assertEquals(List.of(), entries(tmp));
            long[] back = new long[3];
            assertEquals(3, spill.readAll(2, back));
            assertArrayEquals(new long[] {1, 2, 3}, back);
        }
        assertEquals(List.of(), entries(tmp));
    }

    private static List<Path> entries(Path dir) throws IOException {
        try (Stream<Path> all = Files.list(dir)) {
            return all.toList();
        }
    }
}
