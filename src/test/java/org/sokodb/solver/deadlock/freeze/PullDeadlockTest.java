package org.sokodb.solver.deadlock.freeze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.Levels;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.PullSearch;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/** Freeze deadlocks of the backward search (boxes that can never be pulled again), on tiny hand-made levels. */
@Slow
class PullDeadlockTest {
    private static final long MEMORY = 16L << 20;

    private static Maze maze(String... rows) throws Exception {
        return new Maze(Board.parse(List.of(rows)));
    }

    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    /**
     * Two boxes one above the other in a cross of one-wide dead ends: the upper one has a
     * wall two squares above it and walls beside it, the lower one walls two squares to
     * either side and below; each could be pulled only towards the other.
     */
    private static Maze cross() throws Exception {
        return maze(
                "########",
                "#@$  . #",
                "### ## #",
                "##   # #",
                "##     #",
                "########");
    }

    /** Nothing counted as dead, so that only the boxes (not the squares) make the freeze. */
    private static boolean[] noDeadSquares(Maze maze) {
        return new boolean[maze.size];
    }

    @Test
    void twoBoxesThatBlockEachOthersPullsOffTheStartSquaresAreADeadlock() throws Exception {
        Maze maze = cross();
        PullFreezeCheck freeze = new PullFreezeCheck(maze, noDeadSquares(maze));
        boolean[] box = new boolean[maze.size];
        int upper = at(maze, 3, 2);
        int lower = at(maze, 3, 3);
        box[upper] = true;
        box[lower] = true;
        assertTrue(freeze.isDeadlock(lower, box), "the lower box just pulled");
        assertTrue(freeze.isDeadlock(upper, box), "the upper box just pulled");
        box[upper] = false;
        assertFalse(freeze.isDeadlock(lower, box), "alone, the lower box can be pulled up");
        box[upper] = true;
        box[lower] = false;
        box[at(maze, 3, 4)] = true;
        assertFalse(freeze.isDeadlock(at(maze, 3, 4), box), "a box below the corner leaves room: not frozen");
    }

    @Test
    void boxesFrozenOnTheirStartSquaresAreNoDeadlock() throws Exception {
        // the same cross, with the level's two boxes standing exactly there
        Maze maze = maze(
                "########",
                "#@   . #",
                "###$## #",
                "## $ #.#",
                "##     #",
                "########");
        PullFreezeCheck freeze = new PullFreezeCheck(maze, noDeadSquares(maze));
        boolean[] box = new boolean[maze.size];
        box[at(maze, 3, 2)] = true;
        box[at(maze, 3, 3)] = true;
        assertFalse(freeze.isDeadlock(at(maze, 3, 3), box), "frozen, but where the level starts them");
    }

    @Test
    void aBoxInAnOpenRoomIsNeverFrozen() throws Exception {
        Maze maze = maze(
                "#######",
                "#     #",
                "# $@  #",
                "#   . #",
                "#     #",
                "#######");
        PullFreezeCheck freeze = new PullFreezeCheck(maze, noDeadSquares(maze));
        boolean[] box = new boolean[maze.size];
        box[at(maze, 3, 3)] = true;
        box[at(maze, 4, 3)] = true;
        assertFalse(freeze.isDeadlock(at(maze, 3, 3), box));
    }

    @Test
    void theBackwardSearchWithTheCheckStillSolvesAndProves() throws Exception {
        SearchControl unlimited = new SearchControl(Long.MAX_VALUE, Long.MAX_VALUE);
        SearchOptions on = new SearchOptions(false, 3, Set.of());
        SearchOptions off = new SearchOptions(false, 3, Set.of("pullfreeze"));
        for (String[] rows : List.of(
                new String[] {"#######", "#.  $ #", "# #@# #", "# $  .#", "#######"},
                new String[] {"  ####", "###  #", "#.$  #", "#  $.#", "# @ ##", "#####"},
                new String[] {"######", "#.$  #", "#  $ #", "# .@ #", "######"})) {
            Maze maze = maze(rows);
            SearchOutcome with = new PullSearch(maze, on, unlimited, MEMORY).run(System.nanoTime());
            SearchOutcome without = new PullSearch(maze, off, unlimited, MEMORY).run(System.nanoTime());
            assertEquals(with instanceof SearchOutcome.Found, without instanceof SearchOutcome.Found,
                    "the check changes no outcome: " + String.join("/", rows));
            if (with instanceof SearchOutcome.Found found) {
                assertInstanceOf(ReplayResult.Valid.class, Replay.replay(maze.board, found.steps(), TrailingSteps.REFUSE));
            } else {
                assertEquals(SearchOutcome.Ending.UNSOLVABLE, ((SearchOutcome.NotFound) with).ending());
            }
        }
    }

    /**
     * SokHard 34 and 39: a box found frozen on several branches of the check's recursion
     * was listed once per branch, more entries than the floor has squares (an index out of
     * bounds that ended the backward search). The search now runs its node budget out
     * (a node budget ends as TIME, like the time limit).
     */
    @Test
    void theCheckListsAsManyFrozenBoxesAsItLooksAt() {
        List<Board> levels = Levels.read(TestData.path("sets/soukoban/SokHard_163.xsb"));
        for (int level : new int[] {34, 39}) {
            Maze maze = new Maze(levels.get(level - 1));
            SearchControl budget = new SearchControl(Long.MAX_VALUE, 100_000);
            SearchOutcome outcome = new PullSearch(maze, SearchOptions.FAST, budget, 64L << 20).run(System.nanoTime());
            if (outcome instanceof SearchOutcome.Found found) {
                assertInstanceOf(ReplayResult.Valid.class, Replay.replay(maze.board, found.steps(), TrailingSteps.REFUSE));
            } else {
                assertEquals(SearchOutcome.Ending.TIME, ((SearchOutcome.NotFound) outcome).ending(), "SokHard " + level);
            }
        }
    }
}
