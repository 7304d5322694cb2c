package org.sokodb.solver.deadlock;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sokodb.solver.maze.Maze;

/**
 * A jam the phase search walked into on XSokoban 76 (measured: journal/solver.md entry 75): the
 * position it expanded 5,000th, whose three boxes (2,8), (3,9) and (4,9) can never be solved,
 * beside two more boxes (2,7) and (3,7) that touch them. By hand, the three alone: (4,9) has walls
 * above and below, so it moves only sideways, and either way needs (3,9) empty; (3,9) is held
 * sideways by (4,9), its square below (3,10) is on the bottom wall with no goal (dead), so it can
 * only be pushed up, from (3,10). (3,10) lies in the pocket (1,10), (2,10), (3,10), (2,9), whose
 * only ways in are through (2,8) and (3,9), both boxes; so (2,8) must move first: left onto the
 * corner (1,8) (dead), down onto (2,9) (then it can leave only up, from (2,10) in the pocket it now
 * shuts itself, or right onto (3,9), a box; down is the bottom wall), up (from (2,9), in the pocket)
 * or right onto (3,8), where (3,9) below and the wall (4,8) beside hold it, and it holds (3,9) in
 * turn. No push gets the three onto goals, in any order. The nearest four boxes to (2,8) are
 * (2,7), (3,7), (3,9) and one more, not the three; only every group of the touching boxes finds it.
 */
class EveryGroupTest {
    private static final String[] JAMMED = {
        "####################",
        "#@# # #   # ##   # #",
        "#                  #",
        "#  ## # #####   # ##",
        "##    ##*****#  #  #",
        "## ## #**...### #  #",
        "#   #$##*...*#  # ##",
        "# $$    ##..##  #  #",
        "# $ #$       $     #",
        "## $$  # #  #      #",
        "#   ##   #  #      #",
        "####################"};

    private static Maze jammed() throws Exception {
        return LevelPosition.on("xsokoban/screen.76", JAMMED);
    }

    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    @Test
    void everyGroupOfTheTouchingBoxesFindsTheJamTheNearestFourMiss() throws Exception {
        Maze maze = jammed();
        boolean[] box = LevelPosition.boxes(maze);
        int moved = at(maze, 2, 8);
        assertFalse(LocalDeadlocks.forPushes(maze).isDeadlock(moved, maze.startMan, box), "the nearest four");
        assertTrue(LocalDeadlocks.forPushesEveryGroup(maze).isDeadlock(moved, maze.startMan, box));
    }

    @Test
    void theThreeAloneAreTheJam() throws Exception {
        Maze maze = jammed();
        boolean[] box = new boolean[maze.size];
        box[at(maze, 2, 8)] = true;
        box[at(maze, 3, 9)] = true;
        box[at(maze, 4, 9)] = true;
        assertTrue(LocalDeadlocks.forPushes(maze).isDeadlock(at(maze, 2, 8), maze.startMan, box));
        box[at(maze, 4, 9)] = false;
        box[at(maze, 3, 8)] = true; // (4,9) taken up to (3,8): the man reaches (4,9) and pushes (3,9) left, then (3,8) up from (3,9)
        assertFalse(LocalDeadlocks.forPushes(maze).isDeadlock(at(maze, 2, 8), maze.startMan, box));
    }
}
