package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sokodb.catalog.near.TablesReadBack.importPath;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.Importer;

/**
 * The similarity index made from the windows a bulk load packs as it writes its levels
 * ({@link StreamedWindows}) is the one read back from the tables, byte for byte: the packed
 * runs, their groups and the listing beside them. On the first 12 files of Boxoban's medium set
 * (12,000 levels, three runs of 4,000): a catalog whose import fills the index (a bulk load from
 * 5,000 boards on, so the last run is taken from the windows held and the two before are read
 * back) against one filled after its import from the tables alone; and a fill given every
 * level's window held, which takes every run from them. The catalog filled from the tables alone
 * is the same in both tests and only read there: it is made once for the class. The files
 * imported the ordinary way, where both it and the fill given every window begin, are imported
 * once for the class on H2 and the file copied ({@link TablesReadBack.Imported}).
 */
@SharedData
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class StreamedWindowsContract {
    /** The engine the catalogs live in: the subclass says. */
    abstract DatabaseEngine engine();

    private static final int FILES = 12;

    /** The 12 Boxoban files both tests import. */
    private Path files;
    /** The files imported the ordinary way: the start of {@link #readBack} and of the fill given every window. */
    private TablesReadBack.Imported imported;
    /** The files imported the ordinary way and the index then filled from the tables: what both tests compare with. */
    private Catalog readBack;

    @BeforeAll
    void readBack(@TempDir Path shared) throws IOException {
        files = boxobanFiles(Files.createDirectories(shared.resolve("boxoban")));
        imported = TablesReadBack.Imported.of(engine(), shared, files);
        readBack = TablesReadBack.filled(imported.copyIn(shared.resolve("read")));
    }

    @AfterAll
    void close() {
        if (readBack != null) {
            readBack.close();
        }
    }

    @Test
    void anImportThatPacksAsItWritesStoresTheIndexTheTablesGive(@TempDir Path dir) throws IOException {
        try (Catalog streamed = Fixtures.freshCatalog(engine(), Files.createDirectories(dir.resolve("streamed")))) {
            importPath(new Importer(streamed).fillingSimilarityIndex(), files);
            assertSameIndex(readBack, streamed);
        }
    }

    @Test
    void aFillWithEveryWindowHeldTakesEveryRunFromThemAndStoresTheSame(@TempDir Path dir) throws IOException {
        try (Catalog streamed = imported.copyIn(dir.resolve("streamed"))) {
            StreamedWindows.Held held;
            try (StreamedWindows windows = new StreamedWindows()) {
                List<NearDuplicateDao.LevelBoard> levels = streamed.dao(NearDuplicateDao.class).after(0, 100_000);
                for (int from = 0; from < levels.size(); from += 2_000) {
                    List<NearDuplicateDao.LevelBoard> batch = levels.subList(from, Math.min(levels.size(), from + 2_000));
                    windows.add(batch.stream().mapToLong(NearDuplicateDao.LevelBoard::id).toArray(),
                            batch.stream().map(NearDuplicateDao.LevelBoard::board).toList());
                }
                held = windows.finish();
            }
            assertEquals(12_000, held.size(), "every level held");
            new NearIndex(streamed).fillIndex(IndexProgress.NONE, held);
            assertEquals(3, held.runsTaken(), "every run taken from the windows held");
            assertSameIndex(readBack, streamed);
        }
    }

    /** The packed runs, their groups, the grouped mark and the listing of {@code actual} are those of {@code expected}. */
    private static void assertSameIndex(Catalog expected, Catalog actual) {
        for (String query : List.of(
                "SELECT last_level_id, levels, packed FROM level_packed ORDER BY last_level_id",
                "SELECT group_key, packed FROM packed_group ORDER BY group_key",
                "SELECT last_level_id FROM packed_grouped ORDER BY last_level_id",
                "SELECT last_level_id, first_level_id, listing FROM level_listing ORDER BY last_level_id",
                "SELECT group_key, listing FROM listing_group ORDER BY group_key",
                "SELECT last_level_id, counts FROM listing_counts ORDER BY last_level_id")) {
            List<List<Object>> want = rows(expected, query);
            List<List<Object>> got = rows(actual, query);
            assertTrue(!want.isEmpty(), query);
            assertEquals(want.size(), got.size(), query);
            for (int i = 0; i < want.size(); i++) {
                for (int c = 0; c < want.get(i).size(); c++) {
                    Object w = want.get(i).get(c);
                    Object g = got.get(i).get(c);
                    if (w instanceof byte[] bytes) {
                        assertArrayEquals(bytes, (byte[]) g, query + ", row " + i);
                    } else {
                        assertEquals(w, g, query + ", row " + i);
                    }
                }
            }
        }
    }

    private static List<List<Object>> rows(Catalog c, String query) {
        return c.handle().createQuery(query).map((rs, ctx) -> {
            List<Object> row = new ArrayList<>();
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                Object value = rs.getObject(i);
                row.add(value instanceof Number n ? (Object) n.longValue() : value);
            }
            return row;
        }).list();
    }


    private static Path boxobanFiles(Path to) throws IOException {
        TestData.boxobanTrainFiles(to, FILES);
        return to;
    }
}
