package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.TestData;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.front.OpenCatalog;

/**
 * The similarity index is filled where the catalog is written: by import, for every level it
 * adds, so that a reader (the web server, which writes nothing) finds every level. Two
 * processes filling it at once (two imports ending together) index each level once: a test of
 * PostgreSQL's alone ({@code NearIndexPostgresTest}), where two processes may write at once.
 */
abstract class NearIndexContract {
    /** The engine the catalog lives in: the subclass says. */
    abstract DatabaseEngine engine();

    /** Two real Boxoban files: 2,000 levels of 10 × 10, every one packed (none keyed). */
    static final List<String> BOXOBAN = List.of(TestData.shipped("boxoban").toString());

    @TempDir
    Path dir;

    @Test
    void importFillsTheIndexForEveryLevelItAdds() {
        DatabaseLocation location = Fixtures.freshLocation(engine(), dir);
        List<Long> indexed = new ArrayList<>();
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(BOXOBAN, new Fixtures.Recorder() {
                        @Override
                        public void indexing(long done, long total) {
                            indexed.add(done);
                        }
                    });
            long levels = c.inventory().levels();
            assertTrue(levels > 1000, "the two files' levels: " + levels);
            assertEquals(levels, indexed.get(indexed.size() - 1), "the listener was told of every level indexed");
        }
        try (Catalog c = TestCatalogs.openExisting(location)) {
            assertEquals(0, new NearIndex(c).levelsOutsideIndex(), "no level outside the index");
            assertEquals(c.dao(LevelDao.class).count(), new NearIndex(c).packed().size(),
                    "each level of the files is packed once");
        }
    }
}
