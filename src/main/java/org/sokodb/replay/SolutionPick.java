package org.sokodb.replay;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.board.Board;

/**
 * Chooses the solutions to publish with a level: every candidate is carried to the level's
 * own board ({@link SolutionCarry}: through the symmetry, with a walk prepended when the man
 * starts elsewhere) and replayed there; only what verifies is kept, each distinct step string
 * once. Metrics are those of the carried steps, so a prepended walk counts.
 */
public final class SolutionPick {
    private SolutionPick() {
    }

    /**
     * A solution known for some level with the target's Unique-Id.
     *
     * @param solved the board the steps solve (the stored level's normalised board)
     * @param lurd the steps, plain LURD
     * @param notes what to say with it ({@code Solver:} … lines)
     */
    public record Candidate(Board solved, String lurd, String notes) {
    }

    /**
     * A verified solution of the target board.
     *
     * @param bestByMoves the best by moves (moves, pushes, then the secondary metrics)
     * @param bestByPushes the best by pushes; both flags are set on a solution that is best both ways
     */
    public record Picked(Steps steps, SolutionMetrics metrics, String notes, boolean bestByMoves,
            boolean bestByPushes) {
    }

    /**
     * @param picked the solutions to write, best by moves first
     * @param failed candidates that do not solve the target (malformed, or not carried to a valid solution)
     */
    public record Result(List<Picked> picked, int failed) {
        public Result {
            picked = List.copyOf(picked);
        }
    }

    /** Which of the verified solutions to keep. */
    public enum Choice {
        /** The best by moves and the best by pushes (one entry when they are the same solution). */
        BEST,
        /** The best by moves alone. */
        BEST_MOVES,
        /** The best by pushes alone. */
        BEST_PUSHES,
        /**
         * Every solution no other {@linkplain SolutionOrder#dominates dominates} on moves and
         * pushes; of several with the same moves and pushes, the first by {@link SolutionOrder#BY_MOVES}.
         */
        PARETO,
        /** Every distinct verified solution. */
        ALL
    }

    /** The best by moves and the best by pushes (one entry when they are the same solution). */
    public static Result best(Board target, List<Candidate> candidates) {
        return pick(target, candidates, Choice.BEST);
    }

    /** Every distinct verified solution, best by moves first, then by {@link SolutionOrder#BY_MOVES}. */
    public static Result all(Board target, List<Candidate> candidates) {
        return pick(target, candidates, Choice.ALL);
    }

    /** The solutions {@code choice} keeps, best by moves first, then by {@link SolutionOrder#BY_MOVES}. */
    public static Result pick(Board target, List<Candidate> candidates, Choice choice) {
        Map<String, Verified> verified = new LinkedHashMap<>();
        int failed = 0;
        for (Candidate c : candidates) {
            Optional<ReplayResult.Valid> valid = carry(target, c);
            if (valid.isEmpty()) {
                failed++;
                continue;
            }
            Steps steps = valid.get().steps();
            // An already solved board has an empty solution: nothing to write down.
            if (!steps.isEmpty()) {
                verified.putIfAbsent(steps.letters(), new Verified(steps, valid.get().metrics(), c.notes()));
            }
        }
        if (verified.isEmpty()) {
            return new Result(List.of(), failed);
        }
        List<Verified> list = new ArrayList<>(verified.values());
        Comparator<Verified> byMoves = Comparator.comparing(Verified::metrics, SolutionOrder.BY_MOVES);
        Verified bestMoves = SolutionOrder.best(list, Verified::metrics, SolutionOrder.BY_MOVES).orElseThrow();
        Verified bestPushes = SolutionOrder.best(list, Verified::metrics, SolutionOrder.BY_PUSHES).orElseThrow();
        List<Verified> chosen = switch (choice) {
            case BEST -> bestMoves == bestPushes ? List.of(bestMoves) : List.of(bestMoves, bestPushes);
            case BEST_MOVES -> List.of(bestMoves);
            case BEST_PUSHES -> List.of(bestPushes);
            case PARETO -> pareto(list, byMoves);
            case ALL -> list.stream().sorted(byMoves).toList();
        };
        List<Picked> picked = new ArrayList<>(chosen.size());
        for (Verified v : chosen) {
            picked.add(new Picked(v.steps(), v.metrics(), v.notes(), v == bestMoves, v == bestPushes));
        }
        return new Result(picked, failed);
    }

    /** In the order of {@code byMoves}: a solution is kept when none kept before has as few pushes. */
    private static List<Verified> pareto(List<Verified> list, Comparator<Verified> byMoves) {
        List<Verified> kept = new ArrayList<>();
        int fewestPushes = Integer.MAX_VALUE;
        for (Verified v : list.stream().sorted(byMoves).toList()) {
            if (v.metrics().pushes() < fewestPushes) {
                kept.add(v);
                fewestPushes = v.metrics().pushes();
            }
        }
        return kept;
    }

    private static Optional<ReplayResult.Valid> carry(Board target, Candidate c) {
        if (!(Lurd.parse(c.lurd()) instanceof LurdResult.Parsed parsed)) {
            return Optional.empty();
        }
        return SolutionCarry.carry(c.solved(), parsed.steps(), target);
    }

    private record Verified(Steps steps, SolutionMetrics metrics, String notes) {
    }
}
