package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.Test;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.Importer;

/**
 * The similarity index filled on PostgreSQL (skipped unless SOKODB_TEST_PG_URL names a
 * server), and two fillers at once, which only a server lets happen.
 */
@AlongsideOnPostgres
class NearIndexPostgresTest extends NearIndexContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }

    /**
     * Two fillers at once, each with its own connection, over levels no import indexed: they
     * take the batches in turn, and each level is in the index once (two runs covering the same
     * levels collided on the run's key before).
     */
    @Test
    void twoFillersAtOnceIndexEachLevelOnce() throws Exception {
        DatabaseLocation location = Fixtures.freshLocation(engine(), dir);
        try (Catalog c = TestCatalogs.open(location)) {
            new Importer(c).importPaths(BOXOBAN, new Fixtures.Recorder());
        }
        CountDownLatch go = new CountDownLatch(1);
        List<CompletableFuture<Void>> fillers = new ArrayList<>();
        ExecutorService two = Executors.newFixedThreadPool(2);
        for (int i = 0; i < 2; i++) {
            fillers.add(CompletableFuture.runAsync(() -> {
                try (Catalog c = TestCatalogs.openExisting(location)) {
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
        try (Catalog c = TestCatalogs.openExisting(location)) {
            assertEquals(c.dao(LevelDao.class).count(), new NearIndex(c).packed().size(),
                    "each level packed once: none left out, none twice");
            assertEquals(0, new NearIndex(c).levelsOutsideIndex());
        }
    }
}
