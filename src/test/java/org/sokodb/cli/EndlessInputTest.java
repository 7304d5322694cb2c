package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;

/**
 * A solution file is bounded like a level file: an endless one (a pipe of moves that never
 * ends, one endless line) ends in one line naming the limit, not in a run that never ends; one
 * whose first block holds a NUL byte ({@code /dev/zero}) is refused at that block. The five
 * minutes are a guard only: the limit is reached after 256 MiB, a few seconds.
 */
@Slow
class EndlessInputTest {
    private static final Duration GUARD = Duration.ofMinutes(5);

    @TempDir
    Path dir;

    private String levels() throws IOException {
        return Files.writeString(dir.resolve("one.xsb"), "#####\n#@$.#\n#####\n", StandardCharsets.UTF_8).toString();
    }

    @Test
    void verifyStopsAtTheLimitOfAnEndlessSolutionFile() throws Exception {
        String levels = levels();
        Path moves = endlessMoves();
        CliRun run = assertTimeoutPreemptively(GUARD, () -> CliRun.of("verify", levels, moves.toString()));
        assertEquals(1, run.exitCode(), "input that cannot be read is rejected input: " + run.err());
        assertEquals(List.of("sokodb: " + moves + ": cannot read: file is larger than the limit of 256 MiB"), run.errLines());
    }

    @Test
    void importSolutionsStopsAtTheLimitOfAnEndlessSolutionFile() throws Exception {
        String levels = levels();
        String db = dir.resolve("catalog").toString();
        CliRun.of("--db", db, "import", levels).succeeded();
        Path moves = endlessMoves();
        CliRun run = assertTimeoutPreemptively(GUARD, () -> CliRun.of("--db", db, "import-solutions", levels, moves.toString()));
        assertEquals(1, run.exitCode(), "input that cannot be read is rejected input: " + run.err());
        assertEquals(List.of("sokodb: " + moves + ": cannot read: file is larger than the limit of 256 MiB"), run.errLines());
    }

    @Test
    void devZeroAsASolutionFileIsRefusedAtItsFirstBlock() throws IOException {
        assumeTrue(Files.isReadable(Path.of("/dev/zero")), "/dev/zero");
        String levels = levels();
        CliRun verify = assertTimeoutPreemptively(GUARD, () -> CliRun.of("verify", levels, "/dev/zero"));
        assertEquals(1, verify.exitCode(), verify.err());
        assertEquals(List.of("sokodb: /dev/zero: not a solution file (binary data)"), verify.errLines());
        String db = dir.resolve("catalog").toString();
        CliRun.of("--db", db, "import", levels).succeeded();
        CliRun imported = assertTimeoutPreemptively(GUARD, () -> CliRun.of("--db", db, "import-solutions", levels, "/dev/zero"));
        assertEquals(1, imported.exitCode(), imported.err());
        assertEquals(List.of("sokodb: /dev/zero: not a solution file (binary data)"), imported.errLines());
    }

    /** A FIFO a thread fills with 'r' for as long as it is read: one endless line of moves. */
    private Path endlessMoves() throws Exception {
        Path fifo = dir.resolve("moves-" + System.nanoTime());
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo");
        CompletableFuture.runAsync(() -> {
            byte[] block = new byte[1 << 16];
            Arrays.fill(block, (byte) 'r');
            try (OutputStream out = new FileOutputStream(fifo.toFile())) {
                for (long written = 0; written < (300L << 20); written += block.length) {
                    out.write(block);
                }
            } catch (IOException e) {
                // the reader stopped at its limit and closed its end
            }
        });
        return fifo;
    }
}
