package org.sokodb.difficulty;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.sokodb.board.Board;
import org.sokodb.optimizer.Optimizer;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;

/**
 * Rates levels: {@code D = Σ wᵢ·log(1+xᵢ)} over the {@link DifficultyQuantities} with the weights
 * of one fitted version, its percentile among the fit's reference levels as the 0–100
 * difficulty, the {@link Band} of that, and the quantities that weigh most. Immutable and safe
 * to share between threads. Method and results: {@code docs/difficulty.md}.
 */
public final class DifficultyEstimator {
    private static final int REASONS = 3;

    /** How {@link #measure} measures: each solution also kept together, the chosen decomposition. */
    static final Measurement MEASURED = new Measurement(Measurement.KEPT_TOGETHER, Decomposition.CHOSEN);

    private static final class Current {
        static final DifficultyEstimator INSTANCE = new DifficultyEstimator(Weights.newest());
    }

    /** Which of several solutions a level is rated by: the one that keeps boxes together best. */
    public static final Comparator<DifficultyQuantities> KEEPS_BOXES_TOGETHER =
            Comparator.comparingInt(DifficultyQuantities::boxChanges)
                    .thenComparingDouble(DifficultyQuantities::decomposition)
                    .thenComparingInt(DifficultyQuantities::pushes)
                    .thenComparingInt(DifficultyQuantities::moves);

    private final Weights weights;
    /** {@link #measuresAlike} of each version asked about (its weights file read once). */
    private final Map<String, Boolean> alike = new ConcurrentHashMap<>();

    private DifficultyEstimator(Weights weights) {
        if (!weights.measurement().equals(MEASURED)) {
            throw new IllegalStateException("the weights of " + weights.version() + " are for quantities measured "
                    + weights.measurement() + ", not as this estimator measures them (" + MEASURED + ")");
        }
        this.weights = weights;
    }

    /** The estimator of the current version, the newest weights resource (read once): {@link Weights#newest()}. */
    public static DifficultyEstimator current() {
        return Current.INSTANCE;
    }

    /** The version of the weights: {@code v3}. Stored beside a rating. */
    public String version() {
        return weights.version();
    }

    /**
     * Rates {@code board} by the solution {@code moves} (LURD, any case, RLE).
     *
     * @throws IllegalArgumentException when the moves do not solve the board
     */
    public Rating rate(Board board, CharSequence moves) {
        return rate(measure(board, moves));
    }

    /**
     * The quantities of the solution {@code moves} (LURD, any case, RLE) as a level is rated by
     * them: of the solution itself and of the same pushes reordered to keep boxes together
     * ({@link Optimizer#keepBoxesTogether}), the one that keeps boxes together best
     * ({@link #KEEPS_BOXES_TOGETHER}).
     *
     * @throws IllegalArgumentException when the moves do not solve the board
     */
    public static DifficultyQuantities measure(Board board, CharSequence moves) {
        ReplayResult replayed = Replay.check(board, moves, TrailingSteps.TRIM);
        if (!(replayed instanceof ReplayResult.Valid valid)) {
            throw new IllegalArgumentException("not a solution of the level: " + replayed.detail());
        }
        DifficultyQuantities given = DifficultyQuantities.of(board, valid.steps().letters());
        Steps together = Optimizer.keepBoxesTogether(board, valid.steps());
        if (together.equals(valid.steps())) {
            return given;
        }
        DifficultyQuantities kept = DifficultyQuantities.of(board, together.letters());
        return KEEPS_BOXES_TOGETHER.compare(kept, given) < 0 ? kept : given;
    }

    /**
     * Rates {@code board} by the one of {@code solutions} that keeps boxes together best
     * ({@link #KEEPS_BOXES_TOGETHER}), each {@link #measure measured} with its pushes kept together; those that do not solve it are passed over. Unrated, as
     * {@link #rateBoardOnly(Board)}, when none solves it.
     */
    public Rating rateBest(Board board, List<? extends CharSequence> solutions) {
        return best(board, solutions).map(this::rate).orElseGet(() -> rateBoardOnly(board));
    }

    /** The quantities of the one of {@code solutions} that keeps boxes together best; empty when none solves the board. */
    public static Optional<DifficultyQuantities> best(Board board, List<? extends CharSequence> solutions) {
        List<DifficultyQuantities> measured = new ArrayList<>();
        for (CharSequence s : solutions) {
            try {
                measured.add(measure(board, s));
            } catch (IllegalArgumentException notASolution) {
                // passed over: only solutions rate a level
            }
        }
        return measured.stream().min(KEEPS_BOXES_TOGETHER);
    }

    /**
     * Whether quantities stored beside a rating of {@code version} were measured as this
     * estimator measures them (the same form of the solution, the same decomposition): then
     * {@link #rate(DifficultyQuantities)} rates them again as they are. When not (v1 measured
     * solutions as written; a version this sokodb does not know), the solution is to be measured
     * again.
     */
    public boolean measuresAlike(String version) {
        return alike.computeIfAbsent(version, v -> v.equals(version())
                || Weights.ofVersion(v).map(w -> w.measurement().equals(weights.measurement())).orElse(false));
    }

    /**
     * Rates stored quantities again (a new version, without replaying), when they were measured
     * as this estimator measures them ({@link #measuresAlike}). Unrated when they were measured
     * on a board alone.
     */
    public Rating rate(DifficultyQuantities q) {
        if (!q.solved()) {
            return new Rating(Double.NaN, Band.UNRATED, q, version(), true, Double.NaN, List.of());
        }
        double score = weights.score(q);
        double difficulty = weights.percentile(score);
        return new Rating(difficulty, Band.of(difficulty), q, version(), false, score, reasons(q));
    }

    /**
     * A level with no solution: unrated, never a guess; its board's quantities (boxes, floor and
     * the congestion value) measured, and the rating marked approximate.
     */
    public Rating rateBoardOnly(Board board) {
        return rate(DifficultyQuantities.ofBoard(board));
    }

    /** The estimate {@code D} of solved quantities, before it becomes a percentile. */
    public double score(DifficultyQuantities q) {
        return weights.score(q);
    }

    private List<Reason> reasons(DifficultyQuantities q) {
        List<Reason> all = new ArrayList<>();
        for (Map.Entry<Quantity, Double> e : weights.weight().entrySet()) {
            double value = q.value(e.getKey());
            double effect = e.getValue() * (Math.log1p(value) - weights.centre().get(e.getKey()));
            if (effect != 0) {
                all.add(new Reason(e.getKey(), value, effect));
            }
        }
        all.sort(Comparator.comparingDouble((Reason r) -> -Math.abs(r.effect())).thenComparing(Reason::quantity));
        List<Reason> top = new ArrayList<>();
        for (Reason r : all) {
            if (top.size() == REASONS || Math.abs(r.effect()) < 0.1 * Math.abs(all.get(0).effect())) {
                break;
            }
            top.add(r);
        }
        return top;
    }
}
