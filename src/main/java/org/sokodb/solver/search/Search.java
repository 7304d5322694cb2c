package org.sokodb.solver.search;

/**
 * One search of the portfolio's race (push, pull, FESS, packing order, phases, push-optimal):
 * what {@link org.sokodb.solver.Solver} runs and hears back from. Not an engine: the engine is the
 * database (H2 or PostgreSQL).
 */
public interface Search {
    /** Searches until solved, proved unsolvable, or told to stop by its {@link SearchControl}. */
    SearchOutcome run(long startNanos);
}
