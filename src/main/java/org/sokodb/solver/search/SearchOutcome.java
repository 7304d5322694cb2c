package org.sokodb.solver.search;

import java.time.Duration;
import java.util.List;

import org.sokodb.replay.Steps;

/**
 * What a search hands back to {@link org.sokodb.solver.Solver}: moves it believes solve the level (not
 * yet verified), or how it ended without a solution.
 */
public sealed interface SearchOutcome permits SearchOutcome.Found, SearchOutcome.NotFound {

    /**
     * Moves the search believes solve the level; {@link org.sokodb.solver.Solver} replays them
     * before anyone sees them. {@code search} names the search that found them
     * ({@code forward}, {@code backward}, {@code meeting} when the forward and backward
     * searches joined, {@code fess}, {@code optimal}, {@code breadth-first}).
     */
    record Found(Steps steps, boolean pushOptimal, long nodes, Duration elapsed, String search) implements SearchOutcome {
    }

    /** Unsolvable or given up, after {@code nodes} expansions. */
    record NotFound(Ending ending, long nodes, Duration elapsed) implements SearchOutcome {
        public static NotFound unsolvable(long nodes, long startNanos) {
            return new NotFound(Ending.UNSOLVABLE, nodes, since(startNanos));
        }

        public static NotFound gaveUp(Ending reason, long nodes, long startNanos) {
            return new NotFound(reason, nodes, since(startNanos));
        }
    }

    /** How a search ended without a solution. */
    enum Ending {
        /** The whole reachable space was searched. */
        UNSOLVABLE,
        TIME,
        MEMORY,
        /**
         * A search over a part of the moves only (the packing-order search) took every
         * position it can reach, or stalled and gave way: nothing is proved, the level is left
         * to the other searches.
         */
        EXHAUSTED,
        INTERRUPTED
    }

    static Duration since(long startNanos) {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }

    /**
     * The names of the searches that find solutions, as {@code solve}'s {@code search} column and
     * the catalog print them: one place, so that what a row may say is what the help lists
     * (docs/solver.md, "Output").
     */
    final class SearchName {
        /** The push search. */
        public static final String FORWARD = "forward";
        /** The pull search. */
        public static final String BACKWARD = "backward";
        /** The push and pull searches joined in the middle. */
        public static final String MEETING = "meeting";
        /** The feature-space search. */
        public static final String FESS = "fess";
        /** The packing-order search. */
        public static final String PACKING = "packing";
        /** The search that follows YASS's phased order. */
        public static final String PHASES = "phases";
        /** The push-optimal A* ({@code --optimal pushes}). */
        public static final String OPTIMAL = "optimal";

        /** Every name a solution may carry. */
        public static final List<String> ALL = List.of(FORWARD, BACKWARD, MEETING, FESS, PACKING, PHASES, OPTIMAL);

        private SearchName() {
        }
    }
}
