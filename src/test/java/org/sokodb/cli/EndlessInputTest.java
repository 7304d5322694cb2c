package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;

/**
 * A solution file is bounded like a level file: {@code /dev/zero} (one endless line) ends in
 * one line naming the limit, not in a run that never ends. The five minutes are a guard only:
 * the limit is reached after 256 MiB, a few seconds.
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
    void verifyStopsAtTheLimitOfAnEndlessSolutionFile() throws IOException {
        assumeTrue(Files.isReadable(Path.of("/dev/zero")), "/dev/zero");
        String levels = levels();
        CliRun run = assertTimeoutPreemptively(GUARD, () -> CliRun.of("verify", levels, "/dev/zero"));
        assertEquals(1, run.exitCode(), "input that cannot be read is rejected input: " + run.err());
        assertEquals(List.of("sokodb: /dev/zero: cannot read: file is larger than the limit of 256 MiB"), run.errLines());
    }

    @Test
    void importSolutionsStopsAtTheLimitOfAnEndlessSolutionFile() throws IOException {
        assumeTrue(Files.isReadable(Path.of("/dev/zero")), "/dev/zero");
        String levels = levels();
        String db = dir.resolve("catalog").toString();
        CliRun.of("--db", db, "import", levels).succeeded();
        CliRun run = assertTimeoutPreemptively(GUARD, () -> CliRun.of("--db", db, "import-solutions", levels, "/dev/zero"));
        assertEquals(1, run.exitCode(), "input that cannot be read is rejected input: " + run.err());
        assertEquals(List.of("sokodb: /dev/zero: cannot read: file is larger than the limit of 256 MiB"), run.errLines());
    }
}
