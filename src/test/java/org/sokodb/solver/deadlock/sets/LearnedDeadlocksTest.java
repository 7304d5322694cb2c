package org.sokodb.solver.deadlock.sets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.sokodb.solver.deadlock.Screen9.at;
import static org.sokodb.solver.deadlock.Screen9.boxes;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.solver.deadlock.Screen9;
import org.sokodb.solver.maze.Maze;

/**
 * Dead ends learned as deadlock sets, on XSokoban screen 9's maze (the jam of {@link
 * LocalDeadlocksTest}: boxes on (9,7), (9,8) and (10,8) shut in the square (10,7), which the
 * man cannot reach; every push left to them goes onto (10,7), a dead square, or needs the man
 * there) and on a hand-made board with no legal push.
 */
class LearnedDeadlocksTest {
    @Test
    void aCorralNothingCanOpenIsLearnedAndThenCutsAPositionHoldingItAmongOtherBoxes() {
        Maze maze = Screen9.maze();
        int man = at(maze, 1, 10);
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        boolean[] jam = boxes(maze, new int[][] {{9, 7}, {9, 8}, {10, 8}});
        assertFalse(learned.isDeadlock(at(maze, 10, 8), man, jam), "nothing is known before the dead end");
        learned.deadEnd(man, jam);
        assertEquals(1, learned.size());
        LearnedSet set = learned.sets().get(0);
        int[] three = {at(maze, 9, 7), at(maze, 9, 8), at(maze, 10, 8)};
        java.util.Arrays.sort(three);
        assertArrayEquals(three, set.squares(), "no box of the three can be left out");
        assertEquals(2, set.capacity());
        assertFalse(set.holdsFor(at(maze, 10, 7)), "the square shut in is not the man's region");
        assertTrue(set.holdsFor(man));
        // the jam again, with boxes elsewhere and the man elsewhere in his region: cut by the box pushed last
        boolean[] later = boxes(maze, new int[][] {{9, 7}, {9, 8}, {10, 8}, {7, 7}, {3, 9}});
        for (int square : three) {
            assertTrue(learned.isDeadlock(square, at(maze, 2, 9), later));
        }
        assertFalse(learned.isDeadlock(at(maze, 7, 7), at(maze, 2, 9), later),
                "listed under its own squares only: a push elsewhere does not ask it");
    }

    @Test
    void theSameBoxesWithOneSquareToSpareAreNotLearned() {
        // (10,8) moved down to (10,9): the man gets to (10,7) through (10,8) and pushes (9,7) left
        Maze maze = Screen9.maze();
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        boolean[] box = boxes(maze, new int[][] {{9, 7}, {9, 8}, {10, 9}});
        learned.deadEnd(at(maze, 1, 10), box);
        assertEquals(0, learned.size());
        assertFalse(learned.isDeadlock(at(maze, 10, 9), at(maze, 1, 10), box));
    }

    @Test
    void noLegalPushIsLearnedFromTheBoxesThatBlockIt() throws Exception {
        // the man shut in the top left room by the box in its doorway (3,2), with a box behind it;
        // the two boxes in the right room play no part and are left out of the set
        Board board = Board.parse(List.of(
                "#########",
                "#  #    #",
                "#@ $$  .#",
                "#  #   .#",
                "####  $.#",
                "#     $.#",
                "#########"));
        Maze maze = new Maze(board);
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        boolean[] box = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            box[b] = true;
        }
        int man = maze.startMan;
        learned.deadEnd(man, box);
        assertEquals(1, learned.size(), "one set learned");
        int[] doorway = {at(maze, 3, 2), at(maze, 4, 2)};
        assertArrayEquals(doorway, learned.sets().get(0).squares(),
                "the box in the doorway and the one behind it; the others can go");
        assertTrue(learned.isDeadlock(at(maze, 4, 2), man, box));
    }

    @Test
    void nothingIsLearnedWhenLearningIsOff() {
        Maze maze = Screen9.maze();
        LearnedDeadlocks none = LearnedDeadlocks.none(maze);
        boolean[] jam = boxes(maze, new int[][] {{9, 7}, {9, 8}, {10, 8}});
        none.deadEnd(at(maze, 1, 10), jam);
        assertEquals(0, none.size());
        assertFalse(none.isDeadlock(at(maze, 10, 8), at(maze, 1, 10), jam));
    }
}
