package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --record-plays} writes plays to the catalog, so it needs {@code --allow-write}:
 * without it the command stops before it opens anything, a usage error (exit 2) in one line.
 */
class ServeRecordPlaysOptionTest {

    @Test
    void recordingPlaysWithoutWriteModeIsAUsageError(@TempDir Path dir) {
        Path db = dir.resolve("c");
        Cli refused = Cli.run("--db", db.toString(), "serve", "--record-plays", "--port", "0");
        assertEquals(2, refused.code(), refused.err());
        assertEquals("sokodb: --record-plays needs --allow-write: a play is written to the catalog",
                refused.err().lines().findFirst().orElse(""));
        assertEquals("", refused.out());
        assertFalse(Files.exists(dir.resolve("c.mv.db")), "nothing opened, nothing made");
    }
}
