package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;

/**
 * A catalog that takes no writes (issue 85): every command that writes stops before it does
 * anything, in one line that says so as a person would ("the catalog … is read-only: import
 * failed (…)"), not in the engine's words, with exit 3 (the command could not run); the
 * catalog is unchanged, and the commands that only read work on it as before.
 */
abstract class ReadOnlyCatalogContract {
    @TempDir
    Path dir;

    /** A new catalog that takes writes, to fill. */
    abstract String catalog(Path dir);

    /** The same catalog as one that takes none. */
    abstract String readOnly(String catalog);

    /** How the line names the catalog. */
    abstract String shown(String readOnly);

    /** Every command that writes, with what the line calls it. */
    private static List<String[]> writers() {
        String screen1 = TestData.shipped("xsokoban/screen.1").toString();
        String screen2 = TestData.shipped("xsokoban/screen.2").toString();
        return List.of(
                new String[] {"import", "import", screen2},
                new String[] {"import-solutions", "import-solutions", screen1,
                        Path.of("src/test/resources/notations/upper-case.sok").toString()},
                new String[] {"solve --catalog", "solve", "--catalog", "--node-limit", "1000"},
                new String[] {"optimize --catalog", "optimize", "--catalog", "--node-limit", "1000"},
                new String[] {"generate --import", "generate", "--import", "--count", "1", "--seed", "1"},
                new String[] {"serve --allow-write", "serve", "--allow-write", "--port", "0"});
    }

    /** Each writer on {@code db}, which takes no writes: one line, exit 3, nothing changed. */
    static void everyWriterIsRefused(String db, String shown) {
        String before = Cli.run("--db", db, "stats").out();
        for (String[] w : writers()) {
            List<String> args = new ArrayList<>(List.of("--db", db));
            args.addAll(List.of(w).subList(1, w.length));
            // a server that started after all would run until stopped: the timeout ends the test instead
            Cli r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> Cli.run(args.toArray(new String[0])), w[0]);
            assertEquals(3, r.code(), w[0] + ": " + r.out() + r.err());
            assertEquals("", r.out(), w[0]);
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().startsWith("sokodb: the catalog " + shown + " is read-only: " + w[0] + " failed ("),
                    r.err());
            assertTrue(r.err().contains("--db"), "says what to do: " + r.err());
        }
        Cli stats = Cli.run("--db", db, "stats");
        assertEquals(0, stats.code(), stats.err());
        assertEquals(before, stats.out(), "the catalog is unchanged, and read as before");
    }

    @Test
    void everyCommandThatWritesSaysTheCatalogIsReadOnly() {
        String db = catalog(dir);
        Cli imported = Cli.run("--db", db, "import", TestData.shipped("xsokoban/screen.1").toString());
        assertEquals(0, imported.code(), imported.err());
        String ro = readOnly(db);
        everyWriterIsRefused(ro, shown(ro));
    }
}
