package org.sokodb.catalog.optimizing;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.claims.GroupFeed;
import org.sokodb.catalog.claims.HeldClaims;
import org.sokodb.catalog.claims.RunClaims;
import org.sokodb.catalog.claims.WorkerClaims;
import org.sokodb.catalog.solutions.SolutionSharing;
import org.sokodb.catalog.solutions.SolutionStore;
import org.sokodb.catalog.solutions.StoredText;
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
 * <p>On a catalog shared by processes (PostgreSQL) workers take groups through claims, as
 * {@code solve --catalog} does ({@link WorkerClaims}), one claim per group and metric in
 * {@code optimize_claim}: no group is optimized by two workers at once in one metric, a killed
 * worker's claims lapse and are taken over, a lost connection is made again. The claim ends
 * in the transaction that stores the result and its attempt, and the attempt keeps the group
 * from being claimed again in that metric. An embedded H2 file has one process: the groups are
 * listed once, up front, in import order.
 */
final class CatalogOptimizing implements GroupFeed.Groups<OptimizeTask> {
    private final Catalog catalog;
    private final OptimizeRun run;
    private final Comparator<SolutionMetrics> order;
    /** The run's metric as the claims and attempts name it: {@code moves} or {@code pushes}. */
    private final String metric;
    private final RunClaims<OptimizeDao.Wanted> claims;
    private Deque<String> listed;

    /**
     * @param notices where a line goes when the connection is lost and found again
     * @param stop whether Ctrl-C was pressed: a wait for a lost connection then ends
     */
    CatalogOptimizing(Catalog catalog, OptimizeRun run, Consumer<String> notices, BooleanSupplier stop) {
        this.catalog = catalog;
        this.run = run;
        this.order = run.metric().order();
        this.metric = run.metric().label();
        this.claims = new RunClaims<>(catalog, run.sources(), run.limit(), new Claimed(), run.limits().timeLimit(),
                notices, stop);
    }

    private OptimizeDao dao() {
        return catalog.dao(OptimizeDao.class);
    }

    /** {@code optimize_claim}'s statements in the run's metric, for {@link WorkerClaims}. */
    private final class Claimed implements WorkerClaims.Table<OptimizeDao.Wanted> {
        @Override
        public List<OptimizeDao.Wanted> lockUnclaimed(long after, int want) {
            return dao().lockUnclaimed(metric, spendsMs(), run.limits().nodeLimit(), run.force(),
                    claims.allSources, claims.collections, after, want);
        }

        @Override
        public long levelId(OptimizeDao.Wanted group) {
            return group.levelId();
        }

        @Override
        public String uniqueId(OptimizeDao.Wanted group) {
            return group.uniqueId();
        }

        @Override
        public boolean claim(String uniqueId, String worker, long seconds) {
            dao().dropLapsedClaim(uniqueId, metric);
            return dao().claim(uniqueId, metric, worker, seconds) == 1;
        }

        @Override
        public void renew(String worker, long seconds) {
            dao().renew(worker, seconds);
        }

        @Override
        public List<HeldClaims> heldByOthers(String worker) {
            return dao().heldByOthers(worker, metric);
        }

        @Override
        public void releaseAllBut(String worker, String[] searching) {
            dao().releaseAllBut(worker, metric, searching);
        }
    }

    /**
     * Up to {@code n} groups to optimize, each with its starting solution; empty when this run
     * has none left, or (on a shared catalog) when every group left is claimed by another
     * worker in this metric ({@link RunClaims#heldByOthers}).
     */
    @Override
    public List<OptimizeTask> next(int n) {
        int want = claims.want(n);
        if (want <= 0) {
            return List.of();
        }
        List<OptimizeTask> tasks = new ArrayList<>();
        while (tasks.isEmpty()) {
            List<String> groups = claims.shared()
                    ? claims.take(want, "claiming groups to optimize").stream()
                            .map(OptimizeDao.Wanted::uniqueId).toList()
                    : fromList(want);
            if (groups.isEmpty()) {
                break;
            }
            for (String uniqueId : groups) {
                Optional<OptimizeTask> task = claims.retrying("reading the solutions of " + uniqueId,
                        () -> catalog.read("reading the solutions of " + uniqueId, () -> task(uniqueId)));
                if (task.isPresent()) {
                    tasks.add(task.get());
                } else {
                    // its solutions left the catalog since it was listed: nothing to start from
                    giveUp(uniqueId);
                }
            }
        }
        claims.handedOut(tasks.size());
        return tasks;
    }

    /** The run's claims in its metric. */
    @Override
    public RunClaims<OptimizeDao.Wanted> claims() {
        return claims;
    }

    /**
     * The time limit a group's last attempt is compared with: an exhaustive run may spend more
     * than any run with the stopping rule, so every group not proved yet is searched again.
     */
    private long spendsMs() {
        return run.limits().exhaustive() ? Long.MAX_VALUE : run.limits().timeLimit().toMillis();
    }

    /** The groups of an embedded catalog, listed once. */
    private List<String> fromList(int want) {
        if (listed == null) {
            listed = new ArrayDeque<>(catalog.work("listing the groups to optimize", () -> dao().wanted(metric,
                    spendsMs(), run.limits().nodeLimit(), run.force(), claims.allSources, claims.collections,
                    run.limit()).stream().map(OptimizeDao.Wanted::uniqueId).toList()));
        }
        List<String> groups = new ArrayList<>();
        while (groups.size() < want && !listed.isEmpty()) {
            groups.add(listed.poll());
        }
        return groups;
    }

    /** The group's best solution in the run's metric (ties to the first stored) and the member it solves. */
    private Optional<OptimizeTask> task(String uniqueId) {
        OptimizeDao dao = dao();
        // in the order they were stored: of equal ones, the first stored
        Optional<OptimizeDao.Candidate> best = SolutionOrder.best(dao.solutionsOfGroup(uniqueId),
                OptimizeDao.Candidate::metrics, order);
        if (best.isEmpty()) {
            return Optional.empty();
        }
        OptimizeDao.Candidate b = best.get();
        Optional<OptimizeDao.Appearance> seen = dao.firstAppearance(b.levelId());
        OptimizeDao.Appearance a = seen.orElse(new OptimizeDao.Appearance(b.exactId(), 0, ""));
        return Optional.of(new OptimizeTask(uniqueId, b.levelId(), b.exactId(), b.board(), b.id(), b.lurd(), b.moves(),
                b.pushes(), a.source(), a.boardIndex(), a.title()));
    }

    /**
     * Stores what the optimizer made of {@code task}: the solution, replayed first, when it is
     * better than the start in the run's metric, carried to the group's other members; and the
     * attempt (unless the search was cut short), so that the group is not optimized again in
     * this metric until a better solution arrives or a run may spend more. The group's claim
     * ends in the same transaction.
     */
    StoredOptimization store(OptimizeTask task, OptimizeResult result) {
        StoredOptimization stored = claims.retrying("storing what the optimizer found", () -> catalog.work(
                "storing what the optimizer found", () -> catalog.handle().inTransaction(h -> {
                    unclaim(task.uniqueId());
                    return storeInTransaction(task, result);
                })));
        claims.ended(task.uniqueId());
        return stored;
    }

    /** The optimizer failed on {@code task}: its claim is given up, nothing is stored or recorded. */
    void giveUp(OptimizeTask task) {
        giveUp(task.uniqueId());
    }

    private void giveUp(String uniqueId) {
        if (claims.shared()) {
            claims.retrying("giving back a claim", () -> catalog.work("giving back a claim",
                    () -> catalog.handle().inTransaction(h -> {
                        unclaim(uniqueId);
                        return null;
                    })));
        }
        claims.ended(uniqueId);
    }

    /** In a transaction on a shared catalog: the group locked for this store, and this worker's claim ended. */
    private void unclaim(String uniqueId) {
        if (claims.shared()) {
            dao().lockGroup(uniqueId);
            dao().release(uniqueId, metric, claims.worker());
        }
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
                    metric, task.startId(), task.startMoves(), task.startPushes()));
            solutionId = dao.solutionId(task.levelId(), sha);
            carried = new SolutionSharing(catalog).carryWithin(Set.of(task.uniqueId()));
            end = m;
        } else if (start.isPresent() && order.compare(found.get().metrics(), start.get().metrics()) > 0) {
            problem = Optional.of("the optimizer's solution is worse than its start; not stored");
        }
        if (result.complete()) {
            dao.forgetAttempt(task.uniqueId(), metric);
            dao.recordAttempt(new OptimizeDao.Attempt(task.uniqueId(), metric, task.levelId(), task.startId(),
                    solutionId, end.moves(), end.pushes(), result.proved() && problem.isEmpty(), run.optimizer(),
                    run.limits().timeLimit().toMillis(), run.limits().nodeLimit(), result.seconds(), result.nodes()));
        }
        return new StoredOptimization(solutionId.isPresent(), end.moves(), end.pushes(), carried, problem);
    }

    /** What {@code show} and {@code export} print under the solution: the notes {@code optimize --out} writes. */
    private String notes(OptimizeTask task, OptimizeResult result) {
        return "Optimizer: " + run.optimizer() + " (--metric " + metric + ")\nOptimized from: "
                + task.startMoves() + "/" + task.startPushes() + "\nTime: "
                + String.format(Locale.ROOT, "%.3f", result.seconds()) + " s"
                + (result.proved() ? "\nOptimal: " + metric : "");
    }
}
