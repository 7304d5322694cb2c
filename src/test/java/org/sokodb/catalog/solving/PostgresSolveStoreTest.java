package org.sokodb.catalog.solving;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.Importer;

/**
 * Two workers may store the same group: the first one's claim lapses while it is still
 * searching (a level that takes longer than the lease), a second worker takes the group over,
 * and both finish. Their stores must follow one another, the later replacing the earlier
 * attempt, instead of one failing on {@code solve_attempt}'s key.
 */
@AlongsideOnPostgres
class PostgresSolveStoreTest {
    @TempDir
    Path dir;

    @Test
    void twoWorkersStoringOneGroupAtOnceBothSucceedAndOneAttemptIsKept() throws Exception {
        String url = TestPostgres.freshSchema();
        try (Catalog setup = TestCatalogs.open(DatabaseLocation.of(url))) {
            new Importer(setup).importPaths(List.of(Fixtures.shipped("soukoban/Grigr2001_100.xsb")), new Fixtures.Recorder());
        }
        SolveRun run = new SolveRun("sokodb test", Duration.ofSeconds(1), 1 << 20, Long.MAX_VALUE, List.of(), 1);
        SolveTask task;
        try (Catalog first = TestCatalogs.open(DatabaseLocation.of(url))) {
            List<SolveTask> claimed = new CatalogSolving(first, run, line -> { }).next(1);
            assertEquals(1, claimed.size());
            task = claimed.get(0);
        }
        int rounds = 40;
        CyclicBarrier together = new CyclicBarrier(2);
        ExecutorService workers = Executors.newFixedThreadPool(2);
        try (Catalog a = TestCatalogs.open(DatabaseLocation.of(url)); Catalog b = TestCatalogs.open(DatabaseLocation.of(url))) {
            List<Future<Integer>> done = new ArrayList<>();
            for (Catalog c : List.of(a, b)) {
                CatalogSolving solving = new CatalogSolving(c, run, line -> { });
                done.add(workers.submit(() -> {
                    for (int i = 0; i < rounds; i++) {
                        together.await();
                        solving.store(task, Optional.of(new SearchReport(SearchReport.Outcome.TIMEOUT, Optional.empty(),
                                1.0, 1000 + i, false)));
                    }
                    return rounds;
                }));
            }
            for (Future<Integer> f : done) {
                assertEquals(rounds, f.get()); // a failed store throws here
            }
            long attempts = a.handle().createQuery("SELECT COUNT(*) FROM solve_attempt WHERE unique_id = :u")
                    .bind("u", HexIds.stored(task.uniqueId())).mapTo(Long.class).one();
            assertEquals(1, attempts);
            assertFalse(a.handle().createQuery("SELECT COUNT(*) FROM solve_claim").mapTo(Long.class).one() > 0,
                    "the claim was given up");
        } finally {
            workers.shutdownNow();
        }
    }
}
