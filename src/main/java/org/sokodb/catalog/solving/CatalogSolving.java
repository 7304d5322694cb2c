package org.sokodb.catalog.solving;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.SourceSelection;
import org.sokodb.catalog.solutions.SolutionSharing;
import org.sokodb.catalog.solutions.SolutionStore;
import org.sokodb.catalog.solutions.StoredText;
import org.sokodb.catalog.solutions.VerifiedSolution;
import org.sokodb.solution.Replay;
import org.sokodb.solution.ReplayResult;

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
 * transaction that stores the result. A killed worker's claim lapses after four time limits
 * and a minute (a group waits in the solving queue for up to about three). An embedded H2
 * file has one process: the groups are listed once, up front.
 */
public final class CatalogSolving {
    private final Catalog catalog;
    private final SolveRun run;
    private final SolveDao dao;
    private final boolean shared;
    private final String worker;
    private final boolean allSources;
    private final Long[] collections;
    private Deque<SolveTask> listed;
    private int handedOut;

    /** What storing one result did. */
    public record Stored(SearchReport.Verdict verdict, int carried, Optional<String> problem) {
    }

    public CatalogSolving(Catalog catalog, SolveRun run) {
        this.catalog = catalog;
        this.run = run;
        this.dao = catalog.dao(SolveDao.class);
        this.shared = catalog.dialect().sharedByProcesses();
        this.worker = StoredText.clamp(System.getenv().getOrDefault("HOSTNAME", "localhost") + ":"
                + ProcessHandle.current().pid());
        SourceSelection selection = new SourceSelection(run.sources());
        this.allSources = selection.selectsAll();
        this.collections = catalog.work("looking up sources", () -> dao.sources().stream()
                .filter(s -> selection.covers(s.source())).map(SolveDao.Source::id).toArray(Long[]::new));
    }

    /** The names of {@code --source} that cover no imported source: most likely mistyped. */
    public static List<String> unknownSources(Catalog catalog, List<String> sources) {
        return catalog.work("looking up sources", () -> new SourceSelection(sources)
                .unknown(catalog.dao(SolveDao.class).sources().stream().map(SolveDao.Source::source).toList()));
    }

    /** Up to {@code n} more groups to search; empty when this run has none left. */
    public List<SolveTask> next(int n) {
        int want = Math.min(n, run.limit() - handedOut);
        if (want <= 0) {
            return List.of();
        }
        List<SolveTask> tasks = shared ? claim(want) : fromList(want);
        handedOut += tasks.size();
        return tasks;
    }

    private List<SolveTask> fromList(int want) {
        if (listed == null) {
            listed = new ArrayDeque<>(catalog.work("listing the levels to solve", () -> dao.wanted(
                    run.timeLimit().toMillis(), run.memoryBytes(), run.nodeLimit(), allSources, collections,
                    run.limit())));
        }
        List<SolveTask> tasks = new ArrayList<>();
        while (tasks.size() < want && !listed.isEmpty()) {
            tasks.add(listed.poll());
        }
        return tasks;
    }

    private List<SolveTask> claim(int want) {
        long lease = 4 * Math.max(1, run.timeLimit().toSeconds()) + 60;
        while (true) {
            List<SolveTask> claimed = catalog.work("claiming levels to solve", () -> catalog.handle().inTransaction(h -> {
                List<SolveTask> locked = dao.lockUnclaimed(run.timeLimit().toMillis(), run.memoryBytes(),
                        run.nodeLimit(), allSources, collections, want);
                List<SolveTask> mine = new ArrayList<>();
                for (SolveTask t : locked) {
                    dao.dropLapsedClaim(t.uniqueId());
                    if (dao.claim(t.uniqueId(), worker, lease) == 1) {
                        mine.add(t);
                    }
                }
                return locked.isEmpty() ? null : mine;
            }));
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
    public Stored store(SolveTask task, Optional<SearchReport> report) {
        Stored stored = storeAndCommit(task, report);
        catalog.flushCommits();
        return stored;
    }

    private Stored storeAndCommit(SolveTask task, Optional<SearchReport> report) {
        return catalog.work("storing what the solver found", () -> catalog.handle().inTransaction(h -> {
            if (shared) {
                dao.lockGroup(task.levelId());
                dao.release(task.uniqueId(), worker);
            }
            if (report.isEmpty()) {
                return new Stored(SearchReport.Verdict.FAILED, 0, Optional.empty());
            }
            SearchReport r = report.get();
            SearchReport.Verdict verdict = r.verdict();
            Optional<String> problem = Optional.empty();
            Optional<Long> solutionId = Optional.empty();
            int carried = 0;
            if (verdict == SearchReport.Verdict.SOLVED) {
                Optional<ReplayResult.Valid> valid = replay(task, r.lurd().orElse(""));
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
            return new Stored(verdict, carried, problem);
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
        return dao.solutionId(task.levelId(), SolutionStore.sha256(valid.steps().letters())).orElseThrow();
    }

    private static Optional<ReplayResult.Valid> replay(SolveTask task, String lurd) {
        try {
            Board board = Board.parse(task.board().lines().toList());
            return Replay.check(board, lurd) instanceof ReplayResult.Valid v ? Optional.of(v) : Optional.empty();
        } catch (BoardException e) {
            return Optional.empty();
        }
    }
}
