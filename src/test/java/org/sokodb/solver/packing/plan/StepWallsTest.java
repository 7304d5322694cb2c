package org.sokodb.solver.packing.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.Levels;
import org.sokodb.solver.bounds.PackingOrder;
import org.sokodb.solver.bounds.PackingPlan;
import org.sokodb.solver.bounds.ParkingPlan;
import org.sokodb.solver.maze.Maze;

/** The goals the packing-order search has packed for good, as walls. */
class StepWallsTest {
    private static int square(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    private static int index(int[] boxes, int square) {
        for (int i = 0; i < boxes.length; i++) {
            if (boxes[i] == square) {
                return i;
            }
        }
        throw new AssertionError("no box on " + square);
    }

    @Test
    void aGoalThatIsTheOnlyDoorFromHalfTheBoardShutsItOut() {
        // XSokoban 69, squares as (x, y): the left half of the board (twelve boxes) reaches the
        // goal room only through the goal (9,6), pushed up from the box on (9,7). The plan fills
        // (8,6) first, then (9,6). With the box from (6,7) on (8,6), the others can still all
        // reach goals; with the box from (9,7) on (9,6) as well, none of the left half's can
        Maze maze = new Maze(Levels.read(TestData.shipped("xsokoban/screen.69")).get(0));
        PackingPlan plan = ParkingPlan.of(maze);
        assertEquals(square(maze, 8, 6), plan.target(0));
        assertEquals(square(maze, 9, 6), plan.target(1));
        StepWalls walls = new StepWalls(maze, plan);
        int[] boxes = maze.startBoxes.clone();
        int left = index(boxes, square(maze, 6, 7));
        int door = index(boxes, square(maze, 9, 7));
        assertTrue(walls.matchable(boxes, left, boxes[left], 0), "no step done, no walls");
        assertTrue(walls.matchable(boxes, left, square(maze, 8, 6), 1), "(8,6) alone shuts no door");
        boxes[door] = square(maze, 9, 6);
        assertFalse(walls.matchable(boxes, left, square(maze, 8, 6), 2), "(8,6) and (9,6) shut the left half out");
        assertEquals(square(maze, 9, 6), boxes[door], "the boxes as they were");
        boolean[] shut = walls.walls(2);
        for (int s = 0; s < maze.size; s++) {
            assertEquals(s == square(maze, 8, 6) || s == square(maze, 9, 6), shut[s], "square " + s);
        }
    }

    @Test
    void aGoalTheSearchCanStillEmptyIsNoWall() throws Exception {
        // a plan without parking keeps every goal it filled: the first goal is a wall after one
        // step; before it, none is
        Maze maze = new Maze(Board.parse(List.of(
                "#######",
                "#@$ ..#",
                "#  $  #",
                "#######")));
        PackingPlan plan = new PackingOrder(maze);
        StepWalls walls = new StepWalls(maze, plan);
        boolean[] none = walls.walls(0);
        boolean[] one = walls.walls(1);
        for (int s = 0; s < maze.size; s++) {
            assertFalse(none[s], "square " + s);
            assertEquals(s == plan.target(0), one[s], "square " + s);
        }
    }
}
