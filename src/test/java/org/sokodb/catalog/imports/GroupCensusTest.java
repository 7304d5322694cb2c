package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.bulk.BulkLoad;
import org.sokodb.catalog.imports.bulk.GroupCensus;
import org.sokodb.identity.Identifier;

/**
 * {@link GroupCensus} counts every duplicate group exactly as the SQL recount that an
 * ordinary import keeps does, on real levels (the repository's {@code collections/} and
 * copies of XSokoban screens under other names), and leaves the table alone when the boards'
 * sources do not follow their row ids.
 */
@Slow
class GroupCensusTest {
    @TempDir
    Path dir;

    private static List<List<Object>> groups(Catalog catalog) {
        return catalog.handle().createQuery("SELECT unique_id, members, sources, first_seen FROM duplicate_group"
                + " ORDER BY unique_id").map((rs, ctx) -> List.<Object>of(rs.getString(1), rs.getInt(2), rs.getInt(3),
                        rs.getLong(4))).list();
    }

    private static void importInto(Catalog catalog, Path... paths) {
        new Importer(catalog, new Identifier()::identify, 50, Long.MAX_VALUE)
                .importPaths(List.of(paths).stream().map(Path::toString).toList(), new Fixtures.Recorder());
    }

    @Test
    void countsEveryGroupAsTheImportDid() throws IOException {
        Path copies = Files.createDirectories(dir.resolve("copies"));
        for (int i = 1; i <= 20; i++) {
            Path screen = Path.of(Fixtures.shipped("xsokoban/screen." + i));
            // twice in one file too: a group whose members share a source
            Files.writeString(copies.resolve("screen." + i), Files.readString(screen) + "\n\n" + Files.readString(screen));
        }
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(dir.resolve("catalog").toString()))) {
            importInto(catalog, Path.of(Fixtures.shipped("xsokoban")).getParent(), copies);
            List<List<Object>> expected = groups(catalog);
            assertTrue(expected.size() >= 20, expected.toString());
            assertTrue(expected.stream().anyMatch(g -> (int) g.get(1) == 3 && (int) g.get(2) == 2), expected.toString());
            boolean counted = catalog.handle().inTransaction(h -> GroupCensus.recountAll(catalog));
            assertTrue(counted);
            assertEquals(expected, groups(catalog));
        }
    }

    @Test
    void aSourceReplacedAfterALaterOneLeavesTheCountToSql() throws IOException {
        Path in = Files.createDirectories(dir.resolve("in"));
        String screen1 = Files.readString(Path.of(Fixtures.shipped("xsokoban/screen.1")));
        String screen2 = Files.readString(Path.of(Fixtures.shipped("xsokoban/screen.2")));
        Files.writeString(in.resolve("a.xsb"), screen1);
        Files.writeString(in.resolve("b.xsb"), screen1 + "\n" + screen2);
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(dir.resolve("replaced").toString()))) {
            importInto(catalog, in);
            Files.writeString(in.resolve("a.xsb"), screen2 + "\n" + screen1); // other bytes: a is replaced
            importInto(catalog, in.resolve("a.xsb"));
            List<List<Object>> expected = groups(catalog);
            assertEquals(2, expected.size(), expected.toString());
            // whether it counted itself or gave up, the groups are those the import kept
            catalog.handle().useTransaction(h -> GroupCensus.recountAll(catalog));
            assertEquals(expected, groups(catalog));
        }
    }

    /**
     * The pass reads the boards while H2's background writer may rewrite the file's chunks
     * under it (it compacts a file with much dead space, as a bulk load and its repair leave
     * one): the count must not read pages that H2 has already dropped. Here the store is
     * compacted, with no chunk retention, after every slice of the pass; a pass that streams
     * one lazy query through it fails with H2's "Chunk N not found" (the crash harness met it
     * in the repair of a killed bulk load).
     */
    @Test
    void theCountHoldsWhileTheStoreIsCompactedUnderIt() throws IOException {
        Path copies = Fixtures.xsokobanCopies(dir.resolve("copies"), 40);
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(dir.resolve("compacted").toString()))) {
            Path collections = Path.of(Fixtures.shipped("xsokoban")).getParent();
            // one source per transaction, each made durable: many chunks, much of each dead later
            new Importer(catalog, new Identifier()::identify, 5, Long.MAX_VALUE).durableEvery(0)
                    .importPaths(List.of(collections.toString(), copies.toString()), new Fixtures.Recorder());
            List<List<Object>> expected = groups(catalog);
            MVStore store = store(catalog);
            catalog.handle().execute("SET RETENTION_TIME 0");
            boolean counted = catalog.handle().inTransaction(h -> GroupCensus.recountAll(catalog, 50, () -> {
                store.compact(100, 64 << 20);
                store.commit();
            }));
            assertTrue(counted);
            assertEquals(expected, groups(catalog));
        }
    }

    private static MVStore store(Catalog catalog) {
        try {
            SessionLocal session = (SessionLocal) catalog.handle().getConnection().unwrap(JdbcConnection.class)
                    .getSession();
            return session.getDatabase().getStore().getMvStore();
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void hexUndoesKey() {
        for (String id : new String[] {"0000000000000000", "00000C63B999210C", "FFFFFFFFFFFFFFFF", "8000000000000001"}) {
            assertEquals(id, HexIds.spellingOfKey(HexIds.keyOf(id)));
        }
    }
}
