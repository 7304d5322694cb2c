package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;

/**
 * Issue 8, concurrency: two {@code sokodb import} processes started together on one new H2
 * file. H2 locks the file for the process that opens it; the other stops at once with one
 * line, "catalog in use", and exit 3 (it never waits, so it can never hang). Neither damages
 * the catalog, and the one that stopped, run again, finds everything already imported.
 *
 * <p>So that the outcome does not depend on timing, each import ends with a FIFO: the process
 * that got the catalog holds it, blocked on its FIFO, until the other has given up; only then
 * does the test write that FIFO and let it finish.
 */
class ConcurrentImportTest {
    @TempDir
    Path dir;

    @Test
    void twoImportsAtOnceOneWorksTheOtherSaysTheCatalogIsInUse() throws Exception {
        Path levels = Files.createDirectories(dir.resolve("levels"));
        for (int i = 1; i <= 10; i++) {
            Files.copy(TestData.shipped("xsokoban/screen." + i), levels.resolve("screen." + i));
        }
        Path db = dir.resolve("shared");
        Path fifoA = dir.resolve("last-a");
        Path fifoB = dir.resolve("last-b");
        BadInputs.mkfifo(fifoA);
        BadInputs.mkfifo(fifoB);
        Processes a = Processes.start("--db", db.toString(), "import", levels.toString(), fifoA.toString());
        Processes b = Processes.start("--db", db.toString(), "import", levels.toString(), fifoB.toString());

        long end = System.nanoTime() + 120_000_000_000L;
        while (a.alive() && b.alive() && System.nanoTime() < end) {
            Thread.sleep(5);
        }
        Processes loser = a.alive() ? b : a;
        Processes winner = a.alive() ? a : b;
        assertEquals(3, loser.finish(), "the first to end is refused: " + loser.err());
        assertEquals(List.of("sokodb: catalog in use by another sokodb process: " + db + ".mv.db (add --wait to wait"
                + " until it is free)"), loser.err());
        assertEquals(List.of(), loser.out());

        assertTrue(winner.alive(), "the other holds the catalog, waiting for its last source");
        try (OutputStream out = Files.newOutputStream(winner == a ? fifoA : fifoB)) {
            out.write("; last\n\n#####\n#@$.#\n#####\n".getBytes(StandardCharsets.US_ASCII));
        }
        assertEquals(0, winner.finish(), String.join("\n", winner.err()));
        assertEquals(11, CatalogCheck.sources(db).size(), winner.out().toString());

        CliRun again = CliRun.of("--db", db.toString(), "import", levels.toString());
        assertEquals(0, again.exitCode(), again.err());
        assertEquals(10, again.out().lines().filter(l -> l.contains(": already imported as ")).count(), again.out());
    }
}
