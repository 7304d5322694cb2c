package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.near.listing.ListingDao;
import org.sokodb.catalog.near.listing.ListingGroups;
import org.sokodb.catalog.near.listing.ListingRun;
import org.sokodb.catalog.near.listing.Listings;

/**
 * What a fill of the listing costs after an import grows with what the import changed: the
 * runs of the levels that got or lost boards are patched with those boards alone, no other run
 * is written, and every run then holds what listing it afresh from the tables gives. On the
 * first 12 files of Boxoban's medium set (12,000 levels: three runs of 4,000), a source is
 * imported again under another name (its 1,000 levels known, all in the first run), then
 * replaced by its first ten levels, then a source of three levels, one from each run, comes.
 */
@SharedData
abstract class ListingFillContract {
    /** The engine the catalogs live in: the subclass says. */
    abstract DatabaseEngine engine();

    private static final int FILES = 12;

    @TempDir
    Path dir;

    @Test
    void aFillPatchesTheRunsOfWhatAnImportChangedAndNothingElse() throws IOException {
        List<Path> files = boxobanFiles(Files.createDirectories(dir.resolve("boxoban")));
        try (Catalog c = Fixtures.freshCatalog(engine(), Files.createDirectories(dir.resolve("catalog")))) {
            importPath(c, files.get(0).getParent());
            Listings.Filled first = fill(c);
            assertEquals(new Listings.Filled(3, 0, 0, 0), first, "three runs listed whole");
            assertListedAsTheTablesSay(c);

            // the first file again under another name and bytes: 1,000 known levels, one run
            Path copy = dir.resolve("copy.txt");
            String text = Files.readString(files.get(0), StandardCharsets.UTF_8);
            Files.writeString(copy, "; a copy\n" + text);
            importPath(c, copy);
            assertEquals(new Listings.Filled(0, 1, 1_000, 0), fill(c), "one run patched with the copy's boards");
            assertListedAsTheTablesSay(c);

            // the copy replaced by its first ten levels: 990 boards go, from that run alone
            Files.writeString(copy, "; a copy\n" + text.substring(0, text.indexOf("\n; 10\n") + 1));
            importPath(c, copy);
            assertEquals(new Listings.Filled(0, 1, 10, 1_000), fill(c), "the old boards out, the new ones in");
            assertListedAsTheTablesSay(c);

            // one level from each run: three runs patched, one board each
            Path spread = dir.resolve("spread.txt");
            Files.writeString(spread, "; 1\n" + level(files.get(0), 0) + "\n; 2\n" + level(files.get(5), 0)
                    + "\n; 3\n" + level(files.get(11), 999));
            importPath(c, spread);
            assertEquals(new Listings.Filled(0, 3, 3, 0), fill(c), "one board in each run");
            assertListedAsTheTablesSay(c);

            assertEquals(Listings.Filled.NOTHING, fill(c), "nothing changed, nothing written");
        }
    }

    /** Every listed run is what listing its levels afresh from the tables gives. */
    private static void assertListedAsTheTablesSay(Catalog c) {
        ListingDao dao = c.dao(ListingDao.class);
        List<ListingDao.Run> runs = c.handle().createQuery(
                "SELECT last_level_id, first_level_id, listing FROM level_listing ORDER BY last_level_id")
                .map((rs, ctx) -> new ListingDao.Run(rs.getLong(1), rs.getLong(2), rs.getBytes(3))).list();
        assertTrue(!runs.isEmpty(), "runs listed");
        for (ListingDao.Run run : runs) {
            assertEquals(0, run.listing().length, "run " + run.lastLevelId() + " written split by group");
            List<ListingRun.Board> stored = ListingGroups.boards(dao, run);
            assertEquals(dao.boardsOfRun(run.firstLevelId() - 1, run.lastLevelId()), stored,
                    "run " + run.firstLevelId() + "–" + run.lastLevelId());
        }
        assertEquals(List.of(), dao.gone(), "no gone board left");
    }

    private static Listings.Filled fill(Catalog c) {
        new NearIndex(c).fillPacked(IndexProgress.NONE);
        return new Listings(c).fill(IndexProgress.NONE::report);
    }

    private static void importPath(Catalog c, Path path) {
        Fixtures.Recorder recorder = new Fixtures.Recorder();
        new Importer(c).importPaths(List.of(path.toString()), recorder);
        assertEquals(List.of(), recorder.problems, path.toString());
    }

    /** Level {@code at} (0-based) of a Boxoban file, its title line left out. */
    private static String level(Path file, int at) throws IOException {
        String[] levels = Files.readString(file, StandardCharsets.UTF_8).split("(?m)^; \\d+\\n");
        return levels[at + 1].strip() + "\n";
    }

    private List<Path> boxobanFiles(Path to) throws IOException {
        return TestData.boxobanTrainFiles(to, FILES);
    }
}
