package org.sokodb.solver;

import java.time.Duration;

import org.sokodb.solution.Steps;

/**
 * What a search engine hands back to {@link Solver}: moves it believes solve the level (not
 * yet verified), or a final result without a solution.
 */
sealed interface SearchOutcome permits SearchOutcome.Found, SearchOutcome.NotFound {

    /** Moves the engine believes solve the level; {@link Solver} replays them before anyone sees them. */
    record Found(Steps steps, boolean pushOptimal, long nodes, Duration elapsed) implements SearchOutcome {
    }

    /** Unsolvable or given up. */
    record NotFound(SolverResult result) implements SearchOutcome {
        public NotFound {
            if (result instanceof SolverResult.Solved) {
                throw new IllegalArgumentException("a solution must come as Found, to be verified");
            }
        }
    }
}
