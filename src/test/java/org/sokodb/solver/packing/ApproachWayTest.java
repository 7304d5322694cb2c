package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.maze.Maze;

/**
 * The way in of a phase ({@code phaseapproach}, {@link PhaseTables#inTheWay}) on XSokoban 23, worked
 * out by hand on the board (coordinates (x, y) as in the .xsb text, 0-based). The room of goals,
 * columns 1–3, opens only on row 6, and a box goes through it only pushed left from (5,6) with the man
 * on (6,6); a box gets to (5,6) only pushed down from (5,5), the man on (5,4) (below row 6 columns 5
 * and 6 lie between walls, where no box changes column). The middle, columns 5–6 and 8–9, joins on row 5 alone, so
 * every box outside columns 5–6 comes along row 5 through (7,5) and (6,5), and the 13 of the right
 * half through (8,5), pushed from (9,5); the boxes of the lower right (10 and 11 of the 18) come up
 * column 8 through (8,8), (8,7) and (8,6).
 */
class ApproachWayTest {
    private static int floor(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    @Test
    void on23TheFirstPhasesWayInIsTheDoorAndRowFive() throws Exception {
        Maze maze = new Maze(Board.parse(Files.readAllLines(TestData.shipped("xsokoban/screen.23"))));
        PhaseOrder order = Unpacking.of(maze).orElseThrow();
        PhaseTables tables = new PhaseTables(maze, order, false, false, true);
        assertEquals(7, tables.phases, order.describe(maze));
        List<String> way = new ArrayList<>();
        for (int y = 0; y < maze.board.height(); y++) {
            for (int x = 0; x < maze.board.width(); x++) {
                int s = floor(maze, x, y);
                if (s >= 0 && tables.inTheWay(7, new int[] {s}, Maze.NONE, Maze.NONE) == 1) {
                    way.add("(" + x + "," + y + ")");
                }
            }
        }
        assertEquals(List.of("(5,4)", "(5,5)", "(6,5)", "(7,5)", "(8,5)", "(9,5)", "(2,6)", "(3,6)", "(4,6)", "(5,6)",
                "(6,6)", "(8,6)", "(8,7)", "(8,8)"), way);
    }

    /**
     * At the start two boxes stand in the way, (6,6), over the man's square for the door, and (8,7),
     * in column 8; YASS's solution has moved both off it by its 58th push, and a box over the door on
     * (5,5) counts while it stands there.
     */
    @Test
    void on23TwoBoxesOfTheStartStandInTheWay() throws Exception {
        Maze maze = new Maze(Board.parse(Files.readAllLines(TestData.shipped("xsokoban/screen.23"))));
        PhaseTables tables = new PhaseTables(maze, Unpacking.of(maze).orElseThrow(), false, false, true);
        assertEquals(2, tables.inTheWay(7, maze.startBoxes, Maze.NONE, Maze.NONE));
        int door = floor(maze, 6, 6);
        assertEquals(1, tables.inTheWay(7, maze.startBoxes, door, floor(maze, 6, 7)), "(6,6) pushed down, off the way");
        assertEquals(2, tables.inTheWay(7, maze.startBoxes, door, floor(maze, 6, 5)), "pushed up, it is on row 5's way");
        PhaseTables plain = new PhaseTables(maze, Unpacking.of(maze).orElseThrow(), false, false);
        assertEquals(0, plain.inTheWay(7, maze.startBoxes, Maze.NONE, Maze.NONE), "without phaseapproach nothing counts");
    }
}
