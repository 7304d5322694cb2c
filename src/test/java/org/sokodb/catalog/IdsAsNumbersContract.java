package org.sokodb.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.duplicates.DuplicateMember;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.levels.Levels;
import org.sokodb.catalog.near.IndexProgress;
import org.sokodb.catalog.near.NearDuplicates;
import org.sokodb.catalog.near.NearIndex;
import org.sokodb.catalog.near.NearMode;
import org.sokodb.catalog.near.SimilarLevels;
import org.sokodb.catalog.sources.Browsing;

/**
 * Migration 15 turns every level id column from its 16 hexadecimal digits (VARCHAR(16)) into
 * the number they spell less 2<sup>63</sup> (BIGINT, {@link HexIds}). A catalog of real levels
 * is imported, its answers taken — the duplicate groups and their members in their order, the
 * near groups by Walls-Id and Normalized-Id, levels found by Exact-Id and Unique-Id, boards
 * found by id, near copies —, then it is taken back to the text ids an older sokodb stored
 * ({@link IdsAsText}) and opened again, which migrates it: every column is a number again, the
 * constraint and index on the level ids are there, and every answer is the one before. The
 * order of the numbers is the order of the digits (a claim's order too).
 */
abstract class IdsAsNumbersContract {
    @TempDir
    Path dir;

    /** The engine the catalog lives in: the subclass says. */
    abstract DatabaseEngine engine();

    @Test
    void aCatalogWithTextIdsIsMigratedAndAnswersAsBefore() throws IOException {
        Path in = Fixtures.shippedWithCopies(dir);
        DatabaseLocation location = Fixtures.freshLocation(engine(), dir);
        List<Object> before;
        List<String> asked;
        String smallest;
        try (Catalog c = TestCatalogs.open(location)) {
            new Importer(c).importPaths(List.of(in.toString()), new Fixtures.Recorder());
            new NearIndex(c).fillIndex(IndexProgress.NONE);
            List<DuplicateMember> dups = Fixtures.dups(c, DuplicateFilter.ALL);
            assertTrue(dups.size() >= 24, "duplicates: " + dups.size());
            // ids from both ends of the order: the first and last groups' Unique-Ids and their first Exact-Ids
            asked = List.of(dups.get(0).uniqueId(), dups.get(0).exactId(), dups.get(dups.size() - 1).uniqueId(),
                    dups.get(dups.size() - 1).exactId());
            // a claim on each of two groups, whose order the claims' queries keep
            for (String id : List.of(dups.get(0).uniqueId(), dups.get(dups.size() - 1).uniqueId())) {
                c.handle().execute("INSERT INTO solve_claim (unique_id, claimed_by, claimed_until)"
                        + " VALUES (?, 'test', CURRENT_TIMESTAMP)", HexIds.stored(id));
            }
            smallest = dups.stream().map(DuplicateMember::uniqueId).min(Comparator.naturalOrder()).orElseThrow();
            before = answers(c, asked);
            IdsAsText.takeBack(c.handle());
            for (String column : IdsAsText.COLUMNS) {
                assertTrue(IdsAsText.type(c.handle(), column).contains("VARCHAR")
                        || IdsAsText.type(c.handle(), column).contains("CHARACTER VARYING"), column);
            }
            assertEquals(smallest, c.handle().createQuery("SELECT MIN(unique_id) FROM duplicate_group")
                    .mapTo(String.class).one(), "the text holds the digits");
        }
        try (Catalog c = TestCatalogs.open(location)) {
            for (String column : IdsAsText.COLUMNS) {
                assertEquals("BIGINT", IdsAsText.type(c.handle(), column), column);
            }
            assertEquals(1, c.handle().createQuery("SELECT COUNT(*) FROM information_schema.table_constraints"
                    + " WHERE UPPER(constraint_name) = 'LEVEL_EXACT_ID_UNIQUE' AND table_schema = CURRENT_SCHEMA")
                    .mapTo(Integer.class).one());
            assertEquals(before, answers(c, asked));
            assertEquals(HexIds.stored(smallest), c.handle().createQuery("SELECT MIN(unique_id) FROM duplicate_group")
                    .mapTo(Long.class).one(), "the smallest digits, the smallest number");
        }
    }

    /** The answers users read that hold ids or come in their order. */
    private static List<Object> answers(Catalog c, List<String> asked) {
        List<Object> out = new ArrayList<>();
        out.add(Fixtures.dups(c, DuplicateFilter.ALL));
        for (NearMode mode : List.of(NearMode.WALLS, NearMode.NORMALIZED)) {
            out.add(new NearDuplicates(c).groupList(mode, 0, DuplicateFilter.ALL));
        }
        for (String id : asked) {
            StoredLevel level = new Levels(c).level(id).orElseThrow();
            out.add(level);
            out.add(new Browsing(c).withId(id, 1, 100));
            out.add(new SimilarLevels(c).drawn(level, 60, r -> true));
        }
        out.add(c.handle().createQuery("SELECT unique_id FROM solve_claim ORDER BY unique_id").mapTo(Long.class)
                .list().stream().map(HexIds::spelling).toList());
        return out;
    }
}
