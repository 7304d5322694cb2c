package org.sokodb.solver.fess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
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
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * The feature-space search alone, on node budgets (positions weighed), every solution replayed.
 */
@Slow
class FessSearchTest {
    private static final long MEMORY = 256L << 20;

    private static SearchOutcome fess(Board board, long budget) {
        SearchControl control = new SearchControl(System.nanoTime() + 600_000_000_000L, budget);
        return new FessSearch(new Maze(board), control, MEMORY).run(System.nanoTime());
    }

    private static void assertSolves(Board board, long budget, String what) {
        SearchOutcome.Found found = assertInstanceOf(SearchOutcome.Found.class, fess(board, budget), what);
        assertInstanceOf(ReplayResult.Valid.class, Replay.replay(board, found.steps(), TrailingSteps.REFUSE), what);
        assertEquals("fess", found.search(), what);
    }

    @Test
    void solvesXSokobanLevelsWithinABudget() {
        // the shipped XSokoban screens; levels 1-5 and 7 take 1,200-60,000 positions weighed
        for (int level : new int[] {1, 2, 3, 4, 5, 7}) {
            List<Board> boards = Levels.read(TestData.shipped("xsokoban/screen." + level));
            assertSolves(boards.get(0), 100_000, "XSokoban " + level);
        }
    }

    @Test
    void solvesTheFirstThirtyFiveMicrobanLevels() {
        // 36 is not solved by FESS alone in 20,000 positions: in the race the push search solves it
        List<Board> boards = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb"));
        for (int i = 0; i < 35; i++) {
            assertSolves(boards.get(i), 20_000, "Microban " + (i + 1));
        }
    }

    @Test
    void solvesMicrobanLevelsOnlyWithThePairTable() {
        // without the pair deadlock table FESS alone does not solve 88, 89 and 112 in 20,000
        // positions weighed (measured: journal/solver.md entry 29); with the plan that parks, 112 takes
        // 20,184 (measured: journal/solver.md entry 34)
        List<Board> boards = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb"));
        for (int level : new int[] {88, 89, 112}) {
            assertSolves(boards.get(level - 1), 25_000, "Microban " + level);
        }
        // with the table switched off by name (fesspairs) 88 is still not solved in 25,000
        // positions (entry 47; 89 and 112 now are, with the advisors added since entry 29); the
        // deadlock sets learned from dead ends (learn) find some of what the table knows, and
        // solve it without the table: off too, to see the table's own part
        SearchControl control = new SearchControl(System.nanoTime() + 600_000_000_000L, 25_000);
        SearchOptions without = SearchOptions.FAST.switched(Set.of(), Set.of("fesspairs", "learn"));
        assertInstanceOf(SearchOutcome.NotFound.class,
                new FessSearch(new Maze(boards.get(87)), without, control, MEMORY).run(System.nanoTime()));
    }

    @Test
    void solvesXSokobanLevelsWhoseGoalRoomIsShutBehindBoxesWithTheGroundworkAdvisor() {
        // without the groundwork advisor FESS alone solves none of these in 150,000 positions
        // weighed; with it 25, 48 and 63 take 44,599, 15,859 and 31,908 (measured: journal/solver.md entry 42)
        List<Board> boards = Levels.read(TestData.path("sets/soukoban/XSokoban_90.xsb"));
        for (int level : new int[] {25, 48, 63}) {
            assertSolves(boards.get(level - 1), 60_000, "XSokoban " + level);
        }
    }

    @Test
    void provesALevelUnsolvableThatOnlySearchShowsIsLost() throws Exception {
        // each box alone could be solved, but whichever goes first walls the man off from the other
        Board level = Board.parse(List.of(
                "#######",
                "#.  $ #",
                "# #@# #",
                "# $  .#",
                "#######"));
        SearchOutcome.NotFound lost = assertInstanceOf(SearchOutcome.NotFound.class, fess(level, 10_000));
        assertEquals(SearchOutcome.Ending.UNSOLVABLE, lost.ending());
    }

    @Test
    void aMacroMoveReachesEverySquareTheBoxCanBePushedToAndNoDeadOne() throws Exception {
        Maze maze = new Maze(Board.parse(List.of(
                "######",
                "#.   #",
                "# $  #",
                "#   @#",
                "######")));
        boolean[] dead = Distances.dead(maze, Distances.pushesTo(maze, maze.goals));
        boolean[] box = new boolean[maze.size];
        int from = maze.startBoxes[0];
        box[from] = true;
        MacroPushes macro = new MacroPushes(maze, dead);
        int reached = macro.walk(box, maze.startMan, from);
        boolean[] target = new boolean[maze.size];
        for (int k = 0; k < reached; k++) {
            int to = macro.state(k) >>> 2;
            assertFalse(dead[to], "never onto a dead square");
            target[to] = true;
            List<Integer> pushes = new ArrayList<>();
            macro.pushesTo(macro.state(k), pushes);
            int at = from;
            for (int push : pushes) {
                assertEquals(at, push >>> 2, "each push starts where the last left the box");
                at = maze.step(at, push & 3);
            }
            assertEquals(to, at, "the pushes end where the move does");
        }
        assertTrue(box[from], "the layout is left as it was");
        int live = 0;
        for (int s = 0; s < maze.size; s++) {
            live += dead[s] ? 0 : 1;
        }
        // in an open 4x3 room the box reaches every live square (its own again by going round)
        assertEquals(live, countTrue(target), "every live square");
    }

    private static int countTrue(boolean[] a) {
        int n = 0;
        for (boolean b : a) {
            n += b ? 1 : 0;
        }
        return n;
    }
}
