package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The phase search's distances to a target that know the man's side of the box ({@code phasesides},
 * {@link PhaseTables#toTarget(int, int, int)}), the expected pushes counted by hand on the boards
 * (coordinates (x, y) as in the .xsb text, 0-based).
 */
class PhaseSidesTest {
    private static int floor(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    @Test
    void aBoxTheManStandsOnTheWrongSideOfInACorridorIsNotTwoPushesFromItsGoal() throws Exception {
        Maze maze = new Maze(Board.parse(List.of(
                "#######",
                "#.@$  #",
                "#######")));
        int goal = floor(maze, 1, 1);
        PhaseOrder order = new PhaseOrder(new int[] {goal}, new int[] {1}, new int[] {0}, 0, false);
        PhaseTables plain = new PhaseTables(maze, order, false, false);
        PhaseTables sides = new PhaseTables(maze, order, false, true);
        int box = floor(maze, 3, 1);
        int left = floor(maze, 2, 1);
        int right = floor(maze, 4, 1);
        assertEquals(2, plain.toTarget(0, box, left), "the plain table: the square behind is floor");
        assertEquals(2, sides.toTarget(0, box, right), "the man on the right pushes it home");
        assertTrue(sides.toTarget(0, box, left) >= Distances.UNREACHABLE, "the man on the left never gets behind it");
    }

    /**
     * XSokoban 23: phase 7's target (1,11) is 11 pushes from (6,5) by the plain table (left to (5,5),
     * down to (5,6), left three times through the door to (2,6), down five times to (2,11), left),
     * but a box pushed down from (6,4) into (6,5), the man above it, can never be pushed left: the
     * man would stand on (7,5), and the box on (6,5) is the only way there. The box YASS brings in
     * along row 5, on (8,5) with the man on (9,5), is 13 pushes from it either way.
     */
    @Test
    void on23TheDoorsCorridorBoxesAreNotElevenPushesFromTheFirstTarget() throws Exception {
        Maze maze = new Maze(Board.parse(Files.readAllLines(TestData.shipped("xsokoban/screen.23"))));
        PhaseOrder order = Unpacking.of(maze).orElseThrow();
        int target = -1;
        for (int t = 0; t < order.size(); t++) {
            target = order.squares()[t] == floor(maze, 1, 11) ? t : target;
        }
        assertEquals(7, order.phases()[target], order.describe(maze));
        PhaseTables plain = new PhaseTables(maze, order, false, false);
        PhaseTables sides = new PhaseTables(maze, order, false, true);
        assertEquals(11, plain.toTarget(target, floor(maze, 6, 5), floor(maze, 6, 4)));
        assertTrue(sides.toTarget(target, floor(maze, 6, 5), floor(maze, 6, 4)) > 11);
        assertEquals(13, plain.toTarget(target, floor(maze, 8, 5), floor(maze, 9, 5)));
        assertEquals(13, sides.toTarget(target, floor(maze, 8, 5), floor(maze, 9, 5)));
    }
}
