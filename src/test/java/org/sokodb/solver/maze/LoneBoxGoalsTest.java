package org.sokodb.solver.maze;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;

/** The goals a box alone reaches with the man on his side of it, and the matching of a group to goals ({@link LoneBoxGoals}). */
class LoneBoxGoalsTest {
    /** A corridor: the box between the man and the goal can only be pushed away from it, into the dead end. */
    private static Maze corridor() throws Exception {
        return new Maze(Board.parse(List.of(
                "########",
                "# $ @. #",
                "########")));
    }

    private static LoneBoxGoals table(Maze maze) {
        return new LoneBoxGoals(maze, Distances.dead(maze, Distances.pushesTo(maze, maze.goals)));
    }

    @Test
    void theMansSideDecidesWhereTheBoxCanGo() throws Exception {
        Maze maze = corridor();
        LoneBoxGoals lone = table(maze);
        int box = maze.startBoxes[0];
        int leftOfBox = maze.floorOf[maze.square[box] - 1];
        int right = lone.sideOf(box, maze.startMan);
        int left = lone.sideOf(box, leftOfBox);
        assertNotEquals(right, left, "the box cuts the corridor in two: two sides");
        assertEquals(0L, lone.goals(box, right)[0], "the man right of it: pushed left only, into the dead end");
        assertEquals(1L, lone.goals(box, left)[0], "the man left of it: pushed on to the goal");
        assertEquals(1L, lone.goalsAnywhere(box)[0], "with the man anywhere the goal is in reach");
        assertFalse(lone.matched(new long[][] {lone.goals(box, right)}, 1, null), "the man on the wrong side: dead");
        assertTrue(lone.matched(new long[][] {lone.goals(box, left)}, 1, null));
    }

    @Test
    void aGroupReachingFewerGoalsThanItHoldsIsNotMatched() throws Exception {
        Maze maze = new Maze(Board.parse(List.of(
                "#######",
                "#.$ @ #",
                "#.$   #",
                "#.$   #",
                "#######")));
        LoneBoxGoals lone = table(maze);
        int[] left = new int[3];
        assertFalse(lone.matched(new long[][] {{1L}, {1L}, {6L}}, 3, left), "two boxes, one goal between them");
        assertArrayEquals(new int[] {1, 1, 0}, left, "the group failing Hall's condition: the first two");
        assertTrue(lone.matched(new long[][] {{1L}, {3L}, {6L}}, 3, null));
    }
}
