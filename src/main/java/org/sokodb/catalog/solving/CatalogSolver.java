package org.sokodb.catalog.solving;

import java.util.List;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.claims.GroupFeed;
import org.sokodb.catalog.claims.SearchPool;
import org.sokodb.catalog.difficulty.Difficulties;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverResult;

/**
 * {@code solve --catalog}, the whole run: takes the catalog's groups without a solution a few
 * at a time ({@link CatalogSolving}'s claims), has the solver search each away from the catalog
 * ({@link SearchPool}), stores each result as soon as its search ends (carried to the group's
 * duplicates), then tells the listener, which shows it like a result of {@code solve PATH…}.
 * When the only groups left are claimed by other workers (a shared catalog), it says how many,
 * by whom and until when, and waits for them to be stored or to lapse (then takes them), unless
 * the plan says not to wait ({@link GroupFeed}). {@code catalog.optimizing.CatalogOptimizer} is its sibling for
 * {@code optimize --catalog}.
 */
public final class CatalogSolver {
    /** A claimed group as the listener is shown it, with its board. */
    private record Searched(SolveTask task, LevelRecord level, Board board) {
    }

    private final Catalog catalog;

    public CatalogSolver(Catalog catalog) {
        this.catalog = catalog;
    }

    /**
     * {@code solve --catalog}: the solver over the groups without a solution that {@code run}
     * selects, {@code plan.parallel()} at a time, each result stored (and carried to the
     * group's duplicates) as soon as its search ends, then told to {@code listener}.
     *
     * @return false when it stopped with groups still claimed by others ({@link SolvePlan#waitForOthers} false)
     */
    public boolean run(SolveRun run, SolvePlan plan, SolveListener listener) {
        return new Run(new CatalogSolving(catalog, run, listener::notice), plan, listener, new Difficulties(catalog))
                .run();
    }

    /** {@code solve --catalog --status}: where the catalog's solving stands, and who holds claims. */
    public SolvingStatus status() {
        return catalog.read("reading the solving status", () -> {
            SolveDao dao = catalog.dao(SolveDao.class);
            return new SolvingStatus(dao.standing(), dao.liveClaims());
        });
    }

    /** One run: its claims, its plan, its listener, and the rating of each group it solves. */
    private record Run(CatalogSolving claims, SolvePlan plan, SolveListener listener, Difficulties difficulty) {
        boolean run() {
            SearchPool.Delivery<Searched, SolverResult> delivery = new SearchPool.Delivery<>() {
                @Override
                public void done(Searched s, SolverResult result) {
                    stored(s, result);
                }

                @Override
                public void failed(Searched s, Throwable cause) {
                    Run.this.failed(s, "the solver failed: " + cause);
                }
            };
            try (SearchPool<Searched, SolverResult> pool = new SearchPool<>(plan.parallel(), "sokodb-solve", delivery)) {
                return feed(pool);
            }
        }

        /** Feeds the pool {@code parallel} groups at a time until the catalog has none left for this run. */
        private boolean feed(SearchPool<Searched, SolverResult> pool) {
            GroupFeed.Searches<SolveTask> searches = new GroupFeed.Searches<>() {
                @Override
                public void start(SolveTask t) {
                    LevelRecord level = level(t);
                    try {
                        Board board = Board.parse(level.rows());
                        pool.add(new Searched(t, level, board), () -> Solver.solve(board, plan.limits(), plan.mode()));
                    } catch (BoardException e) {
                        // the catalog made this board from a parsed one: it parses
                        claims.store(t, Optional.empty());
                        listener.problem(level.location(), e.getMessage());
                    }
                }

                @Override
                public void finish() {
                    pool.finish();
                }
            };
            return new GroupFeed<>(claims, searches, plan.parallel(), plan.waitForOthers(), listener::notice)
                    .run(() -> false);
        }

        private void stored(Searched s, SolverResult result) {
            if (result instanceof SolverResult.GaveUp g && g.reason() == SolverResult.GaveUp.Reason.INTERRUPTED) {
                claims.store(s.task(), Optional.empty());
                listener.solved(s.level(), s.board(), result);
                return;
            }
            StoredSearch stored = claims.store(s.task(), Optional.of(searchReport(result)));
            if (stored.problem().isPresent()) {
                listener.failed(s.level(), stored.problem().get());
            } else {
                if (stored.verdict() == SearchReport.Outcome.SOLVED) {
                    difficulty.rateStored(s.task().uniqueId()).ifPresent(why -> listener.notice(
                            s.level().source() + "#" + s.level().index() + ": " + why));
                }
                listener.solved(s.level(), s.board(), result);
            }
        }

        private void failed(Searched s, String reason) {
            claims.store(s.task(), Optional.of(new SearchReport(SearchReport.Outcome.FAILED, Optional.empty(), 0, 0, false)));
            listener.failed(s.level(), reason);
        }

        private static SearchReport searchReport(SolverResult result) {
            double seconds = result.elapsed().toNanos() / 1e9;
            if (result instanceof SolverResult.Solved s) {
                return new SearchReport(SearchReport.Outcome.SOLVED, Optional.of(s.steps().letters()), seconds, s.nodes(),
                        s.pushOptimal());
            }
            if (result instanceof SolverResult.Unsolvable u) {
                return new SearchReport(SearchReport.Outcome.UNSOLVABLE, Optional.empty(), seconds, u.nodes(), false);
            }
            SolverResult.GaveUp g = (SolverResult.GaveUp) result;
            SearchReport.Outcome verdict = g.reason() == SolverResult.GaveUp.Reason.MEMORY ? SearchReport.Outcome.MEMORY
                    : SearchReport.Outcome.TIMEOUT;
            return new SearchReport(verdict, Optional.empty(), seconds, g.nodes(), false);
        }

        /** The group as the table shows it: where its level was first imported, its normalised board. */
        private static LevelRecord level(SolveTask t) {
            return new LevelRecord(t.source(), t.boardIndex(), t.line(), t.title(), t.author(), "", t.board().lines().toList(),
                    List.of(), Optional.empty(), List.of());
        }
    }
}
