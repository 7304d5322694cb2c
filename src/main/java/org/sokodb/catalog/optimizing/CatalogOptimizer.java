package org.sokodb.catalog.optimizing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.claims.GroupFeed;
import org.sokodb.catalog.claims.SearchPool;
import org.sokodb.catalog.difficulty.Difficulties;
import org.sokodb.optimizer.Metric;
import org.sokodb.optimizer.Optimized;
import org.sokodb.optimizer.Optimizer;
import org.sokodb.replay.Steps;

/**
 * {@code optimize --catalog}, the whole run, as {@code catalog.solving.CatalogSolver} is {@code solve --catalog}'s:
 * takes the catalog's groups a few at a time ({@link CatalogOptimizing}'s claims), has the
 * optimizer work on each group's best solution away from the catalog ({@link SearchPool}),
 * stores each result as soon as its search ends (carried to the group's duplicates), then
 * tells the listener. On a shared catalog it waits for groups other workers hold, unless the
 * run says not to ({@link GroupFeed}).
 */
public final class CatalogOptimizer {
    private final Catalog catalog;

    public CatalogOptimizer(Catalog catalog) {
        this.catalog = catalog;
    }

    /**
     * {@code optimize --catalog}: the optimizer over the groups with a solution that {@code run}
     * selects, each from its best solution in the run's metric, {@code run.parallel()} at a
     * time, each improvement stored (and carried to the group's duplicates) as soon as its
     * search ends, then told to {@code listener}. On PostgreSQL several processes share the
     * work through claims, as {@code solve --catalog} does.
     *
     * @return false when it stopped with groups still claimed by others ({@link OptimizeRun#waitForOthers} false)
     */
    public boolean run(OptimizeRun run, OptimizeListener listener) {
        return new Run(new CatalogOptimizing(catalog, run, listener::notice, listener::stopRequested), run, listener,
                new Difficulties(catalog)).run();
    }

    /** {@code optimize --catalog --status}: where the catalog's optimizing stands, and who holds claims. */
    public OptimizingStatus status() {
        return catalog.read("reading the optimizing status", () -> {
            OptimizeDao dao = catalog.dao(OptimizeDao.class);
            Map<String, OptimizeDao.Standing> byMetric = new HashMap<>();
            dao.standing().forEach(s -> byMetric.put(s.metric(), s));
            List<OptimizingStatus.InMetric> metrics = new ArrayList<>();
            for (Metric m : Metric.values()) {
                String metric = m.label();
                OptimizeDao.Standing s = byMetric.getOrDefault(metric, new OptimizeDao.Standing(metric, 0, 0, 0));
                metrics.add(new OptimizingStatus.InMetric(metric, s.optimized(), s.improved(), s.proved(),
                        dao.liveClaims(metric)));
            }
            return new OptimizingStatus(dao.groupsWithSolution(), metrics);
        });
    }

    /** One run: its claims, what it optimizes, its listener, and the rating of each group it improves. */
    private record Run(CatalogOptimizing claims, OptimizeRun asked, OptimizeListener listener, Difficulties difficulty) {
        boolean run() {
            SearchPool.Delivery<OptimizeTask, Optimized> delivery = new SearchPool.Delivery<>() {
                @Override
                public void done(OptimizeTask task, Optimized o) {
                    double seconds = o.elapsed().toNanos() / 1e9;
                    o.limit().ifPresent(why -> listener.note(task, why + "; kept the best found"));
                    if (o.refused() > 0) {
                        listener.note(task, Optimized.refusedNote(o.refused()));
                    }
                    StoredOptimization stored = claims.store(task, new OptimizeResult(o.steps().letters(), o.proved(),
                            o.nodes(), seconds, !listener.stopRequested()));
                    if (stored.improved()) {
                        difficulty.rateStored(task.uniqueId()).ifPresent(why -> listener.notice(
                                task.source() + "#" + task.boardIndex() + ": " + why));
                    }
                    listener.stored(task, stored, seconds);
                }

                @Override
                public void failed(OptimizeTask task, Throwable cause) {
                    claims.giveUp(task);
                    listener.failed(task, "the optimizer failed: " + cause + "; nothing stored");
                }
            };
            try (SearchPool<OptimizeTask, Optimized> pool = new SearchPool<>(asked.parallel(), "sokodb-optimize",
                    delivery)) {
                GroupFeed.Searches<OptimizeTask> searches = new GroupFeed.Searches<>() {
                    @Override
                    public void start(OptimizeTask task) {
                        try {
                            Board board = Board.parse(task.board().lines().toList());
                            pool.add(task, () -> Optimizer.optimize(board, List.of(new Steps(task.startLurd())),
                                    asked.metric(), asked.limits(), listener::stopRequested));
                        } catch (BoardException e) {
                            // the catalog made this board from a parsed one: it parses
                            delivery.failed(task, e);
                        }
                    }

                    @Override
                    public void finish() {
                        pool.finish();
                    }
                };
                return new GroupFeed<>(claims, searches, asked.parallel(), asked.waitForOthers(), listener::notice)
                        .run(listener::stopRequested);
            }
        }
    }
}
