package org.sokodb.catalog.levels;

import java.util.List;
import java.util.Optional;

import org.sokodb.catalog.Appearance;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.solutions.BestSolution;
import org.sokodb.catalog.solutions.StoredSolution;

/**
 * Everything the catalog knows about one level: the level, every board that is it, its
 * solutions (best by moves first: {@link BestSolution#BY_MOVES}).
 */
public record LevelView(StoredLevel level, List<Appearance> appearances, List<StoredSolution> solutions) {
    public LevelView {
        appearances = List.copyOf(appearances);
        solutions = solutions.stream().sorted(BestSolution.BY_MOVES).toList();
    }

    /** The best solutions by moves and by pushes; empty when the level has none. */
    public Optional<BestSolution> best() {
        return BestSolution.of(solutions);
    }
}
