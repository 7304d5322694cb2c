package org.sokodb.solver;

import java.time.Duration;

import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.Steps;

/** How a solve ended. Every variant says how long it took and how many states it expanded. */
public sealed interface SolverResult permits SolverResult.Solved, SolverResult.Unsolvable, SolverResult.GaveUp {

    long nodes();

    Duration elapsed();

    /**
     * A solution, already replayed by the verifier on the level it was asked for.
     *
     * @param steps the moves, case as a replay gives it (upper case pushes)
     * @param pushOptimal true only when the search proved no solution has fewer pushes
     * @param search the search that found it: {@code forward}, {@code backward}, {@code meeting}
     *     (the forward and backward searches joined), {@code fess} or {@code optimal}
     */
    record Solved(Steps steps, SolutionMetrics metrics, boolean pushOptimal, long nodes, Duration elapsed, String search)
            implements SolverResult {
    }

    /** The whole reachable space was searched: no solution exists. */
    record Unsolvable(long nodes, Duration elapsed) implements SolverResult {
    }

    /** The search stopped before it knew. */
    record GaveUp(Reason reason, long nodes, Duration elapsed) implements SolverResult {
        public enum Reason {
            TIME, MEMORY, INTERRUPTED
        }
    }
}
