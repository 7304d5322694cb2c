package org.sokodb.solver;

/**
 * How the searches order their work.
 *
 * @param optimal A* with the fewest pushes proved (slower, for small levels)
 * @param weight in ordinary mode the priority is {@code weight * h + g}: larger dives faster
 */
record SearchOptions(boolean optimal, int weight) {
    static final SearchOptions FAST = new SearchOptions(false, 3);
    static final SearchOptions OPTIMAL = new SearchOptions(true, 1);
}
