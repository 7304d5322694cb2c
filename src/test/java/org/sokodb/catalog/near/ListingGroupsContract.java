package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sokodb.catalog.near.SimilarAnswers.answers;
import static org.sokodb.catalog.near.SimilarAnswers.assertTheCommandsRows;
import static org.sokodb.catalog.near.SimilarAnswers.count;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.near.listing.ListingDao;
import org.sokodb.catalog.near.listing.ListingGroups;
import org.sokodb.catalog.near.listing.ListingRun;

/**
 * The listing split by group (migration 19, {@link ListingGroups}): an import writes every run
 * split; a catalog whose runs are whole (as schema 18 left them) answers the same after the
 * migration, read the old way, and so does one with some runs whole and some split; a fill that
 * patches a whole run writes it split, and every run then holds what the tables say. The answers
 * compared: the rows of {@code similar} at 60 and 85 % and the level page, of Microban levels with
 * over a hundred near copies and of a level too large to pack, on three files of the shared text
 * sets imported one at a time (three runs).
 */
@SharedData
abstract class ListingGroupsContract {
    private static final List<String> PARTS = List.of("soukoban/Microban_155.xsb", "omerkel/Microban II.txt",
            "soukoban/Sasquatch_50.xsb");

    /** The engine the catalog lives in: the subclass says. */
    abstract DatabaseEngine engine();

    @TempDir
    Path dir;

    @Test
    void wholeRunsOfAnOlderCatalogAnswerTheSameAndAPatchSplitsThem() throws IOException {
        Path sets = TestData.path("sets");
        List<String> asked = List.of(sets.resolve("soukoban/Microban_155.xsb") + "#1",
                sets.resolve("soukoban/Microban_155.xsb") + "#40", sets.resolve("omerkel/Microban II.txt") + "#73",
                Fixtures.sasquatch() + "#30");
        DatabaseLocation location = Fixtures.freshLocation(engine(), dir);
        List<Object> before;
        try (Catalog c = TestCatalogs.open(location)) {
            // three imports, each filled as an import's end fills it: three runs
            for (String part : PARTS) {
                new Importer(c).importPaths(List.of(sets.resolve(part).toString()), new Fixtures.Recorder());
                new NearIndex(c).fillIndex(IndexProgress.NONE);
            }
            List<ListingDao.Run> runs = runs(c);
            assertEquals(3, runs.size());
            assertTrue(runs.stream().allMatch(r -> r.listing().length == 0), "every run written split");
            assertTrue(count(c, "listing_group") > 3 * runs.size(), "groups: " + count(c, "listing_group"));
            assertListedAsTheTablesSay(c);
            before = answers(c, asked);
            assertTheCommandsRows(c, asked, before, "split");
            // the catalog as schema 18 left it: each run's whole value, no groups
            ListingDao dao = c.dao(ListingDao.class);
            for (ListingDao.Run run : runs) {
                c.handle().execute("UPDATE level_listing SET listing = ? WHERE last_level_id = ?",
                        ListingRun.of(ListingGroups.boards(dao, run)), run.lastLevelId());
            }
            c.handle().execute("DROP TABLE listing_group");
            // migration 20 (an index) came after it, and runs again over what it made
            c.handle().execute("DELETE FROM \"flyway_schema_history\" WHERE \"version\" IN ('19', '20')");
        }
        try (Catalog c = TestCatalogs.open(location)) {
            assertEquals(0, count(c, "listing_group"), "migrated: the table made, nothing rewritten");
            assertTrue(runs(c).stream().allMatch(r -> r.listing().length > 0), "every run whole");
            assertEquals(before, answers(c, asked), "whole runs read as before");
            assertTheCommandsRows(c, asked, before, "whole");
            // the first run written again, as a fill writes a run it patches: split, the others whole
            ListingDao dao = c.dao(ListingDao.class);
            ListingDao.Run first = runs(c).get(0);
            List<ListingRun.Board> boards = ListingGroups.boards(dao, first);
            c.handle().useTransaction(h -> {
                dao.forget(first.lastLevelId());
                dao.insert(first.lastLevelId(), first.firstLevelId(), boards);
            });
            assertEquals(List.of(0, 1, 1), runs(c).stream().map(r -> r.listing().length > 0 ? 1 : 0).toList());
            assertEquals(before, answers(c, asked), "one run split, two whole");
            assertTheCommandsRows(c, asked, before, "one run split");
            // the second part again under another name: its levels get boards, and the fill
            // patches the whole run that holds them, writing it split
            Path copy = dir.resolve("copy.txt");
            Files.writeString(copy, "; a copy\n" + Files.readString(sets.resolve(PARTS.get(1)), StandardCharsets.UTF_8),
                    StandardCharsets.UTF_8);
            new Importer(c).importPaths(List.of(copy.toString()), new Fixtures.Recorder());
            new NearIndex(c).fillIndex(IndexProgress.NONE);
            assertEquals(List.of(0, 0, 1), runs(c).stream().map(r -> r.listing().length > 0 ? 1 : 0).toList(),
                    "the patched run split");
            assertListedAsTheTablesSay(c);
            assertTheCommandsRows(c, asked, "after a patch");
        }
    }

    private static List<ListingDao.Run> runs(Catalog c) {
        return c.handle().createQuery("SELECT last_level_id, first_level_id, listing FROM level_listing ORDER BY last_level_id")
                .map((rs, ctx) -> new ListingDao.Run(rs.getLong(1), rs.getLong(2), rs.getBytes(3))).list();
    }

    /** Every listed run, whole or split, holds what listing its levels afresh from the tables gives. */
    private static void assertListedAsTheTablesSay(Catalog c) {
        ListingDao dao = c.dao(ListingDao.class);
        for (ListingDao.Run run : runs(c)) {
            assertEquals(dao.boardsOfRun(run.firstLevelId() - 1, run.lastLevelId()), ListingGroups.boards(dao, run),
                    "run " + run.firstLevelId() + "–" + run.lastLevelId());
        }
    }
}
