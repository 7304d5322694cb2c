package org.sokodb.solver;

/**
 * Runs the searches for one level: with one thread the forward search alone; with more,
 * the forward search and a backward (pull) search race, each with its share of the memory
 * cap, and the first one to finish stops the other.
 */
final class Portfolio {
    private Portfolio() {
    }

    static SearchOutcome run(Maze maze, SolverLimits limits, SolveMode mode) {
        long start = System.nanoTime();
        SearchControl control = new SearchControl(start + limits.timeLimit().toNanos());
        SearchOptions options = mode == SolveMode.PUSH_OPTIMAL ? SearchOptions.OPTIMAL : SearchOptions.FAST;
        return new PushSearch(maze, options, control, limits.memoryBytes()).run(start);
    }
}
