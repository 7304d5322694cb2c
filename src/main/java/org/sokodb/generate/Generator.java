package org.sokodb.generate;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

import org.sokodb.identity.LevelIdentity;
import org.sokodb.identity.LevelIds;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;

/**
 * A run: candidates one after another, each checked (a level at all, new to the run, new to
 * the catalog, solved in time, enough box lines) until enough are kept or a limit is reached.
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

    public GenerationResult run() {
        long start = System.nanoTime();
        long deadline = start + request.timeLimit().toNanos();
        SplittableRandom random = new SplittableRandom(request.seed());
        Set<String> seen = new HashSet<>();
        List<GeneratedLevel> kept = new ArrayList<>();
        Map<Rejection, Long> rejected = new EnumMap<>(Rejection.class);
        long candidates = 0;
        GenerationResult.Stop stop = GenerationResult.Stop.COUNT_REACHED;
        while (kept.size() < request.count()) {
            if (candidates >= request.maxCandidates()) {
                stop = GenerationResult.Stop.CANDIDATE_LIMIT;
                break;
            }
            long now = System.nanoTime();
            if (now >= deadline) {
                stop = GenerationResult.Stop.TIME_LIMIT;
                break;
            }
            if (Thread.currentThread().isInterrupted()) {
                stop = GenerationResult.Stop.INTERRUPTED;
                break;
            }
            candidates++;
            // one split per candidate: what one candidate draws never shifts the next one
            Outcome outcome = check(candidates, random.split(), seen, Duration.ofNanos(deadline - now), now);
            if (outcome.level != null) {
                kept.add(outcome.level);
                listener.kept(outcome.level);
            } else if (outcome.rejection != null) {
                rejected.merge(outcome.rejection, 1L, Long::sum);
                listener.rejected(candidates, outcome.rejection);
            } else {
                stop = GenerationResult.Stop.INTERRUPTED;
                break;
            }
        }
        kept.sort(BEST_FIRST);
        return new GenerationResult(kept, rejected, candidates, stop, Duration.ofNanos(System.nanoTime() - start));
    }

    /** A kept level, or why not; neither when the solver was interrupted. */
    private record Outcome(GeneratedLevel level, Rejection rejection) {
    }

    private Outcome check(long number, SplittableRandom random, Set<String> seen, Duration left, long started) {
        Candidate candidate = maker.make(random);
        if (!(candidate instanceof Candidate.Made made)) {
            return new Outcome(null, Rejection.DEGENERATE);
        }
        LevelIds ids = identity.of(made.board());
        if (!seen.add(ids.uniqueId())) {
            return new Outcome(null, Rejection.DUPLICATE_IN_BATCH);
        }
        if (known.contains(ids.uniqueId())) {
            return new Outcome(null, Rejection.DUPLICATE_IN_CATALOG);
        }
        Duration limit = request.candidateTimeLimit().compareTo(left) < 0 ? request.candidateTimeLimit() : left;
        SolverResult result = Solver.solve(made.board(), SolverLimits.of(limit));
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
        Duration time = Duration.ofNanos(System.nanoTime() - started);
        return new Outcome(new GeneratedLevel(number, made.board(), made.rows(), ids, solved, time), null);
    }
}
