package org.sokodb.near.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.imports.Importer;

/**
 * {@code dups --similar} on a catalog whose band of keys the heap cannot hold at once: with no
 * room beyond what it must hold, each band is worked on in the most slices, and the groups
 * are the same, member for member and in the same order, as with all the room it wants. On
 * 1,000 shipped Boxoban levels and Grigr's 100, most of them too large to pack.
 */
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
            assertEquals(atOnce, sliced);
        }
    }

    @Test
    void theRoomDecidesTheSlices() {
        long levels = 1_500_000;
        long band = 40 * levels;
        assertEquals(band, NearDuplicates.entriesAtOnce(levels, Long.MAX_VALUE), "all at once when it fits");
        assertEquals((band + 15) / 16, NearDuplicates.entriesAtOnce(levels, 0), "never more than 16 slices");
        long some = NearDuplicates.entriesAtOnce(levels, 1600L << 20);
        assertTrue(some > band / 16 && some <= band, "1600 MiB: " + some + " of " + band);
    }
}
