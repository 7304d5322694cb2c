package org.sokodb.solver.fess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/** Boxes frozen on goals as walls in the matching. */
class GoalWallsTest {
    private static GoalWalls walls(Maze maze, Matching plain) {
        boolean[] dead = Distances.dead(maze, Distances.pushesTo(maze, maze.goals));
        return new GoalWalls(maze, new FreezeCheck(maze, dead), plain);
    }

    private static boolean[] occupancy(Maze maze) {
        boolean[] box = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            box[b] = true;
        }
        return box;
    }

    @Test
    void theManCannotStandOnABoxFrozenInACornerGoal() throws Exception {
        // (1,1): a box on a goal in a corner, frozen. The box beside it reaches the goal (3,1)
        // only pushed right, the man on (1,1): one push for the plain distances, none possible
        Maze maze = new Maze(Board.parse(List.of(
                "#######",
                "#*$. @#",
                "#######")));
        Matching plain = new Matching(Distances.pushesTo(maze, maze.goals), maze.boxCount());
        GoalWalls walls = walls(maze, plain);
        int[] boxes = maze.startBoxes.clone();
        assertEquals(1, plain.solve(boxes, boxes.length));
        Matching withWalls = walls.matchingFor(boxes, occupancy(maze));
        assertEquals(Distances.UNREACHABLE, Math.min(Distances.UNREACHABLE, withWalls.solve(boxes, boxes.length)));
        assertSame(withWalls, walls.matchingFor(boxes, occupancy(maze)), "kept for the same frozen set");
        assertEquals(1, walls.sets());
    }

    @Test
    void aFrozenGoalBoxIsGoneRoundWhereThereIsRoom() throws Exception {
        // the corner box on (1,1) is frozen; the box on (3,2) goes to the goal (1,2) by two
        // pushes left, the man on the right: the walls change nothing
        Maze maze = new Maze(Board.parse(List.of(
                "######",
                "#*   #",
                "#. $@#",
                "######")));
        Matching plain = new Matching(Distances.pushesTo(maze, maze.goals), maze.boxCount());
        int[] boxes = maze.startBoxes.clone();
        Matching withWalls = walls(maze, plain).matchingFor(boxes, occupancy(maze));
        assertEquals(2, plain.solve(boxes, boxes.length));
        assertEquals(2, withWalls.solve(boxes, boxes.length));
    }

    @Test
    void withoutFrozenGoalBoxesThePlainMatchingServes() throws Exception {
        Maze maze = new Maze(Board.parse(List.of(
                "#######",
                "#.$ $.#",
                "#  @  #",
                "#######")));
        Matching plain = new Matching(Distances.pushesTo(maze, maze.goals), maze.boxCount());
        GoalWalls walls = walls(maze, plain);
        assertSame(plain, walls.matchingFor(maze.startBoxes.clone(), occupancy(maze)));
        assertEquals(0, walls.sets());
    }
}
