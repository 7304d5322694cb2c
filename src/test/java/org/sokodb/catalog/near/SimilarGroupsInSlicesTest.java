package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.Slow;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.imports.Importer;

/**
 * {@code dups --similar} on a catalog whose band of keys the heap cannot hold at once: with no
 * space beyond what it must hold, each band is spilled to disk in the most slices and the
 * pairs wait on disk, and the groups are the same, member for member and in the same order,
 * as with all the space it wants (everything in memory). On 1,000 shipped Boxoban levels and
 * Grigr's 100, most of them too large to pack.
 */
@Slow
class SimilarGroupsInSlicesTest {
    @TempDir
    Path dir;

    @Test
    void theGroupsAreTheSameInSlices() {
        try (Catalog c = Fixtures.freshCatalog(dir)) {
            new Importer(c).importPaths(List.of("collections/boxoban/medium/train/306.txt",
                    "collections/soukoban/Grigr2001_100.xsb"), new Fixtures.Recorder());
            List<List<String>> atOnce = c.read("grouping", () ->
                    NearDuplicates.similarGroups(c.dao(NearDuplicateDao.class), 85, Long.MAX_VALUE));
            List<List<String>> sliced = c.read("grouping", () ->
                    NearDuplicates.similarGroups(c.dao(NearDuplicateDao.class), 85, 0));
            assertTrue(atOnce.size() > 10, "groups to compare: " + atOnce.size());
            long levels = c.read("counting", () -> c.dao(NearDuplicateDao.class).countAfter(0));
            assertTrue(NearDuplicates.spills(levels, 0) && !NearDuplicates.spills(levels, Long.MAX_VALUE));
            assertTrue(NearDuplicates.entriesAtOnce(levels, 0) < 40 * levels, "the band in slices");
            assertEquals(atOnce, sliced);
        }
    }

    /**
     * What {@code dups --similar} prints, row for row, in memory and spilled: spilled, the
     * groups' rows are read twice (how many, then in the output's order) instead of held.
     */
    @Test
    void theRowsAreTheSameSpilled() throws IOException {
        try (Catalog c = Fixtures.freshCatalog(dir)) {
            // the Boxoban file again under another name: two boards a level, in two sources
            Path again = dir.resolve("306-again.txt");
            Files.copy(Path.of("collections/boxoban/medium/train/306.txt"), again);
            new Importer(c).importPaths(List.of("collections/boxoban/medium/train/306.txt",
                    "collections/soukoban/Grigr2001_100.xsb", again.toString()), new Fixtures.Recorder());
            NearDuplicates near = new NearDuplicates(c);
            List<Near> inMemory = new ArrayList<>();
            near.groups(NearMode.SIMILAR, 85, DuplicateFilter.ALL, inMemory::add, Long.MAX_VALUE);
            List<Near> spilled = new ArrayList<>();
            near.groups(NearMode.SIMILAR, 85, DuplicateFilter.ALL, spilled::add, 0);
            assertTrue(inMemory.size() > 100, "rows to compare: " + inMemory.size());
            assertTrue(inMemory.get(0).group() == 1 && inMemory.get(inMemory.size() - 1).group() > 10);
            assertEquals(inMemory, spilled);
        }
    }

    @Test
    void theRoomDecidesTheSlices() {
        long levels = 1_500_000;
        long band = 40 * levels;
        assertEquals(band, NearDuplicates.entriesAtOnce(levels, Long.MAX_VALUE), "all at once when it fits");
        assertEquals((band + 255) / 256, NearDuplicates.entriesAtOnce(levels, 0), "never more than 256 slices");
        assertTrue(!NearDuplicates.spills(levels, 1600L << 20), "1.5 M levels fit in the launcher's 1600 MiB");
        long some = NearDuplicates.entriesAtOnce(levels, 500L << 20);
        assertTrue(NearDuplicates.spills(levels, 500L << 20) && some > band / 256 && some < band,
                "500 MiB: " + some + " of " + band);
    }
}
