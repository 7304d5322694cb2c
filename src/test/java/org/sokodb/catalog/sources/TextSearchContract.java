package org.sokodb.catalog.sources;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.TestData;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.IdsAsText;
import org.sokodb.catalog.ResultPage;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.ImportListener;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.imports.SourceReport;
import org.sokodb.format.source.SourceLocation;

/**
 * The search by title, author or source text through {@code search_text} (docs/web.md,
 * "Search"): it finds exactly the boards the plain walk over every board finds, page after
 * page, on a catalog imported now and on one migrated from the schema before the table
 * existed. Those two tests begin with the same import, made once for the class: each reads or
 * changes a copy of it ({@link #imported}).
 */
abstract class TextSearchContract {
    /** A title longer than the 200 characters that key a text, holding its word past them. */
    static final String LONG_TITLE = "x".repeat(230) + " Needle at the end";
    static final List<String> TEXTS = List.of("spade", "SPADE", "a", "e", "10", "screen.1", "holland", "xsokoban",
            "needle", "author of", "of two", "%", "_", "~", "no such title", "x".repeat(205), "eedle at the e");

    @TempDir
    Path dir;

    abstract DatabaseLocation location(Path dir);

    /**
     * A catalog of its own for a test, in {@code dir}, holding what {@code importInto} imports
     * (into a catalog, its small file written in a folder of the class's): the first test to ask
     * imports it, and every later one gets a copy, where each imported its own alike.
     */
    abstract DatabaseLocation imported(Path dir, BiConsumer<DatabaseLocation, Path> importInto) throws IOException;

    private DatabaseLocation imported() throws IOException {
        return imported(dir, TextSearchContract::importInto);
    }

    @Test
    void findsWhatTheWalkOverEveryBoardFinds() throws IOException {
        DatabaseLocation location = imported();
        try (Catalog c = TestCatalogs.open(location)) {
            assertSameAsTheWalk(c);
            assertEquals(List.of("Spade"), titles(c, "spade"));
            assertEquals(List.of(LONG_TITLE), titles(c, "needle"));
            assertEquals(List.of("two"), titles(c, "author of two"));
            assertTrue(titles(c, "no such title").isEmpty());
        }
    }

    @Test
    void aCatalogMigratedFromTheSchemaBeforeAnswersTheSame() throws IOException {
        DatabaseLocation location = imported();
        List<List<BoardEntry>> before = new ArrayList<>();
        try (Catalog c = TestCatalogs.open(location)) {
            for (String t : TEXTS) {
                before.add(search(c, t, 0));
            }
            // the catalog as schema version 6 left it: no search_text, and nothing of the migrations after it
            c.handle().execute("DROP TABLE search_text");
            c.handle().execute("DROP TABLE optimize_attempt");
            c.handle().execute("DROP TABLE optimize_claim");
            c.handle().execute("DROP TABLE level_listing");
            c.handle().execute("DROP TABLE listing_through");
            c.handle().execute("DROP TABLE listing_gone");
            c.handle().execute("DROP TABLE listing_counts");
            c.handle().execute("DROP TABLE packed_group");
            c.handle().execute("DROP TABLE packed_grouped");
            for (String column : List.of("improved_metric", "improved_from", "before_moves", "before_pushes")) {
                c.handle().execute("ALTER TABLE solution DROP COLUMN " + column);
            }
            c.handle().execute("ALTER TABLE collection DROP COLUMN with_author");
            IdsAsText.takeBack(c.handle());
            c.handle().execute("DELETE FROM \"flyway_schema_history\" WHERE \"version\" IN ('7', '8', '9', '10', '11', '12', '13', '14')");
        }
        try (Catalog c = TestCatalogs.open(location)) {
            for (int i = 0; i < TEXTS.size(); i++) {
                assertEquals(before.get(i), search(c, TEXTS.get(i), 0), TEXTS.get(i));
            }
            assertSameAsTheWalk(c);
            assertFalse(titles(c, "holland").isEmpty());
        }
    }

    /**
     * Texts whose boards lie more than two of import's blocks of board rows apart (a span grows
     * a block at a time, and only when it must): a source of 34,000 boards whose titles repeat
     * every 1,000 boards, as Boxoban's do, and one title only on its first and last boards.
     */
    @Test
    void textsRepeatedAcrossBlocksOfBoards() throws IOException {
        DatabaseLocation location = location(dir);
        Path many = dir.resolve("many.xsb");
        StringBuilder text = new StringBuilder();
        int boards = 34_000;
        for (int i = 0; i < boards; i++) {
            String title = i == 0 || i == boards - 1 ? "at both ends" : "t" + (i % 1000);
            text.append("Title: ").append(title).append("\n#####\n#@$.#\n#####\n\n");
        }
        Files.writeString(many, text);
        try (Catalog c = TestCatalogs.open(location)) {
            new Importer(c).importPaths(List.of(many.toString()), new Quiet());
            assertEquals(List.of("at both ends", "at both ends"), titles(c, "both ends"));
            for (String t : List.of("t999", "t5", "t123", "both", "no such title")) {
                List<String> walk = c.read("walk", () -> c.dao(BrowseDao.class).search(
                        SearchBinding.of(c.dao(BrowseDao.class), filter(t)),
                        Long.MIN_VALUE, Long.MAX_VALUE, 0, 200)).stream().map(BoardEntry::title).toList();
                assertEquals(walk, titles(c, t), t);
            }
            assertEquals(33, titles(c, "t999").size()); // the last board is "at both ends"

            // read at most 1,000 boards: the page of a text on many boards lies in the first of them;
            // one on every 1,000th board, or on the first and the last, needs more (empty: the search's
            // own work); a text no board holds is answered from the index alone
            Browsing b = new Browsing(c);
            for (String t : List.of("t1", "t", "no such title")) {
                for (int page = 1; page <= 3; page++) {
                    assertEquals(Optional.of(b.search(filter(t), page, 20)), b.searchWithin(filter(t), page, 20, 1000),
                            t + ", page " + page);
                }
            }
            for (String t : List.of("t999", "both ends")) {
                assertEquals(Optional.empty(), b.searchWithin(filter(t), 1, 20, 1000), t);
                // the whole span read: its ends are rounded out to blocks of 16,384 rows
                assertEquals(Optional.of(b.search(filter(t), 1, 20)), b.searchWithin(filter(t), 1, 20, 100_000), t);
            }
        }
    }

    private static void importInto(DatabaseLocation location, Path folder) {
        Path small = folder.resolve("small.xsb");
        try {
            Files.writeString(small, "Title: one\nAuthor: The author of one\n#####\n#@$.#\n#####\n\nTitle: " + LONG_TITLE
                    + "\n######\n#@$ .#\n######\n\nTitle: two\nAuthor: The author of two\n#######\n#@$  .#\n#######\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try (Catalog c = TestCatalogs.open(location)) {
            new Importer(c).importPaths(List.of(TestData.shipped("xsokoban").toString(),
                    TestData.shipped("soukoban/Holland_81.xsb").toString(), small.toString()), new Quiet());
        }
    }

    /** Every text of {@link #TEXTS}, every page, against the same query over every board. */
    private static void assertSameAsTheWalk(Catalog c) {
        for (String t : TEXTS) {
            SearchFilter f = filter(t);
            for (int page = 0; page < 4; page++) {
                long offset = page * 20L;
                List<BoardEntry> walk = c.read("walk", () -> c.dao(BrowseDao.class).search(
                        SearchBinding.of(c.dao(BrowseDao.class), f), Long.MIN_VALUE,
                        Long.MAX_VALUE, offset, 21));
                List<BoardEntry> expected = new ArrayList<>(walk.subList(0, Math.min(20, walk.size())));
                if (walk.size() > 20) {
                    expected.add(null);
                }
                assertEquals(expected, search(c, t, page), t + ", page " + page);
            }
        }
    }

    private static List<BoardEntry> search(Catalog c, String text, int page) {
        ResultPage<BoardEntry> l = new Browsing(c).search(filter(text), page + 1, 20);
        List<BoardEntry> out = new ArrayList<>(l.items());
        if (l.more()) {
            out.add(null);
        }
        return out;
    }

    private static List<String> titles(Catalog c, String text) {
        return new Browsing(c).search(filter(text), 1, 200).items().stream().map(BoardEntry::title).toList();
    }

    private static SearchFilter filter(String text) {
        return new SearchFilter(text, SearchFilter.Range.ANY, SearchFilter.Range.ANY, SearchFilter.Range.ANY,
                SearchFilter.Choice.EITHER, SearchFilter.Choice.EITHER);
    }

    private static final class Quiet implements ImportListener {
        @Override
        public void source(SourceReport report) {
        }

        @Override
        public void problem(SourceLocation where, String reason) {
            throw new AssertionError(where + ": " + reason);
        }

        @Override
        public void note(String where, String message) {
        }
    }
}
