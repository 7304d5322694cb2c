package org.sokodb.solver.bounds;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.solver.maze.Maze;

/** The packing order, plain and with boxes that must be able to leave their goal. */
class PackingOrderTest {
    /**
     * A room (columns 1–3, rows 1–2) whose door is (4,2); goals (3,2) inside and (4,2) on the
     * door, boxes outside. Forward, the inner goal must be filled first. Backwards, the box on
     * (3,2) can be pulled a step into the room (and is nearer the man's start), but never out
     * past the door: only the door's box can get back to a start square.
     */
    private static final List<String> ROOM = List.of(
            "#########",
            "#@  #####",
            "#  ..   #",
            "#####$$ #",
            "#####   #",
            "#########");

    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    @Test
    void thePlainOrderTakesTheNearestPullableBoxFirstAndFillsTheDoorFirst() throws Exception {
        Maze maze = new Maze(Board.parse(ROOM));
        assertArrayEquals(new int[] {at(maze, 4, 2), at(maze, 3, 2)}, new PackingOrder(maze).goals);
    }

    @Test
    void aBoxThatCannotGetOutLeavesLastSoItsGoalIsFilledFirst() throws Exception {
        Maze maze = new Maze(Board.parse(ROOM));
        assertArrayEquals(new int[] {at(maze, 3, 2), at(maze, 4, 2)}, PackingOrder.leaving(maze).goals);
    }

    @Test
    void aTunnelIsFilledDeepestFirstEitherWay() throws Exception {
        Maze maze = new Maze(Board.parse(List.of(
                "########",
                "#.#    #",
                "#.# $  #",
                "#.  $ @#",
                "#   $  #",
                "#      #",
                "########")));
        int[] deepestFirst = {at(maze, 1, 1), at(maze, 1, 2), at(maze, 1, 3)};
        assertArrayEquals(deepestFirst, new PackingOrder(maze).goals);
        assertArrayEquals(deepestFirst, PackingOrder.leaving(maze).goals);
    }

    /**
     * XSokoban 1 (shipped): six goals in two columns (16 and 17, rows 6-8) at the end of a room
     * whose way in is from the left (rows 6-8 open from column 14); the man starts at (11,8).
     * Checked by hand, backwards: each box is pulled out to the left along its own row, the one
     * nearest the man first while nothing stands in its way: (16,7), then (16,6), (17,7), (16,8),
     * (17,6), and the far corner (17,8) last. Read forwards the far column's ends are filled
     * before its middle, and the near column after the far one.
     */
    @Test
    void xsokobanOneFillsTheFarColumnFirst() throws Exception {
        Maze maze = new Maze(org.sokodb.solver.Levels.read(org.sokodb.TestData.shipped("xsokoban/screen.1")).get(0));
        int[] expected = {at(maze, 17, 8), at(maze, 17, 6), at(maze, 16, 8), at(maze, 17, 7), at(maze, 16, 6),
            at(maze, 16, 7)};
        assertArrayEquals(expected, PackingOrder.leaving(maze).goals);
        PackingPlan plan = ParkingPlan.of(maze);
        for (int k = 0; k < expected.length; k++) {
            org.junit.jupiter.api.Assertions.assertEquals(expected[k], plan.target(k), "step " + k);
        }
    }
}
