package org.sokodb.solver;

import java.util.Optional;

import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.fess.FessSearch;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.packing.PhaseRules;
import org.sokodb.solver.packing.PhaseSearch;
import org.sokodb.solver.packing.plan.PackingSearch;
import org.sokodb.solver.search.Search;
import org.sokodb.solver.search.Meeting;
import org.sokodb.solver.search.OptimalSearch;
import org.sokodb.solver.search.PullSearch;
import org.sokodb.solver.search.PushSearch;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;

/**
 * The searches a {@link Portfolio} runs. {@link #REAL} in every solve; a test hands the
 * portfolio searches that fail, to check that a failure is said and the others' word stands.
 */
interface Searches {
    Search push(Maze maze, SearchOptions options, SearchControl control, long memory, Meeting meeting,
            LearnedDeadlocks learned);

    Search pull(Maze maze, SearchOptions options, SearchControl control, long memory, Meeting meeting);

    Search fess(Maze maze, SearchOptions options, SearchControl control, long memory, Meeting meeting,
            LearnedDeadlocks learned);

    Search optimal(Maze maze, SearchOptions options, SearchControl control, long memory);

    /** The packing-order search with its clearing moves, giving way after {@code stall} positions without a step further. */
    default Search packing(Maze maze, PackingSearch.Clearing clearing, long stall, SearchControl control, long memory,
            LearnedDeadlocks learned) {
        return new PackingSearch(maze, clearing, stall, control, memory, learned);
    }

    /**
     * YASS's search that follows its phased packing order, giving way after {@code stall}
     * positions with no progress; empty when the level has no order. {@code options} says
     * which of YASS's rules of order it follows beyond the plain score ({@link PhaseRules}:
     * {@code parkfrozen}, {@code phasedive}, {@code phaseterms}) and which deadlocks it cuts
     * beyond the plain ones ({@code phaselocal}, {@code phaselearn}, …).
     */
    default Optional<Search> phases(Maze maze, SearchOptions options, long stall, SearchControl control, long memory,
            LearnedDeadlocks learned) {
        return PhaseSearch.of(maze, stall, PhaseRules.of(options), control, memory, learned).map(search -> search);
    }

    /**
     * As {@link #phases(Maze, SearchOptions, long, SearchControl, long, LearnedDeadlocks)}, with a
     * slot ending at {@code slotEnd} ({@link System#nanoTime}) that the search goes on past, up to
     * its control's deadline, while it has made progress in the last {@code overtimeStall} positions
     * ({@link PhaseSearch#overtime(long, long)}).
     */
    default Optional<Search> phases(Maze maze, SearchOptions options, long stall, long slotEnd, long overtimeStall,
            SearchControl control, long memory, LearnedDeadlocks learned) {
        return PhaseSearch.of(maze, stall, PhaseRules.of(options), control, memory, learned)
                .map(search -> search.overtime(slotEnd, overtimeStall));
    }

    Searches REAL = new Searches() {
        @Override
        public Search push(Maze maze, SearchOptions options, SearchControl control, long memory, Meeting meeting,
                LearnedDeadlocks learned) {
            return new PushSearch(maze, options, control, memory, meeting, learned);
        }

        @Override
        public Search pull(Maze maze, SearchOptions options, SearchControl control, long memory, Meeting meeting) {
            return new PullSearch(maze, options, control, memory, meeting);
        }

        @Override
        public Search fess(Maze maze, SearchOptions options, SearchControl control, long memory, Meeting meeting,
                LearnedDeadlocks learned) {
            return new FessSearch(maze, options, control, memory, meeting, learned);
        }

        @Override
        public Search optimal(Maze maze, SearchOptions options, SearchControl control, long memory) {
            return new OptimalSearch(maze, options, control, memory);
        }
    };
}
