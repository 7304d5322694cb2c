package org.sokodb.solver.deadlock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.Direction;
import org.sokodb.solver.NodeBudget;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverResult;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/** PI-corral pruning on tiny hand-made levels. */
class PiCorralsTest {
    private static Maze maze(String... rows) throws Exception {
        return new Maze(Board.parse(List.of(rows)));
    }

    private static int find(Maze maze) {
        boolean[] dead = Distances.dead(maze, Distances.pushesTo(maze, maze.goals));
        boolean[] box = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            box[b] = true;
        }
        ManReach reach = new ManReach(maze);
        reach.fill(maze.startMan, box);
        PiCorrals corrals = new PiCorrals(maze, dead);
        int count = corrals.find(reach, box);
        for (int k = 0; k < Math.max(0, count); k++) {
            assertEquals(Direction.RIGHT.ordinal(), corrals.pushes[k] & 3, "only pushes into the corral");
        }
        return count;
    }

    @Test
    void onlyPushesIntoAnUnfinishedPiCorralAreTried() throws Exception {
        // the column of three boxes fences the goals off: pushing them right is all that
        // matters now; the free box on the left can wait
        Maze maze = maze(
                "#########",
                "#.   $ .#",
                "#  $ $ .#",
                "#@   $ .#",
                "#########");
        assertEquals(3, find(maze));
        SolverResult.Solved solved = assertInstanceOf(SolverResult.Solved.class,
                Solver.solve(maze.board, NodeBudget.of(2_000_000, 256L << 20, 1)));
        assertTrue(solved.metrics().pushes() >= 6);
    }

    @Test
    void aCorralWhoseBoxesCanBePushedOutIsNoPiCorral() throws Exception {
        // the middle box of the fence can also be pushed up, along the fence, not into the corral
        Maze maze = maze(
                "#########",
                "#.   $ .#",
                "#   $  .#",
                "#@$  $ .#",
                "#########");
        assertEquals(PiCorrals.ALL, find(maze));
    }

    @Test
    void aFinishedCorralIsLeftAlone() throws Exception {
        // behind the boxes on goals there is nothing left to do
        Maze maze = maze(
                "#######",
                "#.$ @*#",
                "#     #",
                "#######");
        assertEquals(PiCorrals.ALL, find(maze));
    }

    @Test
    void corralsThatFenceEachOtherInAreJudgedTogether() throws Exception {
        // two corrals, above and below the pair of boxes: each alone is not trusted (pushing a
        // box up or down needs the man in the other one), but no push can ever open either of
        // them from the man's side, and goals are inside: dead
        Maze maze = maze(
                "#######",
                "#  ####",
                "#$$ @ #",
                "#  ####",
                "#..####",
                "#######");
        assertEquals(0, find(maze));
        assertInstanceOf(SolverResult.Unsolvable.class,
                Solver.solve(maze.board, NodeBudget.of(2_000_000, 256L << 20, 1)));
    }
}
