package org.sokodb.solver.fess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.solver.bounds.PackingOrder;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/** The goal the plan fills next, and the box nearest to it. */
class NextGoalTest {
    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    @Test
    void theDeepGoalOfACorridorComesFirstThenTheOneBeforeIt() throws Exception {
        // goals (1,1) and (2,1) at the end of a corridor, boxes on (3,1) and (5,1), the man
        // pushing left: the plan fills (1,1) first, then (2,1)
        Maze maze = new Maze(Board.parse(List.of(
                "########",
                "#..$ $@#",
                "########")));
        PackingOrder plan = PackingOrder.leaving(maze);
        NextGoal next = new NextGoal(maze, plan, Distances.pushesTo(maze, maze.goals));
        int near = at(maze, 3, 1);
        int far = at(maze, 5, 1);

        int[] first = next.distancesAfter(0);
        assertEquals(2, first[near]);
        assertEquals(4, first[far]);
        assertEquals(2, next.nearest(first, new int[] {near, far}, 2, 0));

        // the first box on (1,1): the plan's next goal is (2,1), and the box on (1,1) no longer counts
        int packedBox = at(maze, 1, 1);
        int[] second = next.distancesAfter(1);
        assertEquals(3, second[far]);
        assertEquals(3, next.nearest(second, new int[] {packedBox, far}, 2, 1));

        assertNull(next.distancesAfter(2), "every goal filled");
    }
}
