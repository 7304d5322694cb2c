package org.sokodb.solver.deadlock;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sokodb.solver.deadlock.Screen9.at;
import static org.sokodb.solver.deadlock.Screen9.boxes;

import org.junit.jupiter.api.Test;
import org.sokodb.solver.maze.Maze;

/**
 * Groups of jammed boxes searched alone, on XSokoban screen 9's maze. Below the one-wide
 * opening (8,6) that leads up to the goal room, three boxes on (9,7), (9,8) and (10,8) shut
 * in the square (10,7): every push left to them goes onto (10,7), a dead square, or needs the
 * man there. No pair of the three is lost alone, so only a search of the three together
 * finds it (measured: journal/solver.md entry 32).
 */
class LocalDeadlocksTest {
    @Test
    void threeBoxesShuttingInADeadSquareAreADeadlock() {
        Maze maze = Screen9.maze();
        boolean[] box = boxes(maze, new int[][] {{9, 7}, {9, 8}, {10, 8}});
        int man = at(maze, 1, 10);
        assertTrue(LocalDeadlocks.forPushes(maze).isDeadlock(at(maze, 10, 8), man, box));
        PairDeadlocks pairs = PairDeadlocks.forPushes(maze);
        assertFalse(pairs.isDeadlock(at(maze, 9, 7), at(maze, 9, 8), man), "no pair of them is lost alone");
        assertFalse(pairs.isDeadlock(at(maze, 9, 7), at(maze, 10, 8), man));
        assertFalse(pairs.isDeadlock(at(maze, 9, 8), at(maze, 10, 8), man));
    }

    @Test
    void theSameBoxesWithOneSquareToSpareAreNot() {
        // (10,8) moved down to (10,9): the man gets to (10,7) through (10,8) and pushes (9,7) left
        Maze maze = Screen9.maze();
        boolean[] box = boxes(maze, new int[][] {{9, 7}, {9, 8}, {10, 9}});
        assertFalse(LocalDeadlocks.forPushes(maze).isDeadlock(at(maze, 10, 9), at(maze, 1, 10), box));
    }

    @Test
    void threeBoxesTogetherInTheOpenStartAreaAreNot() {
        // the start position's group (7,7), (8,7), (9,7) below the opening, the man at his start
        Maze maze = Screen9.maze();
        boolean[] box = boxes(maze, new int[][] {{7, 7}, {8, 7}, {9, 7}, {8, 8}});
        assertFalse(LocalDeadlocks.forPushes(maze).isDeadlock(at(maze, 8, 8), at(maze, 1, 10), box));
    }
}
