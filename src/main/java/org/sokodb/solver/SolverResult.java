package org.sokodb.solver;

import java.time.Duration;
import java.util.List;

import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.Steps;
import org.sokodb.solver.search.SearchOutcome.SearchName;

/**
 * How a solve ended. Every variant says how long it took, how many states it expanded, and
 * which searches of the portfolio failed on the way (usually none).
 */
public sealed interface SolverResult permits SolverResult.Solved, SolverResult.Unsolvable, SolverResult.GaveUp {

    /** Every name {@link Solved#search()} may be, in the order {@code solve --help} lists them. */
    List<String> SEARCHES = SearchName.ALL;

    long nodes();

    Duration elapsed();

    /** Searches that ended with an exception while the others went on ({@link SearchFailure}). */
    List<SearchFailure> failures();

    /**
     * A solution, already replayed by the verifier on the level it was asked for.
     *
     * @param steps the moves, case as a replay gives it (upper case pushes)
     * @param pushOptimal true only when the search proved no solution has fewer pushes
     * @param search the search that found it, one of {@link #SEARCHES}
     */
    record Solved(Steps steps, SolutionMetrics metrics, boolean pushOptimal, long nodes, Duration elapsed, String search,
            List<SearchFailure> failures) implements SolverResult {
        public Solved {
            failures = List.copyOf(failures);
        }
    }

    /** The whole reachable space was searched: no solution exists. */
    record Unsolvable(long nodes, Duration elapsed, List<SearchFailure> failures) implements SolverResult {
        public Unsolvable {
            failures = List.copyOf(failures);
        }
    }

    /** The search stopped before it knew. */
    record GaveUp(Reason reason, long nodes, Duration elapsed, List<SearchFailure> failures) implements SolverResult {
        public GaveUp {
            failures = List.copyOf(failures);
        }

        public enum Reason {
            TIME, MEMORY, INTERRUPTED
        }
    }
}
