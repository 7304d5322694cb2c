package org.sokodb.catalog.solutions;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.sokodb.replay.SolutionOrder;

/**
 * The best solutions of one level by the rule of {@link SolutionOrder}: by moves and by
 * pushes, of solutions equal in all six metrics the first stored. One solution can be both.
 */
public record BestSolution(StoredSolution byMoves, StoredSolution byPushes) {
    /** {@link SolutionOrder#BY_MOVES}, ties to the first stored: the order a level's solutions are shown in. */
    public static final Comparator<StoredSolution> BY_MOVES = Comparator
            .comparing(StoredSolution::metrics, SolutionOrder.BY_MOVES).thenComparingLong(StoredSolution::id);

    public BestSolution {
        Objects.requireNonNull(byMoves);
        Objects.requireNonNull(byPushes);
    }

    /** The best of a level's solutions; empty when there are none. */
    public static Optional<BestSolution> of(List<StoredSolution> solutions) {
        List<StoredSolution> stored = solutions.stream().sorted(Comparator.comparingLong(StoredSolution::id)).toList();
        return SolutionOrder.best(stored, StoredSolution::metrics, SolutionOrder.BY_MOVES)
                .map(byMoves -> new BestSolution(byMoves,
                        SolutionOrder.best(stored, StoredSolution::metrics, SolutionOrder.BY_PUSHES).orElseThrow()));
    }

    /** True when one solution is best in both orders. */
    public boolean isOne() {
        return byMoves.id() == byPushes.id();
    }

    /** The best solutions without repetition: the best by moves, then the best by pushes if it is another. */
    public List<StoredSolution> distinct() {
        return isOne() ? List.of(byMoves) : List.of(byMoves, byPushes);
    }

    /** True when {@code s} is the best by moves. */
    public boolean isBestByMoves(StoredSolution s) {
        return s.id() == byMoves.id();
    }

    /** True when {@code s} is the best by pushes. */
    public boolean isBestByPushes(StoredSolution s) {
        return s.id() == byPushes.id();
    }
}
