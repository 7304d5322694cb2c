package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sokodb.catalog.near.TablesReadBack.importPath;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.OccurrenceDao;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.near.listing.StreamedListing;

/**
 * The listing's new runs made from what an import kept as it wrote its boards
 * ({@link StreamedListing}) are the runs read back from the tables, byte for byte (the values of
 * {@code level_listing} and {@code listing_counts}). On the first 12 files of Boxoban's medium
 * set (12,000 levels, three runs of 4,000) and, for levels of several boards, three more sources
 * after them: a copy of the first file under another name, a source that repeats levels of the
 * 4th and 8th files, and one that holds a level of the 2nd file three times. A catalog whose import
 * fills the index against one filled after its import from the tables alone; a second import of
 * copies into both (the runs patched); and a fill given every board held, which lists every run
 * from what is held. The catalog filled after its import from the tables alone is the same at the
 * start of both tests: it is made once for the class, read by the fill's test and, after it, taken
 * on by the import's, whose second import changes it. The sources imported the ordinary way,
 * where both it and the fill given every board begin, are imported once for the class on H2 and
 * the file copied ({@link TablesReadBack.Imported}).
 */
@SharedData
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class StreamedListingContract {
    /** The engine the catalogs live in: the subclass says. */
    abstract DatabaseEngine engine();

    private static final int FILES = 12;

    /** The sources both tests import. */
    private Path files;
    /** The sources imported the ordinary way: the start of {@link #readBack} and of the fill given every board. */
    private TablesReadBack.Imported imported;
    /** The sources imported the ordinary way and the index then filled from the tables. */
    private Catalog readBack;

    @BeforeAll
    void readBack(@TempDir Path shared) throws IOException {
        files = sources(Files.createDirectories(shared.resolve("sources")));
        imported = TablesReadBack.Imported.of(engine(), shared, files);
        readBack = TablesReadBack.filled(imported.copyIn(shared.resolve("read")));
    }

    @AfterAll
    void close() {
        if (readBack != null) {
            readBack.close();
        }
    }

    /** After {@link #aFillWithEveryBoardHeldListsEveryRunFromThemAndStoresTheSame}: it imports more into the catalog read back. */
    @Test
    @Order(2)
    void anImportThatKeepsItsBoardsListsWhatTheTablesGive(@TempDir Path dir) throws IOException {
        try (Catalog streamed = Fixtures.freshCatalog(engine(), Files.createDirectories(dir.resolve("streamed")))) {
            importPath(new Importer(streamed).fillingSimilarityIndex(), files);
            assertEquals(3L, count(streamed, "SELECT COUNT(*) FROM level_listing"), "three runs listed");
            assertTrue(count(streamed, "SELECT COUNT(*) FROM (SELECT level_id FROM occurrence GROUP BY level_id"
                    + " HAVING COUNT(*) >= 3) several") >= 1, "a level of three boards or more");
            assertSameListing(readBack, streamed);

            // a second import: copies of levels of every run, the runs patched
            Path more = Files.createDirectories(dir.resolve("more"));
            Files.writeString(more.resolve("again.txt"), "; again\n" + level(files.resolve("000.txt"), 5) + "\n; b\n"
                    + level(files.resolve("006.txt"), 1) + "\n; c\n" + level(files.resolve("011.txt"), 998),
                    StandardCharsets.UTF_8);
            importPath(new Importer(streamed).fillingSimilarityIndex(), more);
            importPath(new Importer(readBack), more);
            new NearIndex(readBack).fillIndex(IndexProgress.NONE);
            assertSameListing(readBack, streamed);
        }
    }

    @Test
    @Order(1)
    void aFillWithEveryBoardHeldListsEveryRunFromThemAndStoresTheSame(@TempDir Path dir) throws IOException {
        try (Catalog streamed = imported.copyIn(dir.resolve("streamed"))) {
            StreamedListing.Held held;
            try (StreamedListing listing = new StreamedListing()) {
                feed(streamed, listing);
                held = listing.finish();
            }
            new NearIndex(streamed).fillIndex(IndexProgress.NONE, StreamedWindows.Held.NONE, held);
            assertEquals(3, held.runsTaken(), "every run listed from what is held");
            assertSameListing(readBack, streamed);
        }
    }

    /** Every level and board of {@code c}, handed over as an import's writers hand them: levels first, by source. */
    private static void feed(Catalog c, StreamedListing listing) {
        List<long[]> levels = c.handle().createQuery("SELECT id, exact_id, unique_id FROM level ORDER BY id")
                .map((rs, ctx) -> new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3)}).list();
        List<LevelDao.New> rows = new ArrayList<>();
        long[] ids = new long[levels.size()];
        for (int i = 0; i < levels.size(); i++) {
            long[] l = levels.get(i);
            ids[i] = l[0];
            rows.add(new LevelDao.New(HexIds.key(l[1]), HexIds.key(l[2]), "", "", 0, 0, 0, Optional.empty(), 0, 0));
        }
        listing.levels(rows, ids);
        List<OccurrenceDao.New> boards = c.handle().createQuery(
                "SELECT collection_id, board_index, level_id, title FROM occurrence ORDER BY collection_id, board_index")
                .map((rs, ctx) -> new OccurrenceDao.New(rs.getLong(1), rs.getInt(2), 0, rs.getLong(3), Optional.empty(),
                        rs.getString(4), "", "", ""))
                .list();
        for (int from = 0; from < boards.size(); from += 2_000) {
            listing.boards(boards.subList(from, Math.min(boards.size(), from + 2_000)));
        }
    }

    /** The listing of {@code actual} (its runs and their counts) is that of {@code expected}. */
    private static void assertSameListing(Catalog expected, Catalog actual) {
        for (String query : List.of(
                "SELECT last_level_id, first_level_id, listing FROM level_listing ORDER BY last_level_id",
                "SELECT group_key, listing FROM listing_group ORDER BY group_key",
                "SELECT last_level_id, counts FROM listing_counts ORDER BY last_level_id",
                "SELECT board_id FROM listing_through")) {
            List<List<Object>> want = rows(expected, query);
            List<List<Object>> got = rows(actual, query);
            assertTrue(!want.isEmpty(), query);
            assertEquals(want.size(), got.size(), query);
            for (int i = 0; i < want.size(); i++) {
                for (int col = 0; col < want.get(i).size(); col++) {
                    Object w = want.get(i).get(col);
                    Object g = got.get(i).get(col);
                    if (w instanceof byte[] bytes) {
                        assertArrayEquals(bytes, (byte[]) g, query + ", row " + i);
                    } else {
                        assertEquals(w, g, query + ", row " + i);
                    }
                }
            }
        }
    }

    private static long count(Catalog c, String query) {
        return c.handle().createQuery(query).mapTo(Long.class).one();
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


    /** Level {@code at} (0-based) of a Boxoban file, its title line left out. */
    private static String level(Path file, int at) throws IOException {
        String[] levels = Files.readString(file, StandardCharsets.UTF_8).split("(?m)^; \\d+\\n");
        return levels[at + 1].strip() + "\n";
    }

    /** The 12 Boxoban files, then the three sources of levels they hold already (named to come after them). */
    private static Path sources(Path to) throws IOException {
        TestData.boxobanTrainFiles(to, FILES);
        Path first = to.resolve("000.txt");
        Files.writeString(to.resolve("x-copy.txt"), "; a copy\n" + Files.readString(first, StandardCharsets.UTF_8),
                StandardCharsets.UTF_8);
        StringBuilder repeats = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            repeats.append("; r").append(i).append('\n').append(level(to.resolve(i % 2 == 0 ? "003.txt" : "007.txt"), i))
                    .append('\n');
        }
        Files.writeString(to.resolve("y-repeats.txt"), repeats.toString(), StandardCharsets.UTF_8);
        String twice = level(to.resolve("001.txt"), 17);
        Files.writeString(to.resolve("z-thrice.txt"), "; one\n" + twice + "\n; two\n" + twice + "\n; three\n" + twice,
                StandardCharsets.UTF_8);
        return to;
    }
}
