package org.sokodb.catalog;

import java.util.List;

/** Everything the catalog knows about one level: the level, every board that is it, its solutions. */
public record LevelView(StoredLevel level, List<Appearance> appearances, List<StoredSolution> solutions) {
    public LevelView {
        appearances = List.copyOf(appearances);
        solutions = List.copyOf(solutions);
    }
}
