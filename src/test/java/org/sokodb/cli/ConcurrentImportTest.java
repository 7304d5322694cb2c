package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 8, concurrency: two {@code sokodb import} processes started together on one H2 file.
 * H2 locks the file for the process that opens it; the other stops at once with one line,
 * "catalog in use", and exit 3 (it never waits, so it can never hang). Neither may damage the
 * catalog, and the one that stopped, run again, finds everything already imported.
 */
class ConcurrentImportTest {
    @TempDir
    Path dir;

    @Test
    void twoImportsAtOnceOneWorksTheOtherSaysTheCatalogIsInUse() throws Exception {
        Path db = dir.resolve("shared");
        String[] args = ImportCrashTest.importArgs(db, ImportCrashTest.levels(dir));
        Processes first = Processes.start(args);
        Processes second = Processes.start(args);
        int a = first.finish();
        int b = second.finish();
        String inUse = "sokodb: catalog in use by another sokodb process: " + db + ".mv.db (wait until it has"
                + " finished, then try again)";
        String both = "first: " + a + " " + first.err() + "; second: " + b + " " + second.err();
        assertTrue(a == 0 && b == 3 || a == 3 && b == 0, both);
        Processes loser = a == 3 ? first : second;
        assertEquals(List.of(inUse), loser.err(), both);
        assertEquals(List.of(), loser.out(), both);

        assertEquals(32, CatalogCheck.sources(db).size());
        CliRun again = CliRun.of(args);
        assertEquals(0, again.exitCode(), again.err());
        assertEquals(32, again.out().lines().filter(l -> l.contains(": already imported as ")).count(), again.out());
    }
}
