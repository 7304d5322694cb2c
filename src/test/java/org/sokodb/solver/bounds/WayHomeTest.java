package org.sokodb.solver.bounds;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The fewest boxes between the man and his start square, counted by hand on a made-up maze:
 * three rooms in a row behind boxed doorways, and a long corridor round them with one box
 * in it, so the way with fewest boxes is not the shortest.
 */
class WayHomeTest {
    private static final Maze MAZE;

    static {
        try {
            MAZE = new Maze(Board.parse(List.of(
                    "###########",
                    "#@ # # #..#",
                    "#  $ $ $  #",
                    "#  # # #..#",
                    "## ###### #",
                    "#    $    #",
                    "###########")));
        } catch (Exception e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static int at(int x, int y) {
        return MAZE.floorOf[MAZE.board.index(x, y)];
    }

    /** The boxes on the man's way home with him on (x, y) and the boxes where {@code box} says. */
    private static int boxesOnTheWay(int x, int y, boolean[] box) {
        ManReach reach = new ManReach(MAZE);
        reach.fill(at(x, y), box);
        return new WayHome(MAZE).boxesOnTheWay(reach, box);
    }

    private static boolean[] startBoxes() {
        boolean[] box = new boolean[MAZE.size];
        for (int s : MAZE.startBoxes) {
            box[s] = true;
        }
        return box;
    }

    @Test
    void noBoxWhenHeCanWalkHome() {
        assertEquals(0, boxesOnTheWay(2, 2, startBoxes()), "in his start room");
        assertEquals(0, boxesOnTheWay(2, 5, startBoxes()), "in the corridor, which opens into his start room");
    }

    @Test
    void theWayWithFewestBoxesIsNotTheShortest() {
        // straight home through the doorways: 3 boxes; round by the corridor: its one box
        assertEquals(1, boxesOnTheWay(9, 2, startBoxes()), "in the far room");
        assertEquals(1, boxesOnTheWay(7, 5, startBoxes()), "in the corridor past its box");
    }

    @Test
    void betweenTwoBoxedDoorwaysEitherWayCostsTwo() {
        // left: the doorways at x 5 and 3; right: the doorway at x 7, then the corridor's box
        assertEquals(2, boxesOnTheWay(6, 2, startBoxes()));
        assertEquals(1, boxesOnTheWay(4, 1, startBoxes()), "one doorway nearer home");
    }

    @Test
    void aBoxTakenOutOfTheCorridorOpensTheWayRound() {
        boolean[] box = startBoxes();
        box[at(5, 5)] = false;
        assertEquals(0, boxesOnTheWay(9, 2, box));
        assertEquals(1, boxesOnTheWay(6, 2, box), "through the doorway at x 7, then round");
    }
}
