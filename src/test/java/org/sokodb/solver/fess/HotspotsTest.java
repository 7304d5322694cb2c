package org.sokodb.solver.fess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/** The box in other boxes' way, and how hot a square is for a box. */
class HotspotsTest {
    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    private static Hotspots measured(Maze maze) {
        int n = maze.boxCount();
        int[][] dist = Distances.pushesTo(maze, maze.goals);
        Matching matching = new Matching(dist, n);
        int[] boxes = maze.startBoxes.clone();
        matching.solve(boxes, n);
        Hotspots hotspots = new Hotspots(maze, dist);
        hotspots.measure(boxes, n, matching);
        return hotspots;
    }

    private static int indexOf(Maze maze, int square) {
        for (int i = 0; i < maze.startBoxes.length; i++) {
            if (maze.startBoxes[i] == square) {
                return i;
            }
        }
        throw new AssertionError("no box on " + square);
    }

    @Test
    void theBoxNearerTheGoalsStandsInTheWayOfTheOneBehindIt() throws Exception {
        // goals (1,1) and (2,1), boxes on (3,1) and (4,1): whichever goal the box on (4,1) gets,
        // its way passes (3,1) and (2,1); the box on (3,1) has (4,1) behind it, in nobody's way
        Maze maze = new Maze(Board.parse(List.of(
                "#######",
                "#..$$@#",
                "#######")));
        Hotspots hotspots = measured(maze);
        int front = indexOf(maze, at(maze, 3, 1));
        assertEquals(front, hotspots.hottest());
        assertEquals(1, hotspots.heat(front, at(maze, 3, 1)));
        // (2,1) is on both boxes' ways: for the front box only the other one's counts
        assertEquals(1, hotspots.heat(front, at(maze, 2, 1)));
        int back = indexOf(maze, at(maze, 4, 1));
        assertEquals(0, hotspots.heat(back, at(maze, 4, 1)));
    }

    @Test
    void boxesGoingApartAreInNobodysWay() throws Exception {
        Maze maze = new Maze(Board.parse(List.of(
                "#######",
                "#.$@$.#",
                "#######")));
        assertEquals(-1, measured(maze).hottest());
    }
}
