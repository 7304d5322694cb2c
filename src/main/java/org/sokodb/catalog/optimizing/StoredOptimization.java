package org.sokodb.catalog.optimizing;

import java.util.Optional;

/**
 * What storing one group's optimization did.
 *
 * @param improved a solution better than the start in the run's metric was stored
 * @param moves the moves of the group's best solution in the metric now
 * @param pushes its pushes
 * @param carried how many duplicate levels received the improvement too
 * @param problem why a result handed in was not stored (it did not replay, or it was not better)
 */
public record StoredOptimization(boolean improved, int moves, int pushes, int carried, Optional<String> problem) {
}
