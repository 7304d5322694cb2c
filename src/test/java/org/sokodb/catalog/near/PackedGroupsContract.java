package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sokodb.catalog.near.SimilarAnswers.answers;
import static org.sokodb.catalog.near.SimilarAnswers.assertTheCommandsRows;
import static org.sokodb.catalog.near.SimilarAnswers.count;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.IdsAsText;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.Importer;

/**
 * The packed levels grouped (migration V11, {@link PackedGroups}): an import groups the runs it
 * packs; a catalog from before the migration answers the same before its first fill (every run
 * read whole) and after it (the groups its answers admit), and so does one with a run not
 * grouped. The answers compared: the rows of {@code similar} at 60 and 85 % and the level page,
 * of Microban levels with over a hundred near copies and of a level too large to pack, on three
 * files of the shared text sets imported one at a time (three packed runs).
 */
@SharedData
abstract class PackedGroupsContract {
    /**
     * The three parts imported, 340 levels: the files of the levels asked, no more (the whole
     * sets, 4,451 boards, gave the same checks at 13 times the import; docs/journal/testing.md). Enough
     * for long answers: Microban #1 and #40 have 188 and 156 rows at 60 %.
     */
    private static final List<String> PARTS = List.of("soukoban/Microban_155.xsb", "omerkel/Microban II.txt",
            "soukoban/Sasquatch_50.xsb");

    /** The engine the catalog lives in: the subclass says. */
    abstract DatabaseEngine engine();

    @TempDir
    Path dir;

    @Test
    void aCatalogFromBeforeTheGroupsAnswersTheSameBeforeAndAfterItsFirstFill() {
        Path sets = TestData.path("sets");
        List<String> asked = List.of(sets.resolve("soukoban/Microban_155.xsb") + "#1",
                sets.resolve("soukoban/Microban_155.xsb") + "#40", sets.resolve("omerkel/Microban II.txt") + "#73",
                Fixtures.sasquatch() + "#30");
        DatabaseLocation location = Fixtures.freshLocation(engine(), dir);
        List<Object> before;
        try (Catalog c = TestCatalogs.open(location)) {
            // three imports, each filled as an import's end fills it: three packed runs
            for (String part : PARTS) {
                new Importer(c).importPaths(List.of(sets.resolve(part).toString()), new Fixtures.Recorder());
                new NearIndex(c).fillIndex(IndexProgress.NONE);
                assertEquals(count(c, "level_packed"), count(c, "packed_grouped"), "each fill groups the runs it packs");
            }
            assertEquals(3, count(c, "level_packed"));
            assertTrue(count(c, "packed_group") > 3 * count(c, "level_packed"), "groups: " + count(c, "packed_group"));
            before = answers(c, asked);
            // the catalog as schema version 10 left it (V12 changes no table's rows; V13 adds a user, V14 fills a column)
            c.handle().execute("DROP TABLE packed_group");
            c.handle().execute("DROP TABLE packed_grouped");
            c.handle().execute("ALTER TABLE collection DROP COLUMN with_author");
            IdsAsText.takeBack(c.handle());
            c.handle().execute("DELETE FROM \"flyway_schema_history\" WHERE \"version\" IN ('11', '12', '13', '14')");
        }
        try (Catalog c = TestCatalogs.open(location)) {
            assertEquals(0, count(c, "packed_grouped"), "migrated, not grouped yet");
            assertEquals(before, answers(c, asked), "every run read whole");
            new NearIndex(c).fillIndex(IndexProgress.NONE);
            assertEquals(count(c, "level_packed"), count(c, "packed_grouped"), "the first fill groups every run");
            assertEquals(before, answers(c, asked), "the groups read");
            assertTheCommandsRows(c, asked, before, "the groups read");
            // the last run's groups gone, as a fill stopped before it left them: read whole, the others grouped
            long last = c.handle().createQuery("SELECT MAX(last_level_id) FROM level_packed").mapTo(Long.class).one();
            c.handle().execute("DELETE FROM packed_grouped WHERE last_level_id = ?", last);
            c.handle().execute("DELETE FROM packed_group WHERE MOD(group_key, 1099511627776) = ?", last);
            assertEquals(before, answers(c, asked), "one run not grouped");
            new NearIndex(c).fillIndex(IndexProgress.NONE);
            assertEquals(count(c, "level_packed"), count(c, "packed_grouped"));
            assertEquals(before, answers(c, asked), "grouped again");
            assertTheCommandsRows(c, asked, before, "grouped again");
        }
    }
}
