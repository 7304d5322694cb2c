package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * Issue 17, points 3 and 4, with real processes: Ctrl-C during an import says what is kept
 * and exits 130 (no H2 message); a reader given {@code --wait} waits for an import that holds
 * the H2 file and then reads, while one without it is told about {@code --wait}.
 */
class InterruptAndWaitTest {
    @TempDir
    Path dir;

    @Test
    void ctrlCDuringImportSaysWhatIsKeptAndExits130() throws Exception {
        Path zip = TestData.path("boxoban-levels.zip");
        Path db = dir.resolve("c");
        // whether or not this run ignores SIGINT, the sokodb it starts does not
        Processes p = Processes.startWithCtrlC("--db", db.toString(), "import", zip.toString());
        assertTrue(p.awaitOut(out -> out.size() >= 2), "two sources imported: " + p.err());
        p.signal("INT");
        assertEquals(130, p.finish(), String.join("\n", p.err()));
        List<String> err = p.err();
        int imported = p.out().size();
        assertEquals("sokodb: interrupted: " + imported + " sources imported, the current one rolled back",
                err.get(err.size() - 1));
        assertFalse(String.join("\n", err).contains("Database is already closed"), err.toString());
        assertFalse(p.out().stream().anyMatch(l -> l.startsWith("total: ")), "no totals after an interruption");
        assertEquals(imported, CatalogCheck.sources(db).size(), "every source said imported is in the catalog, whole");
    }

    @Test
    void aReaderWithWaitReadsOnceTheImportIsDone() throws Exception {
        Path levels = Files.createDirectories(dir.resolve("levels"));
        for (int i = 1; i <= 3; i++) {
            Files.copy(Path.of("collections/xsokoban/screen." + i), levels.resolve("screen." + i));
        }
        Path db = dir.resolve("shared");
        Path fifo = dir.resolve("last");
        BadInputs.mkfifo(fifo);
        // the import holds the catalog, blocked on its last source, until the test writes it; it
        // waits itself should it find the catalog held by one of the test's probes below
        Processes importing = Processes.start("--db", db.toString(), "import", "--wait", levels.toString(),
                fifo.toString());
        try {
            readAfterTheImport(db, fifo, importing);
        } finally {
            if (importing.alive()) {
                importing.kill(); // a failed assertion must not leave it blocked on its FIFO
            }
        }
    }

    private static void readAfterTheImport(Path db, Path fifo, Processes importing) throws Exception {
        CliRun refused = CliRun.of("--db", db.toString(), "collections");
        long until = System.nanoTime() + 60_000_000_000L;
        while (!refused.err().contains("in use") && importing.alive() && System.nanoTime() < until) {
            Thread.sleep(50);
            refused = CliRun.of("--db", db.toString(), "collections");
        }
        assertEquals(3, refused.exitCode(), String.join("\n", importing.err()));
        assertEquals("sokodb: catalog in use by another sokodb process: " + db + ".mv.db (add --wait to wait until"
                + " it is free)\n", refused.err());

        Processes reader = Processes.start("--db", db.toString(), "collections", "--wait");
        try {
            readerWaits(db, fifo, importing, reader);
        } finally {
            if (reader.alive()) {
                reader.kill();
            }
        }
    }

    private static void readerWaits(Path db, Path fifo, Processes importing, Processes reader) throws Exception {
        long end = System.nanoTime() + 60_000_000_000L;
        while (reader.err().isEmpty() && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        assertEquals(List.of("sokodb: catalog in use by another sokodb process: " + db + ".mv.db; waiting until it is"
                + " free …"), reader.err());
        assertTrue(reader.alive(), "the reader waits");

        try (OutputStream out = Files.newOutputStream(fifo)) {
            out.write("; last\n\n#####\n#@$.#\n#####\n".getBytes(StandardCharsets.US_ASCII));
        }
        assertEquals(0, importing.finish(), String.join("\n", importing.err()));
        assertEquals(0, reader.finish(), String.join("\n", reader.err()));
        assertEquals(1 + 4, reader.out().size(), "the header and the four sources: " + reader.out());
    }
}
