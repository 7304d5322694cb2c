package org.sokodb.solver.search;

/** One search strategy of the portfolio. */
public interface Engine {
    /** Searches until solved, proved unsolvable, or told to stop by its {@link SearchControl}. */
    SearchOutcome run(long startNanos);
}
