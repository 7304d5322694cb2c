package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.packing.plan.PackingSearch;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.Search;
import org.sokodb.solver.search.Meeting;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;

/**
 * A search of the portfolio that throws is counted and named in the result while the others
 * go on; only when every search fails does the solve fail. The searches that fail here are
 * made to (the real searches, one of them replaced by one that throws), on XSokoban screen 1.
 */
class PortfolioFailureTest {
    private static final SolverLimits RACE = NodeBudget.of(300_000, 256L << 20, 2);

    private static Board screen1() {
        return Levels.read(TestData.shipped("xsokoban/screen.1")).get(0);
    }

    private static Search failing(String what) {
        return start -> {
            throw new IllegalStateException(what + " made to fail");
        };
    }

    /** The real searches, with the ones named failing. */
    private static Searches failing(boolean push, boolean pull, boolean fess, boolean packing) {
        return new Searches() {
            @Override
            public Search push(Maze maze, SearchOptions options, SearchControl control, long memory, Meeting meeting,
                    LearnedDeadlocks learned) {
                return push ? failing("the push search") : REAL.push(maze, options, control, memory, meeting, learned);
            }

            @Override
            public Search pull(Maze maze, SearchOptions options, SearchControl control, long memory, Meeting meeting) {
                return pull ? failing("the pull search") : REAL.pull(maze, options, control, memory, meeting);
            }

            @Override
            public Search fess(Maze maze, SearchOptions options, SearchControl control, long memory, Meeting meeting,
                    LearnedDeadlocks learned) {
                return fess ? failing("FESS") : REAL.fess(maze, options, control, memory, meeting, learned);
            }

            @Override
            public Search optimal(Maze maze, SearchOptions options, SearchControl control, long memory) {
                return REAL.optimal(maze, options, control, memory);
            }

            @Override
            public Search packing(Maze maze, PackingSearch.Clearing clearing, long stall, SearchControl control,
                    long memory, LearnedDeadlocks learned) {
                return packing ? failing("the packing-order search")
                        : REAL.packing(maze, clearing, stall, control, memory, learned);
            }
        };
    }

    @Test
    void aPullSearchThatThrowsIsNamedAndTheForwardSolutionStands() {
        Board level = screen1();
        SolverResult result = Solver.solve(level, RACE, SolveMode.FAST, failing(false, true, false, false));
        SolverResult.Solved solved = assertInstanceOf(SolverResult.Solved.class, result);
        assertInstanceOf(ReplayResult.Valid.class, Replay.check(level, solved.steps().letters()));
        assertTrue(List.of("forward", "packing", "fess").contains(solved.search()), solved.search());
        assertEquals(List.of(new SearchFailure("backward", "java.lang.IllegalStateException: the pull search made to fail")),
                solved.failures());
        assertEquals("the backward search failed: java.lang.IllegalStateException: the pull search made to fail",
                solved.failures().get(0).message());
    }

    @Test
    void whenThePushSearchThrowsFessAndThePullSearchGoOn() {
        Board level = screen1();
        SolverResult result = Solver.solve(level, RACE, SolveMode.FAST, failing(true, false, false, false));
        SolverResult.Solved solved = assertInstanceOf(SolverResult.Solved.class, result);
        assertInstanceOf(ReplayResult.Valid.class, Replay.check(level, solved.steps().letters()));
        assertEquals(List.of("forward"), solved.failures().stream().map(SearchFailure::search).toList());
    }

    @Test
    void theForwardTurnFailingWholeLeavesThePullSearchsWord() {
        Board level = screen1();
        SolverResult result = Solver.solve(level, RACE, SolveMode.FAST, failing(true, false, true, true));
        assertInstanceOf(SolverResult.Solved.class, result);
        assertEquals(List.of("forward", "packing", "fess"),
                result.failures().stream().map(SearchFailure::search).toList());
    }

    /** A packing-order search that throws is said once (the other kinds of the turn are not tried), and FESS goes on. */
    @Test
    void whenThePackingOrderSearchThrowsFessGoesOn() {
        Board level = screen1();
        SolverResult result = Solver.solve(level, RACE, SolveMode.FAST, failing(true, false, false, true));
        SolverResult.Solved solved = assertInstanceOf(SolverResult.Solved.class, result);
        assertInstanceOf(ReplayResult.Valid.class, Replay.check(level, solved.steps().letters()));
        assertEquals(List.of("forward", "packing"), solved.failures().stream().map(SearchFailure::search).toList());
        assertEquals("the packing search failed: java.lang.IllegalStateException: the packing-order search made to fail",
                solved.failures().get(1).message());
    }

    @Test
    void whenEverySearchFailsTheSolveFails() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Solver.solve(screen1(), RACE, SolveMode.FAST, failing(true, true, true, true)));
        assertEquals("the push search made to fail", e.getMessage());
    }

    @Test
    void aSolveWithNoFailureSaysNone() {
        SolverResult result = Solver.solve(screen1(), RACE, SolveMode.FAST);
        assertEquals(List.of(), result.failures());
    }
}
