package org.sokodb.generate;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.sokodb.difficulty.DifficultyEstimator;
import org.sokodb.difficulty.Rating;
import org.sokodb.identity.LevelIdentity;
import org.sokodb.identity.LevelIds;
import org.sokodb.solver.SolverResult;

/**
 * A run: candidates one after another, each checked (a level at all, new to the run, new to
 * the catalog, solved in time, enough box lines, a difficulty band asked for) until enough are
 * kept or a limit is reached; the kept ones ranked best first or easy first.
 *
 * <p>Reproducible: every random choice comes from one {@link SplittableRandom} seeded by the
 * request, candidate after candidate, and the solver is deterministic. The same request gives
 * the same levels with the same sokodb version, as long as no candidate reaches a time limit
 * (a slower machine may give up on a candidate a faster one solves).
 */
public final class Generator {
    private static final Comparator<GeneratedLevel> BEST_FIRST = Comparator
            .comparingInt(GeneratedLevel::boxLines).reversed()
            .thenComparing(Comparator.comparingInt(GeneratedLevel::boxChanges).reversed())
            .thenComparing(Comparator.comparingInt((GeneratedLevel l) -> l.solution().metrics().pushes()).reversed())
            .thenComparingLong(GeneratedLevel::candidate);

    /** Easy first by the estimate {@code D} (finer than its 0–100 percentile), then in the order they were made. */
    private static final Comparator<GeneratedLevel> EASY_FIRST = Comparator
            .comparingDouble((GeneratedLevel l) -> l.rating().score())
            .thenComparingLong(GeneratedLevel::candidate);

    /** Told about every candidate as it is decided; for progress output. */
    public interface Listener {
        Listener NONE = new Listener() {
        };

        default void kept(GeneratedLevel level) {
        }

        default void rejected(long candidate, Rejection why) {
        }
    }

    private final GenerationRequest request;
    private final KnownLevels known;
    private final Listener listener;
    private final CandidateMaker maker;
    private final LevelIdentity identity = new LevelIdentity();

    public Generator(GenerationRequest request, KnownLevels known, Listener listener) {
        this.request = request;
        this.known = known;
        this.listener = listener;
        this.maker = new CandidateMaker(request.room());
    }

    /**
     * Makes and checks candidates until enough are kept or a limit is reached. Candidates are
     * made, identified and checked for copies one after another on this thread; their solves
     * run on {@link GenerationRequest#threads()} threads a few candidates ahead, and their
     * outcomes are taken in candidate order, so the result is the one a single thread gives.
     */
    public GenerationResult run() {
        long start = System.nanoTime();
        long deadline = start + request.timeLimit().toNanos();
        SplittableRandom random = new SplittableRandom(request.seed());
        Set<String> seen = new HashSet<>();
        List<GeneratedLevel> kept = new ArrayList<>();
        Map<Rejection, Long> rejected = new EnumMap<>(Rejection.class);
        ArrayDeque<Pending> pending = new ArrayDeque<>();
        int window = 2 * request.threads();
        long made = 0;
        long decided = 0;
        GenerationResult.Stop stop = null;
        ExecutorService solvers = Executors.newFixedThreadPool(request.threads(), Generator::solverThread);
        try {
            while (kept.size() < request.count()) {
                while (stop == null && pending.size() < window) {
                    stop = whyStop(made, deadline);
                    if (stop == null) {
                        made++;
                        // one split per candidate: what one candidate draws never shifts the next one
                        pending.add(prepare(made, random.split(), seen, deadline, solvers));
                    }
                }
                Pending next = pending.poll();
                if (next == null) {
                    break;
                }
                Outcome outcome = next.outcome(request);
                decided++;
                if (outcome.level != null) {
                    kept.add(outcome.level);
                    listener.kept(outcome.level);
                } else if (outcome.rejection != null) {
                    rejected.merge(outcome.rejection, 1L, Long::sum);
                    listener.rejected(next.number(), outcome.rejection);
                } else {
                    stop = GenerationResult.Stop.INTERRUPTED;
                    break;
                }
            }
        } finally {
            // candidates made ahead and not needed are dropped: they were never counted
            solvers.shutdownNow();
        }
        if (kept.size() >= request.count()) {
            stop = GenerationResult.Stop.COUNT_REACHED;
        }
        kept.sort(request.order() == GenerationRequest.Order.DIFFICULTY ? EASY_FIRST : BEST_FIRST);
        return new GenerationResult(kept, rejected, decided, stop, Duration.ofNanos(System.nanoTime() - start));
    }

    private GenerationResult.Stop whyStop(long made, long deadline) {
        if (made >= request.maxCandidates()) {
            return GenerationResult.Stop.CANDIDATE_LIMIT;
        }
        if (System.nanoTime() >= deadline) {
            return GenerationResult.Stop.TIME_LIMIT;
        }
        if (Thread.currentThread().isInterrupted()) {
            return GenerationResult.Stop.INTERRUPTED;
        }
        return null;
    }

    private static Thread solverThread(Runnable r) {
        Thread t = new Thread(r, "sokodb-generate-solver");
        t.setDaemon(true);
        return t;
    }

    /** A kept level, or why not; neither when the solver was interrupted. */
    private record Outcome(GeneratedLevel level, Rejection rejection) {
    }

    /** A candidate decided before solving ({@code early}), or one whose solve is under way. */
    private record Pending(long number, Rejection early, Candidate.Made made, LevelIds ids, long makingNanos,
            Future<SolverResult> solve) {

        /**
         * What became of it; a solved level with fewer box lines than the request's minimum, or
         * of a band it does not ask for, is rejected.
         */
        Outcome outcome(GenerationRequest request) {
            if (early != null) {
                return new Outcome(null, early);
            }
            SolverResult result;
            try {
                result = solve.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return new Outcome(null, null);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException r) {
                    throw r;
                }
                throw new IllegalStateException(e.getCause());
            }
            if (result instanceof SolverResult.Unsolvable) {
                return new Outcome(null, Rejection.UNSOLVABLE);
            }
            if (result instanceof SolverResult.GaveUp gaveUp) {
                return gaveUp.reason() == SolverResult.GaveUp.Reason.INTERRUPTED
                        ? new Outcome(null, null)
                        : new Outcome(null, Rejection.UNSOLVED_IN_TIME);
            }
            SolverResult.Solved solved = (SolverResult.Solved) result;
            if (solved.metrics().boxLines() < request.minBoxLines()) {
                return new Outcome(null, Rejection.TOO_FEW_BOX_LINES);
            }
            // the solution was replayed by the solver: it solves the board, and rating it cannot fail
            Rating rating = DifficultyEstimator.current().rate(made.board(), solved.steps().letters());
            if (!request.keeps(rating.band())) {
                return new Outcome(null, Rejection.OTHER_BAND);
            }
            Duration time = Duration.ofNanos(makingNanos).plus(solved.elapsed());
            return new Outcome(new GeneratedLevel(number, made.board(), made.rows(), ids, solved, rating, time), null);
        }
    }

    private Pending prepare(long number, SplittableRandom random, Set<String> seen, long deadline,
            ExecutorService solvers) {
        long started = System.nanoTime();
        Candidate candidate = maker.make(random);
        if (!(candidate instanceof Candidate.Made made)) {
            return new Pending(number, Rejection.DEGENERATE, null, null, 0, null);
        }
        LevelIds ids = identity.of(made.board());
        if (!seen.add(ids.uniqueId())) {
            return new Pending(number, Rejection.DUPLICATE_IN_BATCH, null, null, 0, null);
        }
        if (known.contains(ids.uniqueId())) {
            return new Pending(number, Rejection.DUPLICATE_IN_CATALOG, null, null, 0, null);
        }
        long now = System.nanoTime();
        Duration left = Duration.ofNanos(Math.max(1_000_000, deadline - now));
        Duration limit = request.candidateTimeLimit().compareTo(left) < 0 ? request.candidateTimeLimit() : left;
        Future<SolverResult> solve = solvers.submit(() -> CandidateSolver.solve(made.board(), limit));
        return new Pending(number, null, made, ids, now - started, solve);
    }
}
