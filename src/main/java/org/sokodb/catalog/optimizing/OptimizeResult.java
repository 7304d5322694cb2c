package org.sokodb.catalog.optimizing;

/**
 * What the optimizer made of one {@link OptimizeTask}, handed back to be stored.
 *
 * @param lurd the best solution found: the task's start when nothing better was
 * @param proved the search showed that no solution has fewer of the metric's first count
 * @param nodes positions expanded
 * @param complete false when the search was cut short by the user (Ctrl-C): an improvement is
 *     stored, but the group is not counted as optimized with the run's limits
 */
record OptimizeResult(String lurd, boolean proved, long nodes, double seconds, boolean complete) {
}
