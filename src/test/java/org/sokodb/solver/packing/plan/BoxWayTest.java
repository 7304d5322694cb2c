package org.sokodb.solver.packing.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.bounds.ParkingPlan;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/** The cheapest way of some box to a square, counted in the boxes to lift. */
class BoxWayTest {
    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    private static BoxWay way(Maze maze) {
        return new BoxWay(maze, Distances.dead(maze, Distances.pushesTo(maze, maze.goals)), PairDeadlocks.forPushes(maze));
    }

    private static boolean[] boxes(Maze maze) {
        boolean[] box = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            box[b] = true;
        }
        return box;
    }

    private static Set<Integer> lifted(BoxWay way) {
        Set<Integer> squares = new HashSet<>();
        for (int k = 0; k < way.obstacles(); k++) {
            squares.add(way.obstacle(k));
        }
        return squares;
    }

    /**
     * A corridor: the man at its left end, boxes on 3 and 6, the goal at 7. Either the box on 6 is
     * pushed on (the man walking over the box on 3) or the box on 3 is (pushed through the one on
     * 6): one box to lift. With the man between them, the box on 6 goes at once.
     */
    @Test
    void aBoxInTheManSWayOrTheBoxSCountsOne() throws Exception {
        Maze maze = new Maze(Board.parse(List.of(
                "##########",
                "#@ $  $.##",
                "##########")));
        BoxWay way = way(maze);
        boolean[] box = boxes(maze);
        boolean[] fixed = new boolean[maze.size];
        assertEquals(1, way.cheapest(box, fixed, at(maze, 1, 1), at(maze, 7, 1)));
        Set<Integer> lifted = lifted(way);
        assertEquals(1, lifted.size());
        assertTrue(lifted.contains(at(maze, 3, 1)) || lifted.contains(at(maze, 6, 1)), "a box of the corridor: " + lifted);
        assertEquals(0, way.cheapest(box, fixed, at(maze, 4, 1), at(maze, 7, 1)));
        assertEquals(0, way.obstacles());
    }

    /** A fixed box is a wall: behind it the goal cannot be reached, whatever is lifted. */
    @Test
    void aFixedBoxIsNeverLifted() throws Exception {
        Maze maze = new Maze(Board.parse(List.of(
                "#########",
                "#@ $ $.##",
                "#########")));
        BoxWay way = way(maze);
        boolean[] box = boxes(maze);
        boolean[] fixed = new boolean[maze.size];
        fixed[at(maze, 5, 1)] = true;
        assertEquals(Integer.MAX_VALUE, way.cheapest(box, fixed, at(maze, 1, 1), at(maze, 6, 1)));
    }

    /**
     * XSokoban 16 (shipped): the plan fills (12,7), the top of the room's right column, first; a
     * box can only be pushed in from below, the man then standing on (12,8). The boxes on (10,4)
     * and (10,6) leave their corner only pushed left from (11,6), which the man reaches only
     * through (12,7): with it filled both are lost (the pair table says so), so both are in the
     * way, besides the boxes that shut the room (the man must get in to push a box up the column).
     */
    @Test
    void boxesThatTheNextStepWouldLoseAreInItsWay() throws Exception {
        Maze maze = new Maze(Board.parse(Files.readAllLines(TestData.shipped("xsokoban/screen.16"))));
        int target = at(maze, 12, 7);
        assertEquals(target, ParkingPlan.of(maze).target(0));
        BoxWay way = way(maze);
        int cost = way.cheapest(boxes(maze), new boolean[maze.size], maze.startMan, target);
        Set<Integer> lifted = lifted(way);
        assertTrue(lifted.contains(at(maze, 10, 4)) && lifted.contains(at(maze, 10, 6)), "the corner's boxes: " + lifted);
        assertTrue(cost >= 3 && lifted.size() >= cost, "the corner's boxes and the room's door: " + cost + " " + lifted);
    }
}
