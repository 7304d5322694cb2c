package org.sokodb.near.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import org.sokodb.TestData;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.Engine;
import org.sokodb.catalog.front.CatalogWrites;
import org.sokodb.catalog.front.Catalogs;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.front.work.IndexProgress;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.replay.TrailingSteps;

/**
 * The similarity index is filled where the catalog is written: by import, for every level it
 * adds, so that a reader (the web server, which writes nothing) finds every level; and two
 * processes filling it at once (two imports ending together) index each level once.
 */
class NearIndexTest {
    /** Two real Boxoban files: 2,000 rooms of 10 × 10, every one packed (none keyed). */
    private static final List<String> BOXOBAN = List.of(TestData.shipped("boxoban").toString());

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @EnumSource(Engine.class)
    void importFillsTheIndexForEveryLevelItAdds(Engine engine) {
        DatabaseLocation location = Fixtures.freshLocation(engine, dir);
        List<Long> indexed = new ArrayList<>();
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.writes().importPaths(BOXOBAN, TrailingSteps.TRIM, CatalogWrites.BULK_FROM_BOARDS,
                    new Fixtures.Recorder() {
                        @Override
                        public void indexing(long done, long total) {
                            indexed.add(done);
                        }
                    });
            assertEquals(0, c.queries().levelsOutsideSimilarityIndex());
            long levels = c.queries().levelCount();
            assertTrue(levels > 1000, "the two files' levels: " + levels);
            assertEquals(levels, indexed.get(indexed.size() - 1), "the listener was told of every level indexed");
        }
        try (Catalog c = Catalogs.openExisting(location)) {
            assertEquals(c.dao(LevelDao.class).count(), new NearIndex(c).packed().size(),
                    "each level of the files is packed once");
        }
    }

    /**
     * Two fillers at once, each with its own connection, over levels no import indexed: they
     * take the batches in turn, and each level is in the index once (two runs covering the same
     * levels collided on the run's key before).
     */
    @Test
    void twoFillersAtOnceIndexEachLevelOnce() throws Exception {
        DatabaseLocation location = Fixtures.freshLocation(Engine.POSTGRESQL, dir);
        try (Catalog c = Catalogs.open(location)) {
            new Importer(c).importPaths(BOXOBAN, new Fixtures.Recorder());
        }
        CountDownLatch go = new CountDownLatch(1);
        List<CompletableFuture<Void>> fillers = new ArrayList<>();
        ExecutorService two = Executors.newFixedThreadPool(2);
        for (int i = 0; i < 2; i++) {
            fillers.add(CompletableFuture.runAsync(() -> {
                try (Catalog c = Catalogs.openExisting(location)) {
                    go.await();
                    new NearIndex(c).fillIndex(IndexProgress.NONE);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, two));
        }
        go.countDown();
        try {
            for (CompletableFuture<Void> f : fillers) {
                f.get();
            }
        } finally {
            two.shutdown();
        }
        try (Catalog c = Catalogs.openExisting(location)) {
            assertEquals(c.dao(LevelDao.class).count(), new NearIndex(c).packed().size(),
                    "each level packed once: none left out, none twice");
            assertEquals(0, new NearIndex(c).levelsOutsideIndex());
        }
    }
}
