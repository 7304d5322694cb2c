package org.sokodb.solver.fess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.solver.maze.Maze;

/** Rooms, the one-wide links between them, and the boxes that stand in them. */
class RoomLinksTest {
    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    private static boolean[] boxesAt(Maze maze, int[]... squares) {
        boolean[] box = new boolean[maze.size];
        for (int[] xy : squares) {
            box[at(maze, xy[0], xy[1])] = true;
        }
        return box;
    }

    @Test
    void aBoxInTheDoorBetweenTwoRoomsObstructsTheirLink() throws Exception {
        // two 3x3 rooms joined by the door (4,2); the nook (5,4) below the right room is a
        // dead end and links nothing
        Maze maze = new Maze(Board.parse(List.of(
                "#########",
                "#   #   #",
                "# @ $ . #",
                "#   #   #",
                "##### ###",
                "#########")));
        RoomLinks rooms = new RoomLinks(maze);
        assertEquals(1, rooms.links());
        assertNotEquals(-1, rooms.linkOf(at(maze, 4, 2)));
        assertEquals(-1, rooms.linkOf(at(maze, 5, 4)), "a dead-end nook is no link");
        assertEquals(-1, rooms.linkOf(at(maze, 2, 2)), "a room square is no link");
        assertEquals(1, rooms.obstructed(boxesAt(maze, new int[] {4, 2})));
        assertEquals(0, rooms.obstructed(boxesAt(maze, new int[] {6, 2})));
        assertEquals(0, rooms.obstructed(boxesAt(maze, new int[] {5, 4})), "a box in the nook blocks no one");
    }

    @Test
    void aLongTunnelIsOneLinkHoweverManyBoxesStandInIt() throws Exception {
        // the tunnel (4,2)-(6,2) joins the two rooms: two boxes in it obstruct one link
        Maze maze = new Maze(Board.parse(List.of(
                "###########",
                "#   ###   #",
                "# @ $$  . #",
                "#   ###  .#",
                "###########")));
        RoomLinks rooms = new RoomLinks(maze);
        assertEquals(1, rooms.links());
        assertEquals(rooms.linkOf(at(maze, 4, 2)), rooms.linkOf(at(maze, 6, 2)));
        assertEquals(1, rooms.obstructed(boxesAt(maze, new int[] {4, 2}, new int[] {5, 2})));
        assertEquals(0, rooms.obstructed(boxesAt(maze, new int[] {3, 2}, new int[] {7, 2})));
    }

    @Test
    void aTwoWideOpeningIsNoLink() throws Exception {
        // the rooms meet through (4,1) and (4,2), each with floor on one side of both axes
        Maze maze = new Maze(Board.parse(List.of(
                "#########",
                "#       #",
                "# @ $ . #",
                "#   #   #",
                "#########")));
        RoomLinks rooms = new RoomLinks(maze);
        assertEquals(0, rooms.links());
        assertEquals(0, rooms.obstructed(boxesAt(maze, new int[] {4, 2})));
    }
}
