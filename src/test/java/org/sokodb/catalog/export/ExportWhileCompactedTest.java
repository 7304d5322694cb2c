package org.sokodb.catalog.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.sokodb.Alongside;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.identity.Identifier;

/**
 * {@code export} reads the boards while H2's background writer may rewrite the file's chunks
 * under it (it compacts a file with much dead space, as a bulk load leaves one): the export
 * must not read pages H2 has already dropped. Here the store is compacted, with no chunk
 * retention, after every slice of boards; an export that streams one lazy query through it
 * fails with H2's "Chunk N not found" (docs/catalog.md; {@code GroupCensusTest} does the same
 * to the group census). The file must be the one an export without compaction writes, in
 * every order. The catalog is imported once for the class, each order given a copy of its file.
 */
@Alongside
@ResourceLock("ExportWhileCompactedTest")
class ExportWhileCompactedTest {
    /** The catalog every order exports from, imported once: each order compacts a copy of its file. */
    @TempDir
    static Path shared;

    /** The H2 file (its base) the shipped collections and 40 XSokoban copies were imported into. */
    private static Path imported;

    @TempDir
    Path dir;

    /**
     * One import per source, each made durable: many chunks, much of each dead later. Closed
     * as sokodb closes a catalog (H2 compacts nothing at the close: {@code MAX_COMPACT_TIME=0}),
     * so a copy of the file holds the same chunks.
     */
    @BeforeAll
    static void importOnce() throws IOException {
        Path copies = Fixtures.xsokobanCopies(shared.resolve("copies"), 40);
        imported = shared.resolve("imported");
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(imported.toString()))) {
            Path collections = Path.of(Fixtures.shipped("xsokoban")).getParent();
            Importer importer = new Importer(catalog, new Identifier()::identify, 5).bulkFrom(Long.MAX_VALUE);
            importer.importPaths(List.of(collections.toString()), new Fixtures.Recorder());
            for (int i = 1; i <= 40; i++) {
                importer.importPaths(List.of(copies.resolve("screen." + i).toString()), new Fixtures.Recorder());
            }
        }
    }

    @ParameterizedTest
    @EnumSource(ExportRequest.Order.class)
    void theFileIsWholeWhileTheStoreIsCompactedUnderIt(ExportRequest.Order order) throws IOException {
        Files.copy(Path.of(imported + ".mv.db"), dir.resolve("compacted.mv.db"));
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(dir.resolve("compacted").toString()))) {
            Path plain = dir.resolve("plain.sok");
            ExportRequest request = ExportRequest.of(plain).withOrder(order);
            long levels = new Exporter(catalog).export(request, new ExportListener() {
            }).levels();
            assertTrue(levels >= 80, levels + " levels");
            MVStore store = store(catalog);
            int live = store.getFileStore().getChunksFillRate();
            assertTrue(live < 90, "dead space in the copy's chunks for the compaction to drop: " + live + " % live");
            catalog.handle().execute("SET RETENTION_TIME 0");
            int[] compactions = {0};
            Path compacted = dir.resolve("compacted.sok");
            new Exporter(catalog, 20, () -> {
                store.compact(100, 64 << 20);
                store.commit();
                compactions[0]++;
            }).export(ExportRequest.of(compacted).withOrder(order), new ExportListener() {
            });
            assertTrue(compactions[0] >= 5, compactions[0] + " compactions");
            assertEquals(Files.readString(plain).replace("Collection: plain", "Collection: compacted"),
                    Files.readString(compacted));
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
}
