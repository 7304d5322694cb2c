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
}
