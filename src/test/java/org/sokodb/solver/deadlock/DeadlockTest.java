package org.sokodb.solver.deadlock;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.solver.NodeBudget;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.BreadthFirstSearch;
import org.sokodb.solver.search.SearchOutcome;

/** Dead squares and freeze deadlocks on tiny hand-made levels. */
class DeadlockTest {
    private static Maze maze(String... rows) throws Exception {
        return new Maze(Board.parse(List.of(rows)));
    }

    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    @Test
    void cornersAndWallsWithoutGoalsAreDeadSquares() throws Exception {
        Maze maze = maze(
                "######",
                "#    #",
                "# $@ #",
                "#   .#",
                "######");
        boolean[] dead = Distances.dead(maze, Distances.pushesTo(maze, maze.goals));
        assertTrue(dead[at(maze, 1, 1)], "top left corner");
        assertTrue(dead[at(maze, 4, 1)], "top right corner");
        assertTrue(dead[at(maze, 2, 1)], "along the top wall, no goal on it");
        assertTrue(dead[at(maze, 1, 2)], "along the left wall, no goal on it");
        assertFalse(dead[at(maze, 2, 2)], "the middle");
        assertFalse(dead[at(maze, 2, 3)], "the bottom row holds the goal");
        assertFalse(dead[at(maze, 4, 3)], "the goal");
    }

    @Test
    void twoBoxesSideBySideAgainstAWallAreFrozen() throws Exception {
        Maze maze = maze(
                "#######",
                "#     #",
                "# @   #",
                "#  .. #",
                "#  $$ #",
                "#######");
        boolean[] dead = Distances.dead(maze, Distances.pushesTo(maze, maze.goals));
        boolean[] box = new boolean[maze.size];
        int left = at(maze, 3, 3);
        int right = at(maze, 4, 3);
        box[left] = true;
        box[right] = true;
        FreezeCheck freeze = new FreezeCheck(maze, dead);
        assertFalse(freeze.isDeadlock(right, box), "both boxes on goals: frozen but solved");
        box[left] = false;
        int off = at(maze, 2, 3);
        box[off] = true;
        assertFalse(freeze.isDeadlock(right, box), "a gap between them: not frozen");
        box[off] = false;
        box[left] = true;
        // now move the pair one row down, off the goals, against the bottom wall
        Maze low = maze(
                "#######",
                "#  .. #",
                "# @   #",
                "#  $$ #",
                "#     #",
                "#######");
        boolean[] lowDead = Distances.dead(low, Distances.pushesTo(low, low.goals));
        boolean[] lowBox = new boolean[low.size];
        int a = at(low, 3, 4);
        int b = at(low, 4, 4);
        lowBox[a] = true;
        lowBox[b] = true;
        assertTrue(new FreezeCheck(low, lowDead).isDeadlock(b, lowBox), "two boxes side by side on the wall, off goals");
    }

    @Test
    void aLevelWhoseTwoBoxesShutEachOtherOutIsProvedUnsolvable() throws Exception {
        // each box alone could be solved, but whichever box goes first walls the man off
        // from the square he needs behind the other one
        Board level = Board.parse(List.of(
                "#######",
                "#.  $ #",
                "# #@# #",
                "# $  .#",
                "#######"));
        SolverLimits limits = NodeBudget.of(2_000_000, 64L << 20, 2);
        SolverResult result = Solver.solve(level, limits);
        assertInstanceOf(SolverResult.Unsolvable.class, result);
        // the pair table sees it before any search: the two boxes, with the man where he stands
        Maze maze = new Maze(level);
        assertTrue(PairDeadlocks.forPushes(maze).isDeadlock(at(maze, 4, 1), at(maze, 2, 3), at(maze, 3, 2)));
        assertInstanceOf(SolverResult.Unsolvable.class, Solver.solve(level, NodeBudget.of(2_000_000, 256L << 20, 1)));
        assertInstanceOf(SearchOutcome.NotFound.class, new BreadthFirstSearch(level, limits.timeLimit(), limits.memoryBytes()).run(),
                "the reference search agrees");
    }
}
