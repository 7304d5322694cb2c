package org.sokodb.solver.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solution.Replay;
import org.sokodb.solution.ReplayResult;
import org.sokodb.solution.TrailingSteps;
import org.sokodb.solver.Levels;
import org.sokodb.solver.search.PullSearch;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * Macro moves ({@link MacroMove}): a box pushed all the way to a goal in one step of the
 * forward search, and pulled all the way to its start square in one step of the backward
 * search (off by default, {@link PullSearch#macroPulls}; docs/solver-log.md, section 20).
 */
class MacroMoveTest {
    private static final long MEMORY = 16L << 20;
    private static final SearchControl UNLIMITED = new SearchControl(Long.MAX_VALUE, Long.MAX_VALUE);
    private static final SearchOptions WITH = new SearchOptions(false, 3, Set.of());
    private static final SearchOptions WITHOUT = new SearchOptions(false, 3, Set.of("pullmacro"));

    private static SearchOutcome.Found backward(Maze maze, SearchOptions options) {
        SearchOutcome outcome = new PullSearch(maze, options, UNLIMITED, MEMORY).macroPulls(1).run(System.nanoTime());
        SearchOutcome.Found found = assertInstanceOf(SearchOutcome.Found.class, outcome);
        assertInstanceOf(ReplayResult.Valid.class, Replay.replay(maze.board, found.steps(), TrailingSteps.REFUSE));
        return found;
    }

    /** A box in an open room, its goal round a corner from it. */
    private static Maze corner() throws Exception {
        return new Maze(Board.parse(List.of(
                "#########",
                "#.      #",
                "#       #",
                "#   $   #",
                "#      @#",
                "#########")));
    }

    @Test
    void theMacroPullFollowsTheDistanceAroundACorner() throws Exception {
        Maze maze = corner();
        int[][] dist = Distances.pullsTo(maze, maze.startBoxes);
        int goal = maze.goals[0];
        int man = maze.floorOf[maze.board.index(2, 1)];
        assertWalks(maze, MacroMove.pulls(maze, dist), man, goal, maze.startBoxes[0], dist[0][goal]);
    }

    @Test
    void theMacroPushFollowsTheDistanceAroundACorner() throws Exception {
        Maze maze = corner();
        int[][] dist = Distances.pushesTo(maze, maze.goals);
        int from = maze.startBoxes[0];
        assertWalks(maze, MacroMove.pushes(maze, dist), maze.startMan, from, maze.goals[0], dist[0][from]);
    }

    /**
     * The box on {@code from} goes to {@code to} in {@code distance} moves, each starting where
     * the last left it; the layout is left as it was; with no room to write them, none are made.
     */
    private static void assertWalks(Maze maze, MacroMove macro, int man, int from, int to, int distance) {
        boolean[] box = new boolean[maze.size];
        box[from] = true;
        int[] path = new int[maze.size + 1];
        int k = macro.follow(box, man, from, to, path);
        assertEquals(distance, k, "one move per step of the distance");
        assertEquals(distance, macro.distance(from, to));
        assertTrue(box[from] && !box[to], "the layout is left as it was");
        int at = from;
        for (int p = 0; p < k; p++) {
            assertEquals(at, path[p] >>> 2, "each move starts where the last one left the box");
            at = maze.step(at, path[p] & 3);
        }
        assertEquals(to, at, "the moves end on the target");
        assertEquals(-1, macro.follow(box, man, from, to, new int[k - 1]), "no room to write the moves: none made");
    }

    @Test
    void aLongWayBackIsOneMacroInsteadOfManyPositions() throws Exception {
        Maze maze = new Maze(Board.parse(List.of(
                "############",
                "#.         #",
                "#########  #",
                "#          #",
                "#  $   @   #",
                "#          #",
                "############")));
        SearchOutcome.Found with = backward(maze, WITH);
        SearchOutcome.Found without = backward(maze, WITHOUT);
        assertTrue(with.nodes() < without.nodes(), with.nodes() + " positions with the macro, " + without.nodes() + " without");
        SearchOutcome byDefault = new PullSearch(maze, WITH, UNLIMITED, MEMORY).run(System.nanoTime());
        assertEquals(without.nodes(), ((SearchOutcome.Found) byDefault).nodes(), "no macro pulls by default");
    }

    @Test
    @SharedData
    void theBackwardSearchWithMacrosSolvesTheFirstThirtyMicrobanLevels() {
        List<Board> levels = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb"));
        for (int i = 0; i < 30; i++) {
            Maze maze = new Maze(levels.get(i));
            SearchOutcome outcome = new PullSearch(maze, WITH, new SearchControl(Long.MAX_VALUE, 200_000), 64L << 20)
                    .macroPulls(1).run(System.nanoTime());
            SearchOutcome.Found found = assertInstanceOf(SearchOutcome.Found.class, outcome, "Microban " + (i + 1));
            assertInstanceOf(ReplayResult.Valid.class, Replay.replay(maze.board, found.steps(), TrailingSteps.REFUSE),
                    "Microban " + (i + 1));
        }
    }
}
