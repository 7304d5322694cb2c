package org.sokodb.catalog.db.release;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.jdbi.v3.core.Handle;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.db.Database;
import org.sokodb.catalog.db.DatabaseLocation;

/**
 * The copy of an H2 file another release wrote ({@link ReleaseCopy}): whole, marked as the
 * running release's, in the old file's place, the sort buffers left out; and its check
 * ({@link CopyCheck}) refuses a copy short of a map, of a map's entries or of a table's rows.
 */
class ReleaseCopyTest {
    /** A release no build takes: whatever the build's, a file marked so was written by another. */
    private static final int ANOTHER = 2_001_214;

    @TempDir
    Path dir;

    @Test
    void aFileAnotherReleaseWroteIsCopiedWholeMarkedAndPutInItsPlace() throws Exception {
        Path base = dir.resolve("cat");
        Path file = made(base);
        Map<String, Long> rows = CopyCheck.tableRows(ReleaseCopy.readOnly(url(base)), file);
        List<String> told = new ArrayList<>();
        long seen;
        try (MVStore look = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            assertTrue(ReleaseCopy.needed(look));
            assertTrue(look.getMapNames().contains("temp.9"));
            seen = look.getCurrentVersion();
        }
        ReleaseCopy.copy(base, url(base), Path::toString, seen, new CopyListener() {
            @Override
            public void copying(Path copied, H2Release writtenBy, long bytes) {
                told.add(copied.getFileName() + " " + writtenBy + " " + (bytes > 0));
            }

            @Override
            public void copied(long bytes) {
            }
        });
        assertEquals(List.of("cat.mv.db 2.1.214 true"), told);
        try (MVStore copy = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            assertFalse(ReleaseCopy.needed(copy), "marked as the running release's");
            assertEquals(H2Release.RUNNING, H2Release.of(copy));
            assertFalse(copy.getMapNames().contains("temp.9"), "the sort buffer left out");
        }
        Map<String, Long> after = CopyCheck.tableRows(ReleaseCopy.readOnly(url(base)), file);
        assertEquals(rows, after);
        assertEquals(Long.valueOf(3_000), after.get("\"PUBLIC\".\"T\""), after.toString());
        assertEquals(Long.valueOf(40), after.get("\"PUBLIC\".\"U\""), after.toString());
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of("cat.mv.db"), left.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no copy, no lock left beside it");
        }
        try (Connection c = DriverManager.getConnection(url(base)); Statement s = c.createStatement()) {
            s.execute("INSERT INTO t VALUES (3000, 'row 3000')");
            var r = s.executeQuery("SELECT COUNT(*), MAX(payload) FROM t WHERE id >= 2999");
            assertTrue(r.next());
            assertEquals(2, r.getInt(1));
        }
    }

    @Test
    void aFileAKillLeftIsCopiedWithItsUnfinishedTransactionWhichTheNextOpenRollsBack() throws Exception {
        Path live = dir.resolve("live");
        Path base = dir.resolve("killed");
        try (Database db = Database.open(DatabaseLocation.of(live.toString()), true, "1")) {
            Handle h = db.handle();
            h.execute("CREATE TABLE t (id INT PRIMARY KEY, payload VARCHAR)");
            h.execute("INSERT INTO t SELECT X, 'kept ' || X FROM SYSTEM_RANGE(1, 500)");
            h.begin();
            h.execute("INSERT INTO t SELECT X, 'not committed ' || X FROM SYSTEM_RANGE(501, 2000)");
            // the store written and synced with the transaction open, as H2's writer stores it before a kill
            db.makeDurable();
            Files.copy(Path.of(live + ".mv.db"), Path.of(base + ".mv.db"));
            h.rollback();
        }
        Path file = Path.of(base + ".mv.db");
        try (MVStore store = new MVStore.Builder().fileName(file.toString()).open()) {
            store.setStoreVersion(ANOTHER);
        }
        long seen;
        try (MVStore look = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            seen = look.getCurrentVersion();
        }
        ReleaseCopy.copy(base, url(base), Path::toString, seen, CopyListener.NONE);
        try (Connection c = DriverManager.getConnection(url(base)); Statement s = c.createStatement()) {
            var r = s.executeQuery("SELECT COUNT(*), MAX(id) FROM t");
            assertTrue(r.next());
            assertEquals(500, r.getInt(1), "the unfinished transaction rolled back in the copy");
            assertEquals(500, r.getInt(2));
        }
    }

    @Test
    void aFileTheRunningReleaseMarkedIsNotCopied() throws Exception {
        Path base = dir.resolve("own");
        Path file = made(base);
        try (MVStore store = new MVStore.Builder().fileName(file.toString()).open()) {
            H2Release.markRunning(store);
        }
        byte[] before = Files.readAllBytes(file);
        long seen;
        try (MVStore look = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            assertFalse(ReleaseCopy.needed(look));
            seen = look.getCurrentVersion();
        }
        // as when another process copied it meanwhile: the copy finds the mark and leaves the file alone
        ReleaseCopy.copy(base, url(base), Path::toString, seen, CopyListener.NONE);
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void aFileWithoutTheMarkIsTakenAsTheReleaseBeforeIt() throws Exception {
        Path file = Path.of(dir.resolve("plain") + ".mv.db");
        try (MVStore store = new MVStore.Builder().fileName(file.toString()).open()) {
            store.openMap("m").put("k", "v");
        }
        try (MVStore look = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            assertEquals(H2Release.UNMARKED, H2Release.of(look));
            assertEquals(!H2Release.RUNNING.equals(H2Release.UNMARKED), ReleaseCopy.needed(look));
        }
    }

    @Test
    void aCopyShortOfAMapOrOfEntriesIsRefused() throws Exception {
        Path file = Path.of(dir.resolve("old") + ".mv.db");
        try (MVStore store = new MVStore.Builder().fileName(file.toString()).open()) {
            fill(store.openMap("a"), 500);
            fill(store.openMap("b"), 20);
        }
        Path shortOfAMap = Path.of(dir.resolve("short") + ".mv.db");
        try (MVStore store = new MVStore.Builder().fileName(shortOfAMap.toString()).open()) {
            fill(store.openMap("a"), 500);
            H2Release.markRunning(store);
        }
        Path shortOfEntries = Path.of(dir.resolve("fewer") + ".mv.db");
        try (MVStore store = new MVStore.Builder().fileName(shortOfEntries.toString()).open()) {
            fill(store.openMap("a"), 499);
            fill(store.openMap("b"), 20);
            H2Release.markRunning(store);
        }
        Path whole = Path.of(dir.resolve("whole") + ".mv.db");
        try (MVStore store = new MVStore.Builder().fileName(whole.toString()).open()) {
            fill(store.openMap("a"), 500);
            fill(store.openMap("b"), 20);
            H2Release.markRunning(store);
        }
        try (MVStore source = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            CopyCheck.sameMaps(source, whole, "temp.");
            ReleaseCopyFailure missing = assertThrows(ReleaseCopyFailure.class,
                    () -> CopyCheck.sameMaps(source, shortOfAMap, "temp."));
            assertTrue(missing.getMessage().contains("{b=20/null}"), missing.getMessage());
            ReleaseCopyFailure fewer = assertThrows(ReleaseCopyFailure.class,
                    () -> CopyCheck.sameMaps(source, shortOfEntries, "temp."));
            assertTrue(fewer.getMessage().contains("{a=500/499}"), fewer.getMessage());
            assertFalse(fewer.inUse());
        }
        Map<String, Long> rows = new LinkedHashMap<>(Map.of("\"PUBLIC\".\"T\"", 3_000L));
        CopyCheck.sameRows(rows, Map.of("\"PUBLIC\".\"T\"", 3_000L), file);
        assertThrows(ReleaseCopyFailure.class, () -> CopyCheck.sameRows(rows, Map.of("\"PUBLIC\".\"T\"", 2_999L), file));
    }

    @Test
    void theUrlOfTheCopyKeepsTheSettingsAndOpensReadOnly() {
        assertEquals("jdbc:h2:file:/x/c.release-copy-7;USER=a;IFEXISTS=TRUE",
                ReleaseCopy.renamed("jdbc:h2:/x/c;USER=a;IFEXISTS=TRUE", "/x/c.release-copy-7"));
        assertEquals("jdbc:h2:file:/x/c;USER=a;ACCESS_MODE_DATA=r;IFEXISTS=TRUE",
                ReleaseCopy.readOnly("jdbc:h2:file:/x/c;USER=a;IFEXISTS=TRUE;access_mode_data=rw"));
    }

    private static void fill(MVMap<Object, Object> map, int n) {
        for (int i = 0; i < n; i++) {
            map.put(i, "value " + i);
        }
    }

    private static String url(Path base) {
        return "jdbc:h2:file:" + base + ";MAX_COMPACT_TIME=0";
    }

    /**
     * An H2 database of two tables (3,000 rows with an index, 40), closed, marked as written by
     * {@link #ANOTHER}, with a sort buffer a killed index build would have left.
     */
    private static Path made(Path base) throws Exception {
        try (Connection c = DriverManager.getConnection(url(base)); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id INT PRIMARY KEY, payload VARCHAR)");
            s.execute("CREATE INDEX t_payload ON t (payload)");
            s.execute("CREATE TABLE u (id INT PRIMARY KEY)");
            try (PreparedStatement p = c.prepareStatement("INSERT INTO t VALUES (?, ?)")) {
                for (int i = 0; i < 3_000; i++) {
                    p.setInt(1, i);
                    p.setString(2, "row " + i);
                    p.addBatch();
                }
                p.executeBatch();
            }
            s.execute("INSERT INTO u SELECT X FROM SYSTEM_RANGE(1, 40)");
        }
        Path file = Path.of(base + ".mv.db");
        try (MVStore store = new MVStore.Builder().fileName(file.toString()).open()) {
            store.setStoreVersion(ANOTHER);
            MVMap<Long, String> buffer = store.openMap("temp.9", new MVMap.Builder<Long, String>().singleWriter());
            for (long i = 0; i < 1_000; i++) {
                buffer.put(i, "sorted row " + i);
            }
        }
        return file;
    }
}
