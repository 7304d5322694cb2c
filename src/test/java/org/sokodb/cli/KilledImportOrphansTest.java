package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.zip.ZipFile;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.tx.Transaction;
import org.h2.mvstore.tx.TransactionStore;
import org.h2.tools.Script;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.db.release.OrphanedEntries;
import org.sokodb.catalog.db.release.UncleanHeader;

/**
 * A catalog an import left when it was killed 1,918 ms in, holding two index entries its
 * transaction wrote after the undo log stored with them ends (its log ids 614 and 615, the log
 * 614 records long): H2's rollback at open leaves them owned by transaction 1, the id the next
 * process's transactions get again, and the next import of the same two Boxoban files failed at
 * once, on every copy, with H2's "Timeout trying to lock table" (docs/journal/catalog.md). The
 * file is {@code killed-import/catalog.mv.db}, made by a kill loop of a fresh catalog's import
 * of the Boxoban zip's {@code hard/000.txt} and {@code hard/001.txt}.
 */
class KilledImportOrphansTest {
    @TempDir
    Path dir;

    @Test
    void theEntriesNoUndoLogListsAreTakenOutAndNoRowChanges() throws Exception {
        Path db = killedCatalog("catalog");
        assertEquals(new OrphanedEntries.Found(2, 0), orphans(db), "the file as the kill left it");
        Path byH2 = killedCatalog("opened-by-h2");
        String h2Alone = script(byH2); // H2's own rollback, nothing taken out
        assertEquals(new OrphanedEntries.Found(2, 0), orphans(byH2), "H2's rollback leaves them");

        CliRun stats = CliRun.of("--db", db.toString(), "stats").succeeded();
        assertEquals("0\t0\t0\t0\t0\t0\t0", stats.rows().get(0), stats.out());
        assertEquals(new OrphanedEntries.Found(0, 0), orphans(db), "none left after the first command");
        assertEquals(h2Alone, script(db), "every row reads as H2 alone reads it");

    }

    @Test
    void theNextImportOfTheSameFilesTakesThemAll() throws Exception {
        Path zip = TestData.path("boxoban-levels.zip");
        Path db = killedCatalog("catalog");
        Path files = Files.createDirectory(dir.resolve("boxoban-2"));
        try (ZipFile levels = new ZipFile(zip.toFile())) {
            for (String name : new String[] {"000.txt", "001.txt"}) {
                try (InputStream in = levels.getInputStream(levels.getEntry("boxoban/hard/" + name))) {
                    Files.copy(in, files.resolve("boxoban-hard-" + name));
                }
            }
        }
        CliRun.of("--db", db.toString(), "import", files.toString()).succeeded();
        CliRun stats = CliRun.of("--db", db.toString(), "stats").succeeded();
        assertEquals("2\t2000\t2000\t0\t0\t0\t0", stats.rows().get(0), stats.out());
    }

    @Test
    void anEntryWithACommittedValueIsRefusedAndLeftAsItIs() throws Exception {
        Path db = dir.resolve("made");
        Path file = Path.of(db + ".mv.db");
        CliRun.of("--db", db.toString(), "import", Fixtures.shipped("xsokoban/screen.1")).succeeded();
        changeNoLogLists(file);
        assertEquals(new OrphanedEntries.Found(0, 1), orphans(db), "the file as made");
        byte[] left = Files.readAllBytes(file);

        CliRun refused = CliRun.of("--db", db.toString(), "import", Fixtures.shipped("xsokoban/screen.2"));
        assertEquals(3, refused.exitCode(), refused.out() + refused.err());
        assertTrue(refused.err().contains("holds 1 changed row a kill left owned by a transaction H2 does not roll"
                + " back") && refused.err().contains("org.h2.tools.Recover"), refused.err());
        assertEquals(1, refused.err().strip().lines().count(), "one line: " + refused.err());
        assertArrayEquals(left, Files.readAllBytes(file), "nothing is written to a file refused");
    }

    /**
     * Leaves in {@code file}, its header as a kill leaves it, a committed row of a map of its own
     * changed by a transaction whose undo log does not list the change: the kind of entry that is
     * not taken out, as it has a committed value.
     */
    private static void changeNoLogLists(Path file) throws Exception {
        MVStore store = new MVStore.Builder().fileName(file.toString()).open();
        TransactionStore transactions = new TransactionStore(store);
        transactions.init();
        Transaction first = transactions.begin();
        first.<Long, String>openMap("table.999").put(1L, "committed");
        first.commit();
        Transaction second = transactions.begin();
        second.<Long, String>openMap("table.999").put(1L, "changed");
        Field logs = TransactionStore.class.getDeclaredField("undoLogs");
        logs.setAccessible(true);
        MVMap<?, ?> log = ((MVMap<?, ?>[]) logs.get(transactions))[second.getId()];
        log.clear(); // the change stored, its undo record not
        store.close(); // the transaction not ended
        assertTrue(UncleanHeader.write(file, UncleanHeader.namedVersion(file)), "the header as a kill leaves it");
    }

    /** A copy of the killed catalog in the test's folder; its base name, without {@code .mv.db}. */
    private Path killedCatalog(String name) throws Exception {
        Path base = dir.resolve(name);
        try (InputStream in = KilledImportOrphansTest.class.getResourceAsStream("/killed-import/catalog.mv.db")) {
            Files.copy(in, Path.of(base + ".mv.db"));
        }
        return base;
    }

    private static OrphanedEntries.Found orphans(Path base) {
        try (MVStore look = new MVStore.Builder().fileName(base + ".mv.db").readOnly().open()) {
            return OrphanedEntries.in(look);
        }
    }

    /**
     * H2's SCRIPT of the catalog: every table's rows, as a new session reads them; without the
     * cache size, a setting of the process that opened the file last, not of its rows.
     */
    private String script(Path base) throws Exception {
        Path out = dir.resolve(base.getFileName() + ".sql");
        Files.deleteIfExists(out);
        Script.process("jdbc:h2:" + base, "", "", out.toString(), "", "");
        return Files.readString(out).lines().filter(line -> !line.startsWith("SET CACHE_SIZE"))
                .collect(Collectors.joining("\n"));
    }
}
