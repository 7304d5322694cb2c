package org.sokodb.catalog.solving;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.claims.GroupFeed;
import org.sokodb.catalog.claims.HeldClaims;
import org.sokodb.catalog.claims.RunClaims;
import org.sokodb.catalog.claims.WorkerClaims;
import org.sokodb.catalog.claims.WorkerName;
import org.sokodb.catalog.solutions.SolutionSharing;
import org.sokodb.catalog.solutions.SolutionStore;
import org.sokodb.catalog.solutions.VerifiedSolution;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;

/**
 * {@code solve --catalog} on the catalog's side: which Unique-Id groups to search next, and
 * storing what a search found. A solution is replayed on its level before it is stored, then
 * carried to the group's other members as import carries solutions ({@link SolutionSharing}:
 * replayed again on each). Every result is committed on its own, so an interrupted run keeps
 * everything stored before.
 *
 * <p>On a catalog shared by processes (PostgreSQL) workers take groups through claims
 * ({@link WorkerClaims}: {@code solve_claim}, renewed, lapsing when a worker is killed, given
 * back after a lost connection). An embedded H2 file has one process: the groups are listed
 * once, up front.
 */
final class CatalogSolving implements GroupFeed.Groups<SolveTask> {
    private final Catalog catalog;
    private final SolveRun run;
    private final RunClaims<SolveTask> claims;
    private Deque<SolveTask> listed;

    /**
     * @param notices where a line goes when the connection is lost and found again
     */
    public CatalogSolving(Catalog catalog, SolveRun run, Consumer<String> notices) {
        this.catalog = catalog;
        this.run = run;
        this.claims = new RunClaims<>(catalog, run.sources(), run.limit(), new Claimed(), run.timeLimit(), notices,
                () -> false); // solve --catalog has no Ctrl-C handler to wait for: the process ends at once
    }

    /** {@code solve_claim}'s statements for {@link WorkerClaims}. */
    private final class Claimed implements WorkerClaims.Table<SolveTask> {
        @Override
        public List<SolveTask> lockUnclaimed(long after, int want) {
            return dao().lockUnclaimed(run.timeLimit().toMillis(), run.memoryBytes(), run.nodeLimit(),
                    claims.allSources, claims.collections, after, want);
        }

        @Override
        public long levelId(SolveTask group) {
            return group.levelId();
        }

        @Override
        public String uniqueId(SolveTask group) {
            return group.uniqueId();
        }

        @Override
        public boolean claim(String uniqueId, String worker, long seconds) {
            dao().dropLapsedClaim(uniqueId);
            return dao().claim(uniqueId, worker, seconds) == 1;
        }

        @Override
        public void renew(String worker, long seconds) {
            dao().renew(worker, seconds);
        }

        @Override
        public List<HeldClaims> heldByOthers(String worker) {
            return dao().heldByOthers(worker);
        }

        @Override
        public void releaseAllBut(String worker, String[] searching) {
            dao().releaseAllBut(worker, searching);
        }
    }

    /** The DAO on the current connection (a new one after a reconnection). */
    private SolveDao dao() {
        return catalog.dao(SolveDao.class);
    }

    /** How long a claim holds without renewal ({@link WorkerClaims#claimSeconds}). */
    public long claimSeconds() {
        return WorkerClaims.claimSeconds(run.timeLimit());
    }

    /**
     * Up to {@code n} more groups to search; empty when this run has none left, or (on a
     * shared catalog) when every group left is claimed by another worker ({@link RunClaims#heldByOthers}).
     */
    @Override
    public List<SolveTask> next(int n) {
        int want = claims.want(n);
        if (want <= 0) {
            return List.of();
        }
        List<SolveTask> tasks = claims.shared() ? claims.take(want, "claiming levels to solve") : fromList(want);
        claims.handedOut(tasks.size());
        return tasks;
    }

    /** The run's claims. */
    @Override
    public RunClaims<SolveTask> claims() {
        return claims;
    }

    /** This worker's name in the claims: host, process id and a random number ({@link WorkerName}). */
    public String worker() {
        return claims.worker();
    }

    private List<SolveTask> fromList(int want) {
        if (listed == null) {
            listed = new ArrayDeque<>(catalog.work("listing the levels to solve", () -> dao().wanted(
                    run.timeLimit().toMillis(), run.memoryBytes(), run.nodeLimit(), claims.allSources, claims.collections,
                    run.limit())));
        }
        List<SolveTask> tasks = new ArrayList<>();
        while (tasks.size() < want && !listed.isEmpty()) {
            tasks.add(listed.poll());
        }
        return tasks;
    }

    /**
     * Stores what the search of {@code task} found, in one transaction: the solution (replayed
     * first) and its carried copies, the attempt, and the end of this worker's claim. An
     * interrupted search ({@code report} empty) only gives the claim up.
     */
    public StoredSearch store(SolveTask task, Optional<SearchReport> report) {
        StoredSearch stored = claims.retrying("storing what the solver found", () -> storeAndCommit(task, report));
        claims.ended(task.uniqueId());
        return stored;
    }

    private StoredSearch storeAndCommit(SolveTask task, Optional<SearchReport> report) {
        return catalog.work("storing what the solver found", () -> catalog.handle().inTransaction(h -> {
            SolveDao dao = dao();
            if (claims.shared()) {
                dao.lockGroup(task.levelId());
                dao.release(task.uniqueId(), claims.worker());
            }
            if (report.isEmpty()) {
                return new StoredSearch(SearchReport.Outcome.FAILED, 0, Optional.empty());
            }
            SearchReport r = report.get();
            SearchReport.Outcome verdict = r.verdict();
            Optional<String> problem = Optional.empty();
            Optional<Long> solutionId = Optional.empty();
            int carried = 0;
            if (verdict == SearchReport.Outcome.SOLVED) {
                Optional<ReplayResult.Valid> valid = Replay.valid(task.board(), r.lurd().orElse(""));
                if (valid.isEmpty()) {
                    verdict = SearchReport.Outcome.FAILED;
                    problem = Optional.of("the solver's solution does not replay as valid; not stored");
                } else {
                    solutionId = Optional.of(storeSolution(task, r, valid.get()));
                    carried = new SolutionSharing(catalog).carryWithin(Set.of(task.uniqueId()));
                }
            }
            dao.forgetAttempt(task.uniqueId());
            dao.recordAttempt(new SolveDao.Attempt(task.uniqueId(), task.levelId(), verdict.column(), run.solver(),
                    run.timeLimit().toMillis(), run.memoryBytes(), run.nodeLimit(), r.seconds(), r.nodes(),
                    r.pushOptimal(), solutionId));
            return new StoredSearch(verdict, carried, problem);
        }));
    }

    private long storeSolution(SolveTask task, SearchReport r, ReplayResult.Valid valid) {
        String seconds = String.format(Locale.ROOT, "%.3f", r.seconds());
        String notes = "Solver: " + run.solver() + "\nTime: " + seconds + " s\nNodes: " + r.nodes()
                + (r.pushOptimal() ? "\nOptimal: pushes" : "");
        VerifiedSolution s = new VerifiedSolution(task.exactId(), task.uniqueId(), valid.steps(), valid.metrics(),
                run.solver() + " (solve --catalog)",
                "Solution " + valid.metrics().moves() + "/" + valid.metrics().pushes(), notes);
        new SolutionStore(catalog).store(List.of(s), Map.of(task.exactId(), task.levelId()));
        return dao().solutionId(task.levelId(), SolutionStore.sha256(valid.steps().letters())).orElseThrow();
    }
}
