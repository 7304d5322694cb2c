package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.levels.Levels;
import org.sokodb.near.PackedLevels;

/**
 * The rows of {@code similar} read from the listing beside the packed levels are the rows read
 * from the tables, whatever happened to the catalog since the listing was written. Two
 * catalogs get the same imports (so the same row ids); in the second the listing is dropped
 * before each answer, so that it reads every row from the tables, as {@code similar} did
 * before the listing. On the shared text sets (soukoban and omerkel hold many of the same
 * levels), a Microban level at 60 % has hundreds of near copies; the asked level and its
 * near copies get boards again from a later source, and a source is replaced by one with
 * fewer boards. The level page's first rows and total are checked against the same answer.
 */
@SharedData
abstract class SimilarListingContract {
    /** The engine the catalogs live in: the subclass says. */
    abstract DatabaseEngine engine();

    @TempDir
    Path dir;

    @Test
    void theListedRowsAreTheRowsOfTheTables() throws IOException {
        Path sets = TestData.path("sets");
        String asked = sets.resolve("soukoban/Microban_155.xsb") + "#1";
        Path copy = Files.createDirectories(dir.resolve("copies")).resolve("microban.xsb");
        // other bytes than the set's (the same bytes are imported once), the same levels
        Files.writeString(copy, "; a copy\n" + Files.readString(sets.resolve("soukoban/Microban_155.xsb")));
        try (Catalog listed = Fixtures.freshCatalog(engine(), Files.createDirectories(dir.resolve("listed")));
                Catalog tables = Fixtures.freshCatalog(engine(), Files.createDirectories(dir.resolve("tables")))) {
            Consumer<String> both = path -> {
                new Importer(listed).importPaths(List.of(path), new Fixtures.Recorder());
                new Importer(tables).importPaths(List.of(path), new Fixtures.Recorder());
            };
            both.accept(sets.resolve("soukoban").toString());
            fill(listed, tables);
            assertTrue(count(listed, "level_listing") > 0, "the fill lists the packed runs");
            List<Near> first = same(listed, tables, asked, "after the fill");
            sameAsTheCommand(listed, asked, first, "after the fill");
            assertTrue(first.size() > 500, "a long answer: " + first.size());
            assertEveryBoardOfItsLevels(tables, first);

            // the asked level and its near copies get boards from another source: the listing
            // holds them only after the next fill, the answer at once
            both.accept(sets.resolve("omerkel").toString());
            both.accept(copy.toString());
            List<Near> again = same(listed, tables, asked, "boards added since the fill");
            assertTrue(again.size() > first.size() + 100, again.size() + " rows after, " + first.size() + " before");
            fill(listed, tables);
            List<Near> filled = same(listed, tables, asked, "after the next fill");
            sameAsTheCommand(listed, asked, filled, "after the next fill");
            assertEveryBoardOfItsLevels(tables, filled);
            assertTrue(filled.stream().anyMatch(r -> r.source().equals(copy.toString())), "boards of the copy");

            // the copy replaced by its first two levels: the boards of the others, near copies
            // among them, go
            String text = Files.readString(copy);
            Files.writeString(copy, text.substring(0, text.indexOf("\n; 3\n")));
            both.accept(copy.toString());
            List<Near> replaced = same(listed, tables, asked, "a source replaced");
            assertTrue(replaced.size() < filled.size() - 50, replaced.size() + " rows after, " + filled.size() + " before");
            fill(listed, tables);
            List<Near> last = same(listed, tables, asked, "a source replaced, after the fill");
            assertEveryBoardOfItsLevels(tables, last);
            sameAsTheCommand(listed, asked, last, "a source replaced, after the fill");
        }
    }

    /** Both catalogs' similarity index brought up to date, so that both find the same levels. */
    private static void fill(Catalog listed, Catalog tables) {
        new NearIndex(listed).fillIndex(IndexProgress.NONE);
        new NearIndex(tables).fillIndex(IndexProgress.NONE);
    }

    /** The answer from the listing, checked equal to the answer from the tables. */
    private static List<Near> same(Catalog listed, Catalog tables, String asked, String when) {
        tables.handle().execute("DELETE FROM level_listing");
        tables.handle().execute("DELETE FROM listing_counts");
        List<Near> fromListing = answer(listed, asked);
        List<Near> fromTables = answer(tables, asked);
        assertEquals(fromTables, fromListing, when);
        // the level page: its first rows and the total, counted from the listing's counts where
        // the listing holds every board, from the rows themselves where not
        StoredLevel level = new Levels(listed).level(asked).orElseThrow();
        for (int limit : new int[] {1, 500}) {
            NearPage page = new SimilarLevels(listed).page(level, 60, limit);
            assertEquals(fromTables.size(), page.total(), when + ", the page's total");
            assertEquals(fromTables.subList(0, Math.min(limit, fromTables.size())), page.near(), when + ", the page");
        }
        return fromListing;
    }

    /**
     * The rows of {@code similar ID} itself (the index filled first, then on an H2 file the
     * packed groups and the listing's pages read ahead on a second connection, ReadAhead)
     * are {@code expected}'s, in order; so are those read in parts of 7 levels.
     */
    private static void sameAsTheCommand(Catalog c, String asked, List<Near> expected, String when) {
        boolean[] admitted = new boolean[PackedLevels.GROUPS];
        Arrays.fill(admitted, true);
        Optional<Long> ahead = ReadAhead.start(c, admitted).await();
        assertEquals(c.engine() == DatabaseEngine.H2, ahead.isPresent(), "read ahead on an H2 file alone");
        ahead.ifPresent(bytes -> assertTrue(bytes > 0, "the listing's pages read ahead: " + bytes + " bytes"));
        StoredLevel level = new Levels(c).level(asked).orElseThrow();
        List<Near.Row> rows = expected.stream().map(n -> new Near.Row(n.uniqueId(), n.exactId(), n.source(), n.index(),
                n.title(), n.relation(), n.match())).toList();
        for (SimilarLevels similar : List.of(new SimilarLevels(c), new SimilarLevels(c, 7))) {
            List<Near.Row> got = new ArrayList<>();
            similar.eachRow(level, 60, Optional.empty(), false, IndexProgress.NONE, got::add);
            assertEquals(rows, got, when + ", the command's rows");
        }
    }

    private static List<Near> answer(Catalog c, String asked) {
        StoredLevel level = new Levels(c).level(asked).orElseThrow();
        return new SimilarLevels(c).drawn(level, 60, r -> true);
    }

    /** Every board of the answer's levels is in it once, as the tables have it. */
    private static void assertEveryBoardOfItsLevels(Catalog c, List<Near> rows) {
        Set<String> exactIds = new HashSet<>();
        rows.forEach(r -> exactIds.add(r.exactId()));
        List<String> expected = c.handle().createQuery("""
                SELECT l.exact_id, l.unique_id, c.source, o.board_index, o.title FROM occurrence o
                JOIN level l ON l.id = o.level_id JOIN collection c ON c.id = o.collection_id
                WHERE l.exact_id IN (<ids>)""").bindList("ids", exactIds.stream().map(HexIds::stored).toList())
                .map((rs, ctx) -> String.join("|", HexIds.spelling(rs.getLong(1)), HexIds.spelling(rs.getLong(2)),
                        rs.getString(3),
                        String.valueOf(rs.getInt(4)), rs.getString(5))).list();
        List<String> got = rows.stream().map(r -> String.join("|", r.exactId(), r.uniqueId(), r.source(),
                String.valueOf(r.index()), r.title())).toList();
        assertEquals(expected.size(), got.size(), "boards");
        assertEquals(Set.copyOf(expected), Set.copyOf(got));
        assertEquals(got.size(), Set.copyOf(got).size(), "no board twice");
    }

    private static long count(Catalog c, String table) {
        return c.handle().createQuery("SELECT COUNT(*) FROM " + table).mapTo(Long.class).one();
    }
}
