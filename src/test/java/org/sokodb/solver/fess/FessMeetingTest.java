package org.sokodb.solver.fess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.Levels;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.Meeting;
import org.sokodb.solver.search.PullSearch;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * FESS and the pull search meet on a real level, Microban II 110, which neither solves alone
 * in 20,000 positions. The two run one after the other here (the portfolio races them), so
 * the test does not depend on timing: whichever runs second finds the other's positions.
 */
@Slow
class FessMeetingTest {
    private static final long MEMORY = 64L << 20;
    private static final long ALONE = 20_000;

    private static Maze level110() {
        List<Board> boards = Levels.read(TestData.path("sets/soukoban/Microban II_135.xsb"));
        return new Maze(boards.get(109));
    }

    private static SearchOutcome fess(Maze maze, long budget, Meeting meeting) {
        return new FessSearch(maze, SearchOptions.FAST, new SearchControl(Long.MAX_VALUE, budget), MEMORY, meeting)
                .run(System.nanoTime());
    }

    private static SearchOutcome pull(Maze maze, long budget, Meeting meeting) {
        return new PullSearch(maze, SearchOptions.FAST, new SearchControl(Long.MAX_VALUE, budget), MEMORY, meeting)
                .run(System.nanoTime());
    }

    private static void assertMet(Maze maze, SearchOutcome outcome, String what) {
        SearchOutcome.Found found = assertInstanceOf(SearchOutcome.Found.class, outcome, what);
        assertEquals("meeting", found.search(), what);
        assertInstanceOf(ReplayResult.Valid.class,
                Replay.replay(maze.board, found.steps(), TrailingSteps.REFUSE), what);
    }

    @Test
    void neitherSearchSolvesTheLevelAlone() {
        Maze maze = level110();
        assertInstanceOf(SearchOutcome.NotFound.class, fess(maze, ALONE, Meeting.none()), "FESS alone");
        assertInstanceOf(SearchOutcome.NotFound.class, pull(maze, ALONE, Meeting.none()), "pull alone");
    }

    @Test
    void fessJoinsAPositionThePullSearchStored() {
        // the pull search's first 1,000 positions; FESS reaches one of them within 5,000 weighed (4,081)
        Maze maze = level110();
        Meeting meeting = Meeting.of(maze, MEMORY / 8);
        assertInstanceOf(SearchOutcome.NotFound.class, pull(maze, 1_000, meeting));
        assertMet(maze, fess(maze, 5_000, meeting), "pull, then FESS");
    }

    @Test
    void thePullSearchJoinsAPositionFessStored() {
        // FESS's positions of 20,000 weighed; the pull search reaches one of them within 1,000 (78)
        Maze maze = level110();
        Meeting meeting = Meeting.of(maze, MEMORY / 8);
        assertInstanceOf(SearchOutcome.NotFound.class, fess(maze, ALONE, meeting));
        assertMet(maze, pull(maze, 1_000, meeting), "FESS, then pull");
    }

    @Test
    void thePullSearchJoinsAPositionFessOnlyWeighed() {
        // FESS's first 5,000 weighed: with only its stored positions published the pull search
        // does not reach one in 20,000 positions; with the weighed ones too it joins one within 1,000 (111)
        Maze maze = level110();
        SearchOptions publishing = SearchOptions.FAST.switched(java.util.Set.of("meetweighed"), java.util.Set.of());
        Meeting stored = Meeting.of(maze, MEMORY / 8);
        assertInstanceOf(SearchOutcome.NotFound.class, fess(maze, 5_000, stored));
        assertInstanceOf(SearchOutcome.NotFound.class, pull(maze, ALONE, stored), "stored positions only");
        Meeting weighed = Meeting.of(maze, MEMORY / 8);
        assertInstanceOf(SearchOutcome.NotFound.class, new FessSearch(maze, publishing,
                new SearchControl(Long.MAX_VALUE, 5_000), MEMORY, weighed).run(System.nanoTime()));
        assertMet(maze, pull(maze, 1_000, weighed), "the weighed positions too");
    }

    @Test
    void fessMeetsNobodyWithoutAMeeting() {
        // the same budgets as above, the tables off: nothing is found
        Maze maze = level110();
        assertInstanceOf(SearchOutcome.NotFound.class, pull(maze, 1_000, Meeting.none()));
        assertInstanceOf(SearchOutcome.NotFound.class, fess(maze, 5_000, Meeting.none()));
    }
}
