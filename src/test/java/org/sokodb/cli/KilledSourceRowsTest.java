package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.jdbi.v3.core.Handle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.identity.Identifier;

/**
 * The rows H2 keeps of a source a kill stopped, though its recovery rolled the rest of that
 * source back (the crash harness kept such a file: 103 boards of the killed source, whose
 * source row and levels were gone), are removed by the next open, and the harness's check
 * passes on what it leaves; a board without a source that the repair does not look for still
 * fails that check. The rows are planted with H2's referential integrity off: H2 itself leaves
 * them uncommitted entries of a transaction no undo log lists, which read as rows all the same.
 * PostgreSQL cannot get there: its rollback after a crash is whole, and its foreign keys hold.
 */
class KilledSourceRowsTest {
    /** An Exact-Id and Unique-Id no level of the input has, as the columns store them. */
    private static final long NEW_ID = HexIds.stored("FFFFFFFFFFFFFFF0");

    @TempDir
    Path dir;

    private Path imported() {
        Path base = dir.resolve("catalog");
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(base.toString()))) {
            new Importer(catalog, new Identifier()::identify, 7)
                    .importPaths(List.of(Fixtures.shipped("xsokoban/screen.1"), Fixtures.shipped("xsokoban/screen.2")),
                            new Fixtures.Recorder());
        }
        return base;
    }

    /** Board {@code index} of {@code source}, for {@code level}: a copy of the catalog's first board. */
    private static void board(Handle h, String source, int index, String level) {
        h.execute("INSERT INTO occurrence (collection_id, board_index, line, level_id, reason, title, author, notes, board)"
                + " SELECT " + source + ", " + index + ", 1, " + level + ", NULL, title, author, notes, board"
                + " FROM occurrence WHERE id = (SELECT MIN(id) FROM occurrence)");
    }

    private static long count(Handle h, String sql) {
        return h.createQuery(sql).mapTo(Long.class).one();
    }

    @Test
    void theRowsAKilledSourceLeftAreRemovedByTheNextOpen() {
        Path base = imported();
        Map<String, Integer> whole = CatalogCheck.boards(base);
        try (Catalog catalog = Catalog.connect(DatabaseLocation.of(base.toString()), false)) {
            Handle h = catalog.handle();
            h.execute("SET REFERENTIAL_INTEGRITY FALSE");
            String killed = "(SELECT MAX(id) + 1 FROM collection)";
            // a board of a level the killed source wrote, rolled back
            board(h, killed, 1, "(SELECT MAX(id) + 1000 FROM level)");
            // a board of a level the catalog held, counted in that level's group
            board(h, killed, 2, "(SELECT MIN(id) FROM level)");
            h.execute("INSERT INTO duplicate_group (unique_id, members, sources, first_seen)"
                    + " SELECT unique_id, 2, 2, (SELECT MIN(id) FROM occurrence) FROM level WHERE id = (SELECT MIN(id) FROM level)");
            // a level the killed source wrote, kept with its board
            String columns = String.join(", ", h.createQuery("SELECT column_name FROM information_schema.columns"
                    + " WHERE table_schema = CURRENT_SCHEMA AND table_name = 'LEVEL'"
                    + " AND column_name NOT IN ('ID', 'EXACT_ID', 'UNIQUE_ID') ORDER BY ordinal_position")
                    .mapTo(String.class).list());
            h.execute("INSERT INTO level (exact_id, unique_id, " + columns + ") SELECT " + NEW_ID + ", " + NEW_ID + ", "
                    + columns + " FROM level WHERE id = (SELECT MIN(id) FROM level)");
            board(h, killed, 3, "(SELECT MAX(id) FROM level)");
            h.execute("SET REFERENTIAL_INTEGRITY TRUE");
            assertEquals(3, count(h, "SELECT COUNT(*) FROM occurrence o WHERE NOT EXISTS"
                    + " (SELECT 1 FROM collection c WHERE c.id = o.collection_id)"));
        }

        assertEquals(whole, CatalogCheck.boards(base), "the sources and their boards, as before the kill");
        try (Catalog catalog = Catalog.connect(DatabaseLocation.of(base.toString()), false)) {
            Handle h = catalog.handle();
            assertEquals(0, count(h, "SELECT COUNT(*) FROM duplicate_group"), "the group the killed board was counted in");
            assertEquals(count(h, "SELECT SUM(boards) FROM collection"), count(h, "SELECT COUNT(*) FROM level"));
        }
    }

    @Test
    void aBoardWithoutASourceBelowTheNewestStillFailsTheCheck() {
        Path base = imported();
        try (Catalog catalog = Catalog.connect(DatabaseLocation.of(base.toString()), false)) {
            Handle h = catalog.handle();
            h.execute("SET REFERENTIAL_INTEGRITY FALSE");
            board(h, "(SELECT MIN(id) - 1 FROM collection)", 1, "(SELECT MIN(id) FROM level)");
            h.execute("SET REFERENTIAL_INTEGRITY TRUE");
        }
        AssertionError e = assertThrows(AssertionError.class, () -> CatalogCheck.boards(base));
        assertTrue(e.getMessage().startsWith("boards without a source"), e.getMessage());
    }
}
