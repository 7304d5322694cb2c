package org.sokodb.solver.maze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;

/** Macro moves ({@link MacroMove}): a box pushed all the way to a goal in one step of the forward search. */
class MacroMoveTest {
    /** A box in an open space, its goal round a corner from it. */
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
    void theMacroPushFollowsTheDistanceAroundACorner() throws Exception {
        Maze maze = corner();
        int[][] dist = Distances.pushesTo(maze, maze.goals);
        int from = maze.startBoxes[0];
        assertWalks(maze, MacroMove.pushes(maze, dist), maze.startMan, from, maze.goals[0], dist[0][from]);
    }

    /**
     * The box on {@code from} goes to {@code to} in {@code distance} moves, each starting where
     * the last left it; the layout is left as it was; with no space to write them, none are made.
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
        assertEquals(-1, macro.follow(box, man, from, to, new int[k - 1]), "no space to write the moves: none made");
    }
}
