package org.sokodb.catalog.optimizing;

import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.claims.GroupFeed;
import org.sokodb.catalog.claims.SearchPool;
import org.sokodb.optimizer.Metric;
import org.sokodb.optimizer.Optimized;
import org.sokodb.optimizer.Optimizer;
import org.sokodb.optimizer.OptimizerLimits;
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
    private final CatalogOptimizing claims;
    private final OptimizeRun run;
    private final OptimizeListener listener;
    private final Metric metric;
    private final OptimizerLimits limits;

    private CatalogOptimizer(Catalog catalog, OptimizeRun run, OptimizeListener listener) {
        this.claims = new CatalogOptimizing(catalog, run, listener::notice);
        this.run = run;
        this.listener = listener;
        this.metric = run.metric().equals("moves") ? Metric.MOVES : Metric.PUSHES;
        this.limits = new OptimizerLimits(run.timeLimit(), run.memoryBytes(), run.nodeLimit(), run.exhaustive());
    }

    /**
     * Runs {@code run} on {@code catalog}.
     *
     * @return false when it stopped with groups still claimed by others ({@link OptimizeRun#waitForOthers} false)
     */
    public static boolean run(Catalog catalog, OptimizeRun run, OptimizeListener listener) {
        return new CatalogOptimizer(catalog, run, listener).run();
    }

    /** Where the catalog's optimizing stands ({@code optimize --catalog --status}). */
    public static OptimizingStatus status(Catalog catalog) {
        return CatalogOptimizing.status(catalog);
    }

    private boolean run() {
        SearchPool.Delivery<OptimizeTask, Optimized> delivery = new SearchPool.Delivery<>() {
            @Override
            public void done(OptimizeTask task, Optimized o) {
                double seconds = o.elapsed().toNanos() / 1e9;
                o.limit().ifPresent(why -> listener.note(task, why + "; kept the best found"));
                if (o.refused() > 0) {
                    listener.note(task, Optimized.refusedNote(o.refused()));
                }
                listener.stored(task, claims.store(task, new OptimizeResult(o.steps().letters(), o.proved(), o.nodes(),
                        seconds, !listener.stopRequested())), seconds);
            }

            @Override
            public void failed(OptimizeTask task, Throwable cause) {
                claims.giveUp(task);
                listener.failed(task, "the optimizer failed: " + cause + "; nothing stored");
            }
        };
        try (SearchPool<OptimizeTask, Optimized> pool = new SearchPool<>(run.parallel(), "sokodb-optimize", delivery)) {
            GroupFeed.Searches<OptimizeTask> searches = new GroupFeed.Searches<>() {
                @Override
                public void start(OptimizeTask task) {
                    try {
                        Board board = Board.parse(task.board().lines().toList());
                        pool.add(task, () -> Optimizer.optimize(board, List.of(new Steps(task.startLurd())), metric,
                                limits, listener::stopRequested));
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
            return new GroupFeed<>(claims, searches, run.parallel(), run.waitForOthers(), listener::notice)
                    .run(listener::stopRequested);
        }
    }
}
