package org.sokodb.catalog.claims;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.SourceSelection;
import org.sokodb.catalog.front.work.OptimizeClaims;
import org.sokodb.catalog.front.work.OptimizeResult;
import org.sokodb.catalog.front.work.OptimizeRun;
import org.sokodb.catalog.front.work.OptimizeTask;
import org.sokodb.catalog.front.work.StoredOptimization;
import org.sokodb.catalog.solutionstore.SolutionSharing;
import org.sokodb.catalog.solutionstore.SolutionStore;
import org.sokodb.catalog.solutionstore.StoredText;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.SolutionOrder;

/**
 * {@code optimize --catalog} on the catalog's side: which Unique-Id groups to optimize next,
 * from which of their solutions, and storing what the optimizer made of them. A result is
 * replayed on its level and compared with the start before it is stored; then it is carried to
 * the group's other members as import carries solutions ({@link SolutionSharing}). Every
 * group is committed on its own, so an interrupted run keeps everything stored before.
 *
 * <p>The groups are listed once, up front, in import order: one run at a time works on a
 * catalog (two runs on one PostgreSQL catalog would optimize the same groups; the second
 * result stored is kept only if it is better still).
 */
public final class CatalogOptimizing implements OptimizeClaims {
    private final Catalog catalog;
    private final OptimizeRun run;
    private final Comparator<SolutionMetrics> order;
    private final boolean allSources;
    private final Long[] collections;
    private Deque<String> listed;
    private int handedOut;

    public CatalogOptimizing(Catalog catalog, OptimizeRun run) {
        this.catalog = catalog;
        this.run = run;
        this.order = run.metric().equals("moves") ? SolutionOrder.BY_MOVES : SolutionOrder.BY_PUSHES;
        SourceSelection selection = new SourceSelection(run.sources());
        this.allSources = selection.selectsAll();
        this.collections = catalog.work("looking up sources", () -> catalog.dao(SolveDao.class).sources().stream()
                .filter(s -> selection.covers(s.source())).map(SolveDao.Source::id).toArray(Long[]::new));
    }

    private OptimizeDao dao() {
        return catalog.dao(OptimizeDao.class);
    }

    @Override
    public List<OptimizeTask> next(int n) {
        if (listed == null) {
            listed = new ArrayDeque<>(catalog.work("listing the groups to optimize", () -> dao().wanted(run.metric(),
                    run.timeLimit().toMillis(), run.nodeLimit(), run.force(), allSources, collections, run.limit())));
        }
        List<OptimizeTask> tasks = new ArrayList<>();
        while (tasks.size() < n && handedOut < run.limit() && !listed.isEmpty()) {
            String uniqueId = listed.poll();
            Optional<OptimizeTask> task = catalog.read("reading the solutions of " + uniqueId, () -> task(uniqueId));
            if (task.isPresent()) {
                tasks.add(task.get());
                handedOut++;
            }
        }
        return tasks;
    }

    /** The group's best solution in the run's metric (ties to the first stored) and the member it solves. */
    private Optional<OptimizeTask> task(String uniqueId) {
        OptimizeDao dao = dao();
        Optional<OptimizeDao.Candidate> best = dao.solutionsOfGroup(uniqueId).stream()
                .min(Comparator.comparing(OptimizeDao.Candidate::metrics, order)
                        .thenComparingLong(OptimizeDao.Candidate::id));
        if (best.isEmpty()) {
            return Optional.empty();
        }
        OptimizeDao.Candidate b = best.get();
        Optional<OptimizeDao.Appearance> seen = dao.firstAppearance(b.levelId());
        OptimizeDao.Appearance a = seen.orElse(new OptimizeDao.Appearance(b.exactId(), 0, ""));
        return Optional.of(new OptimizeTask(uniqueId, b.levelId(), b.exactId(), b.board(), b.id(), b.lurd(), b.moves(),
                b.pushes(), a.source(), a.boardIndex(), a.title()));
    }

    @Override
    public StoredOptimization store(OptimizeTask task, OptimizeResult result) {
        StoredOptimization stored = catalog.work("storing what the optimizer found",
                () -> catalog.handle().inTransaction(h -> storeInTransaction(task, result)));
        catalog.makeDurable();
        return stored;
    }

    private StoredOptimization storeInTransaction(OptimizeTask task, OptimizeResult result) {
        OptimizeDao dao = dao();
        Optional<ReplayResult.Valid> start = Replay.valid(task.board(), task.startLurd());
        Optional<ReplayResult.Valid> found = Replay.valid(task.board(), result.lurd());
        Optional<String> problem = Optional.empty();
        Optional<Long> solutionId = Optional.empty();
        SolutionMetrics end = new SolutionMetrics(task.startMoves(), task.startPushes(), 0, 0, 0, 0);
        int carried = 0;
        if (found.isEmpty()) {
            problem = Optional.of("the optimizer's solution does not replay as valid; not stored");
        } else if (start.isPresent() && order.compare(found.get().metrics(), start.get().metrics()) < 0) {
            ReplayResult.Valid v = found.get();
            SolutionMetrics m = v.metrics();
            String letters = v.steps().letters();
            String sha = SolutionStore.sha256(letters);
            dao.insertImproved(new OptimizeDao.Improved(task.levelId(), letters, sha, m.moves(), m.pushes(),
                    m.boxLines(), m.boxChanges(), m.pushingSessions(), m.playerLines(),
                    StoredText.clamp(run.optimizer() + " (optimize --catalog)"),
                    StoredText.clamp("Solution " + m.moves() + "/" + m.pushes()), StoredText.clamp(notes(task, result)),
                    run.metric(), task.startId(), task.startMoves(), task.startPushes()));
            solutionId = dao.solutionId(task.levelId(), sha);
            carried = new SolutionSharing(catalog).carryWithin(Set.of(task.uniqueId()));
            end = m;
        } else if (start.isPresent() && order.compare(found.get().metrics(), start.get().metrics()) > 0) {
            problem = Optional.of("the optimizer's solution is worse than its start; not stored");
        }
        if (result.complete()) {
            dao.forgetAttempt(task.uniqueId(), run.metric());
            dao.recordAttempt(new OptimizeDao.Attempt(task.uniqueId(), run.metric(), task.levelId(), task.startId(),
                    solutionId, end.moves(), end.pushes(), result.proved() && problem.isEmpty(), run.optimizer(),
                    run.timeLimit().toMillis(), run.nodeLimit(), result.seconds(), result.nodes()));
        }
        return new StoredOptimization(solutionId.isPresent(), end.moves(), end.pushes(), carried, problem);
    }

    /** What {@code show} and {@code export} print under the solution: the notes {@code optimize --out} writes. */
    private String notes(OptimizeTask task, OptimizeResult result) {
        return "Optimizer: " + run.optimizer() + " (--metric " + run.metric() + ")\nOptimized from: "
                + task.startMoves() + "/" + task.startPushes() + "\nTime: "
                + String.format(Locale.ROOT, "%.3f", result.seconds()) + " s"
                + (result.proved() ? "\nOptimal: " + run.metric() : "");
    }
}
