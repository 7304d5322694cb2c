package org.sokodb.catalog.claims;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.SourceSelection;
import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.front.work.HeldClaims;
import org.sokodb.catalog.front.work.SearchReport;
import org.sokodb.catalog.front.work.SolveClaims;
import org.sokodb.catalog.front.work.SolveRun;
import org.sokodb.catalog.front.work.SolveTask;
import org.sokodb.catalog.front.work.SolvingStanding;
import org.sokodb.catalog.front.work.SolvingStatus;
import org.sokodb.catalog.front.work.StoredSearch;
import org.sokodb.catalog.solutionstore.SolutionSharing;
import org.sokodb.catalog.solutionstore.SolutionStore;
import org.sokodb.catalog.solutionstore.StoredText;
import org.sokodb.catalog.solutionstore.VerifiedSolution;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;

/**
 * {@code solve --catalog} on the catalog's side: which Unique-Id groups to search next, and
 * storing what a search found. A solution is replayed on its level before it is stored, then
 * carried to the group's other members as import carries solutions ({@link SolutionSharing}:
 * replayed again on each). Every result is committed on its own, so an interrupted run keeps
 * everything stored before.
 *
 * <p>On a catalog shared by processes (PostgreSQL) workers take groups through claims: a
 * group's first level row is locked with {@code SKIP LOCKED} while a claim row is written, so
 * two workers never take the same group and none waits for another; the claim goes in the
 * transaction that stores the result. A worker renews its claims whenever it takes or stores
 * a group, for {@link #claimSeconds} (twice the time limit and half a minute: a search
 * outlives no claim, and a worker wakes at least once a time limit); a killed worker's claims
 * lapse that long after its last renewal, and the next worker that looks takes them. A worker
 * that loses its connection connects again and goes on ({@link #RECONNECT_FOR}); before it
 * claims again it gives back every claim it holds but is not searching: a claim whose commit
 * the server made while the connection went down, so that the worker never heard of it
 * (otherwise the group would wait for that claim to lapse, and a worker that does not wait
 * for its own claims would end without it). An embedded H2 file has one process: the groups
 * are listed once, up front.
 */
public final class CatalogSolving implements SolveClaims {
    private final Catalog catalog;
    private final SolveRun run;
    /** How long a worker tries to get its connection back before it gives up. */
    static final Duration RECONNECT_FOR = Duration.ofMinutes(10);
    private final boolean shared;
    private final String worker;
    private final boolean allSources;
    private final Long[] collections;
    private final Consumer<String> notices;
    private Deque<SolveTask> listed;
    private int handedOut;
    /** The last level row a claim query of this worker locked: the next one goes on from there. */
    private long lockedUpTo;
    private long renewedAt;
    /** The groups this worker has claimed and not yet stored (shared catalogs). */
    private final Set<String> searching = new HashSet<>();
    /** The connection was made again since the last claim: claims not in {@link #searching} are given back. */
    private boolean reconnected;

    /**
     * @param notices where a line goes when the connection is lost and found again
     */
    public CatalogSolving(Catalog catalog, SolveRun run, Consumer<String> notices) {
        this.catalog = catalog;
        this.run = run;
        this.notices = notices;
        this.shared = catalog.dialect().sharedByProcesses();
        this.worker = StoredText.clamp(WorkerName.current());
        SourceSelection selection = new SourceSelection(run.sources());
        this.allSources = selection.selectsAll();
        this.collections = catalog.work("looking up sources", () -> dao().sources().stream()
                .filter(s -> selection.covers(s.source())).map(SolveDao.Source::id).toArray(Long[]::new));
    }

    /** The names of {@code --source} that cover no imported source: most likely mistyped. */
    public static List<String> unknownSources(Catalog catalog, List<String> sources) {
        return catalog.work("looking up sources", () -> new SourceSelection(sources)
                .unknown(catalog.dao(SolveDao.class).sources().stream().map(SolveDao.Source::source).toList()));
    }

    /** The DAO on the current connection (a new one after a reconnection). */
    private SolveDao dao() {
        return catalog.dao(SolveDao.class);
    }

    /**
     * How long a claim holds without renewal: twice the time limit and 30 s. A worker renews
     * its claims each time it takes or stores a group, which happens at least once a time
     * limit while it searches.
     */
    public long claimSeconds() {
        return 2 * Math.max(1, run.timeLimit().toSeconds()) + 30;
    }

    /**
     * Up to {@code n} more groups to search; empty when this run has none left, or (on a
     * shared catalog) when every group left is claimed by another worker: {@link #heldByOthers}.
     */
    @Override
    public List<SolveTask> next(int n) {
        int want = Math.min(n, run.limit() - handedOut);
        if (want <= 0) {
            return List.of();
        }
        List<SolveTask> tasks = shared ? retrying("claiming levels to solve", () -> {
            renew();
            giveBackUnheardClaims();
            return claim(want);
        }) : fromList(want);
        tasks.forEach(t -> searching.add(t.uniqueId()));
        handedOut += tasks.size();
        return tasks;
    }

    /** Whether this run may search more groups (its {@code --limit} is not used up). */
    @Override
    public boolean wantsMore() {
        return handedOut < run.limit();
    }

    /** The live claims other workers hold, by worker (none on an embedded catalog). */
    @Override
    public List<HeldClaims> heldByOthers() {
        if (!shared) {
            return List.of();
        }
        return retrying("reading the claims of other workers", () -> catalog.work("reading claims",
                () -> dao().heldByOthers(worker)));
    }

    /** This worker's name in the claims: host, process id and a random number ({@link WorkerName}). */
    public String worker() {
        return worker;
    }

    /** Extends this worker's claims, at most every quarter of {@link #claimSeconds}. */
    private void renew() {
        long now = System.nanoTime();
        if (renewedAt != 0 && now - renewedAt < claimSeconds() * 250_000_000L) {
            return;
        }
        catalog.work("renewing claims", () -> dao().renew(worker, claimSeconds()));
        renewedAt = now;
    }

    /**
     * After a reconnection: gives back the claims this worker holds on groups it is not
     * searching. A claim is committed with the transaction that takes it; when the connection
     * is cut during that commit the server may have made it while this worker saw a failure,
     * claimed again, and went on without the group.
     */
    private void giveBackUnheardClaims() {
        if (!reconnected) {
            return;
        }
        catalog.work("giving back claims", () -> dao().releaseAllBut(worker, searching.toArray(new String[0])));
        reconnected = false;
    }

    /**
     * Runs {@code body}; when it fails because the connection to a shared catalog is gone,
     * says so, connects again (waiting 1, 2, 4 … up to 30 s between tries) and runs it again,
     * for up to {@link #RECONNECT_FOR}. What a failed transaction did not commit the server
     * rolled back, so running it again is running it once.
     */
    private <T> T retrying(String what, Supplier<T> body) {
        long giveUpAt = 0;
        long wait = 1;
        while (true) {
            try {
                return body.get();
            } catch (CatalogException e) {
                if (!shared || !catalog.connectionLost()) {
                    throw e;
                }
                if (giveUpAt == 0) {
                    giveUpAt = System.nanoTime() + RECONNECT_FOR.toNanos();
                } else if (System.nanoTime() > giveUpAt) {
                    throw e;
                }
                notices.accept("lost the connection to the catalog while " + what + "; trying again in " + wait + " s");
                sleep(wait);
                wait = Math.min(30, 2 * wait);
                try {
                    catalog.reconnect();
                    renewedAt = 0;
                    reconnected = true;
                    notices.accept("connected to the catalog again");
                } catch (CatalogException again) {
                    // still unreachable: the next try says so
                }
            }
        }
    }

    private static void sleep(long seconds) {
        try {
            Thread.sleep(seconds * 1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** Where the catalog's solving stands: groups by verdict, and the live claims by worker. */
    public static SolvingStatus status(Catalog catalog) {
        return catalog.read("reading the solving status", () -> {
            SolveDao dao = catalog.dao(SolveDao.class);
            return new SolvingStatus(dao.standing(), dao.liveClaims());
        });
    }

    private List<SolveTask> fromList(int want) {
        if (listed == null) {
            listed = new ArrayDeque<>(catalog.work("listing the levels to solve", () -> dao().wanted(
                    run.timeLimit().toMillis(), run.memoryBytes(), run.nodeLimit(), allSources, collections,
                    run.limit())));
        }
        List<SolveTask> tasks = new ArrayList<>();
        while (tasks.size() < want && !listed.isEmpty()) {
            tasks.add(listed.poll());
        }
        return tasks;
    }

    /**
     * Claims up to {@code want} groups. The query goes on from the last level row this worker
     * locked ({@link #lockedUpTo}), so a worker does not walk the groups already done again at
     * each claim (the walk would grow with the groups done: quadratic over a run); when nothing
     * is left after it, one pass from the first level catches the groups passed by while other
     * workers held them, whose claims may have lapsed since.
     */
    private List<SolveTask> claim(int want) {
        long lease = claimSeconds();
        while (true) {
            long after = lockedUpTo;
            List<SolveTask> claimed = catalog.work("claiming levels to solve", () -> catalog.handle().inTransaction(h -> {
                SolveDao dao = dao();
                List<SolveTask> locked = dao.lockUnclaimed(run.timeLimit().toMillis(), run.memoryBytes(),
                        run.nodeLimit(), allSources, collections, after, want);
                List<SolveTask> mine = new ArrayList<>();
                for (SolveTask t : locked) {
                    dao.dropLapsedClaim(t.uniqueId());
                    if (dao.claim(t.uniqueId(), worker, lease) == 1) {
                        mine.add(t);
                    }
                }
                if (!locked.isEmpty()) {
                    lockedUpTo = locked.get(locked.size() - 1).levelId();
                }
                return locked.isEmpty() ? null : mine;
            }));
            if (claimed == null && after > 0) {
                lockedUpTo = 0;
                continue;
            }
            if (claimed == null || !claimed.isEmpty()) {
                return claimed == null ? List.of() : claimed;
            }
            // every group locked had just been claimed by another worker: look again
        }
    }

    /**
     * Stores what the search of {@code task} found, in one transaction: the solution (replayed
     * first) and its carried copies, the attempt, and the end of this worker's claim. An
     * interrupted search ({@code report} empty) only gives the claim up.
     */
    @Override
    public StoredSearch store(SolveTask task, Optional<SearchReport> report) {
        StoredSearch stored = retrying("storing what the solver found", () -> storeAndCommit(task, report));
        searching.remove(task.uniqueId());
        // a dropped connection here, after the commit, is no reason to end the run either
        retrying("writing the catalog to disk", () -> {
            catalog.makeDurable();
            return null;
        });
        if (shared) {
            retrying("renewing claims", () -> {
                renew();
                return null;
            });
        }
        return stored;
    }

    private StoredSearch storeAndCommit(SolveTask task, Optional<SearchReport> report) {
        return catalog.work("storing what the solver found", () -> catalog.handle().inTransaction(h -> {
            SolveDao dao = dao();
            if (shared) {
                dao.lockGroup(task.levelId());
                dao.release(task.uniqueId(), worker);
            }
            if (report.isEmpty()) {
                return new StoredSearch(SearchReport.Verdict.FAILED, 0, Optional.empty());
            }
            SearchReport r = report.get();
            SearchReport.Verdict verdict = r.verdict();
            Optional<String> problem = Optional.empty();
            Optional<Long> solutionId = Optional.empty();
            int carried = 0;
            if (verdict == SearchReport.Verdict.SOLVED) {
                Optional<ReplayResult.Valid> valid = Replay.valid(task.board(), r.lurd().orElse(""));
                if (valid.isEmpty()) {
                    verdict = SearchReport.Verdict.FAILED;
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
        new SolutionStore(catalog).store(List.of(s), java.util.Map.of(task.exactId(), task.levelId()));
        return dao().solutionId(task.levelId(), SolutionStore.sha256(valid.steps().letters())).orElseThrow();
    }
}
