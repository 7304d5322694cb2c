package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.levels.Levels;

/**
 * The page of near copies reads only the rows it shows, and they are the first rows of the
 * whole answer, in its order. On the shared text sets (soukoban and omerkel hold many of the
 * same levels, so many near copies have two boards or more) a Microban level at 60 % has over
 * a thousand near copies: more than two of the answer's blocks of levels, with long runs of
 * equally alike rows, where the order is most easily broken.
 */
@SharedData
abstract class NearCopiesFirstRowsContract {
    /** The engine the catalog lives in: the subclass says. */
    abstract DatabaseEngine engine();

    @TempDir
    Path dir;

    @Test
    void theFirstRowsAreTheAnswersFirstRowsAndTheTotalItsSize() {
        try (Catalog c = Fixtures.freshCatalog(engine(), dir)) {
            String sets = TestData.path("sets").toString();
            new Importer(c).importPaths(List.of(sets), new Fixtures.Recorder());
            StoredLevel asked = new Levels(c).level(sets + "/soukoban/Microban_155.xsb#1").orElseThrow();
            new NearIndex(c).fillIndex(IndexProgress.NONE);
            SimilarLevels near = new SimilarLevels(c);
            List<Near> all = near.drawn(asked, 60, r -> true);

            assertTrue(all.size() > 1000, "a long answer: " + all.size());
            Map<String, Integer> boards = new HashMap<>();
            all.forEach(n -> boards.merge(n.exactId(), 1, Integer::sum));
            assertTrue(boards.size() > 1000, "more than two blocks of levels: " + boards.size());
            assertTrue(boards.values().stream().filter(b -> b > 1).count() > 100,
                    "many levels with two boards or more");
            for (int i = 1; i < all.size(); i++) {
                assertTrue(all.get(i - 1).similarity() >= all.get(i).similarity(), "most alike first, at " + i);
            }

            // read in parts (as an answer of more than SimilarLevels.PART levels is): the same rows in the
            // same order, whether a part is one block of equally alike levels or cuts across several
            List<Near.Row> whole = near.rows(asked, 60, r -> true);
            assertEquals(all.stream().map(n -> new Near.Row(n.uniqueId(), n.exactId(), n.source(), n.index(), n.title(),
                    n.relation(), n.match())).toList(), whole);
            for (int part : new int[] {1, 300}) {
                List<Near.Row> inParts = new java.util.ArrayList<>();
                new SimilarLevels(c, part).eachRow(asked, 60, r -> true, inParts::add);
                assertEquals(whole, inParts, "read in parts of " + part + " levels");
            }

            for (int limit : new int[] {1, 500, 501, all.size() + 1}) {
                NearPage page = near.page(asked, 60, limit);
                assertEquals(all.size(), page.total(), "the total, limit " + limit);
                assertEquals(all.subList(0, Math.min(limit, all.size())), page.near(), "the first rows, limit " + limit);
            }

            // the web's JSON: every row up to its bound, none beyond it (the size said instead)
            SimilarRows listed = near.indexedRows(asked, 60, all.size());
            assertTrue(listed.whole());
            assertEquals(whole, listed.rows());
            SimilarRows tooMany = near.indexedRows(asked, 60, all.size() - 1);
            assertFalse(tooMany.whole());
            assertEquals(List.of(), tooMany.rows());
            assertEquals(all.size(), tooMany.total());
        }
    }
}
