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

import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;
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
 * from the tables, whatever happened to the catalog since the listing was written. Each answer
 * is asked twice of the catalog: as it is, and in a transaction that deletes the listing first
 * and is rolled back after, so that it reads every row from the tables, as {@code similar} did
 * before the listing. On the shared text sets (soukoban and omerkel hold many of the same
 * levels), a Microban level at 60 % has hundreds of near copies; the asked level and its near
 * copies get boards again from a later source, and a source is replaced by one with fewer
 * boards. The level page's first rows and total are checked against the same answer.
 */
@SharedData
abstract class SimilarListingContract {
    /** The engine the catalog lives in: the subclass says. */
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
        try (Catalog listed = Fixtures.freshCatalog(engine(), Files.createDirectories(dir.resolve("listed")))) {
            Consumer<String> imports = path -> new Importer(listed).importPaths(List.of(path), new Fixtures.Recorder());
            imports.accept(sets.resolve("soukoban").toString());
            fill(listed);
            assertTrue(count(listed, "level_listing") > 0, "the fill lists the packed runs");
            List<Near> first = same(listed, asked, "after the fill");
            sameAsTheCommand(listed, asked, first, "after the fill");
            assertTrue(first.size() > 500, "a long answer: " + first.size());
            assertEveryBoardOfItsLevels(listed, first);

            // the asked level and its near copies get boards from another source: the listing
            // holds them only after the next fill, the answer at once
            imports.accept(sets.resolve("omerkel").toString());
            imports.accept(copy.toString());
            List<Near> again = same(listed, asked, "boards added since the fill");
            assertTrue(again.size() > first.size() + 100, again.size() + " rows after, " + first.size() + " before");
            fill(listed);
            List<Near> filled = same(listed, asked, "after the next fill");
            sameAsTheCommand(listed, asked, filled, "after the next fill");
            assertEveryBoardOfItsLevels(listed, filled);
            assertTrue(filled.stream().anyMatch(r -> r.source().equals(copy.toString())), "boards of the copy");

            // the copy replaced by its first two levels: the boards of the others, near copies
            // among them, go
            String text = Files.readString(copy);
            Files.writeString(copy, text.substring(0, text.indexOf("\n; 3\n")));
            imports.accept(copy.toString());
            List<Near> replaced = same(listed, asked, "a source replaced");
            assertTrue(replaced.size() < filled.size() - 50, replaced.size() + " rows after, " + filled.size() + " before");
            fill(listed);
            List<Near> last = same(listed, asked, "a source replaced, after the fill");
            assertEveryBoardOfItsLevels(listed, last);
            sameAsTheCommand(listed, asked, last, "a source replaced, after the fill");
        }
    }

    /** The catalog's similarity index brought up to date, its listing written. */
    private static void fill(Catalog listed) {
        new NearIndex(listed).fillIndex(IndexProgress.NONE);
    }

    /**
     * The answer from the listing, checked equal to the answer from the tables: the same
     * asked in a transaction without the listing, rolled back.
     */
    private static List<Near> same(Catalog listed, String asked, String when) {
        List<Near> fromListing = answer(listed, asked);
        List<Near> fromTables;
        long listing = count(listed, "level_listing");
        Handle h = listed.handle();
        TransactionIsolationLevel was = h.getTransactionIsolationLevel();
        // the isolation sokodb's reads take (Database#read), so that they run inside this transaction
        h.setTransactionIsolationLevel(listed.engine() == DatabaseEngine.H2 ? TransactionIsolationLevel.READ_COMMITTED
                : TransactionIsolationLevel.REPEATABLE_READ);
        h.begin();
        try {
            h.execute("DELETE FROM level_listing");
            h.execute("DELETE FROM listing_counts");
            fromTables = answer(listed, asked);
        } finally {
            h.rollback();
            h.setTransactionIsolationLevel(was);
        }
        assertEquals(listing, count(listed, "level_listing"), "the listing back after the rollback");
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
     * packed groups and the listing's runs that hold the answer read ahead on a second
     * connection, ReadAhead) are {@code expected}'s, in order; so are those read in parts of 7
     * levels, of which the read ahead serves the first.
     */
    private static void sameAsTheCommand(Catalog c, String asked, List<Near> expected, String when) {
        boolean[] admitted = new boolean[PackedLevels.GROUPS];
        Arrays.fill(admitted, true);
        // nobody reads from below: the read ahead takes every group, and no chunk, as none is told
        Optional<Long> ahead = ReadAhead.start(c, admitted).finish();
        assertEquals(c.engine() == DatabaseEngine.H2, ahead.isPresent(), "read ahead on an H2 file alone");
        ahead.ifPresent(bytes -> assertTrue(bytes > 0, "the packed groups read ahead: " + bytes + " bytes"));
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
