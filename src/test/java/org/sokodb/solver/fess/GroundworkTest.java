package org.sokodb.solver.fess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.solver.bounds.PackingOrder;
import org.sokodb.solver.bounds.PackingPlan;
import org.sokodb.solver.maze.Maze;

/** The boxes in the way of the plan's next step, on layouts whose count can be seen. */
class GroundworkTest {
    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    private static boolean[] boxesOn(Maze maze, int... xy) {
        boolean[] box = new boolean[maze.size];
        for (int k = 0; k < xy.length; k += 2) {
            box[at(maze, xy[k], xy[k + 1])] = true;
        }
        return box;
    }

    // goals (1,1) and (2,1) at the end of a corridor, which the plan fills deepest first
    private static final Maze CORRIDOR = new Maze(parse(
            "##########",
            "#..$$   @#",
            "##########"));

    private static Board parse(String... rows) {
        try {
            return Board.parse(List.of(rows));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aBoxWithTheManFreeBehindItHasNothingInItsWay() {
        PackingPlan plan = PackingOrder.leaving(CORRIDOR);
        assertEquals(at(CORRIDOR, 1, 1), plan.target(0));
        Groundwork groundwork = new Groundwork(CORRIDOR, plan);
        // (4,1) pushed left from (5,1): nothing in the way
        assertEquals(0, groundwork.inTheWay(boxesOn(CORRIDOR, 4, 1, 7, 1), 0));
    }

    @Test
    void aBoxDoesNotStandInItsOwnWay() {
        Groundwork groundwork = new Groundwork(CORRIDOR, PackingOrder.leaving(CORRIDOR));
        // (6,1) pushed five squares left, the man walking over the squares it left: nothing in the way
        assertEquals(0, groundwork.inTheWay(boxesOn(CORRIDOR, 6, 1), 0));
    }

    @Test
    void aBoxOnTheManSquareOrOnTheWayCountsOnce() {
        Groundwork groundwork = new Groundwork(CORRIDOR, PackingOrder.leaving(CORRIDOR));
        // (5,1) needs the man on (6,1), and (6,1)'s box would cross (5,1): one box in the way either way
        assertEquals(1, groundwork.inTheWay(boxesOn(CORRIDOR, 5, 1, 6, 1), 0));
        // three in a row: the front one needs the middle one's square for the man
        assertEquals(1, groundwork.inTheWay(boxesOn(CORRIDOR, 4, 1, 5, 1, 6, 1), 0));
    }

    @Test
    void aBoxThatCannotBePushedThereCountsAsTheMost() {
        Groundwork groundwork = new Groundwork(CORRIDOR, PackingOrder.leaving(CORRIDOR));
        // (8,1) against the corridor's end: no square to push it left from
        assertEquals(Groundwork.MAX, groundwork.inTheWay(boxesOn(CORRIDOR, 8, 1), 0));
        // the box beside it needs its square for the man
        assertEquals(1, groundwork.inTheWay(boxesOn(CORRIDOR, 7, 1, 8, 1), 0));
    }

    @Test
    void theBoxesThePlanKeepsAreNotBroughtAgain() {
        PackingPlan plan = PackingOrder.leaving(CORRIDOR);
        Groundwork groundwork = new Groundwork(CORRIDOR, plan);
        // (1,1) filled: the next step is (2,1); the box on (1,1) is not one to bring there
        boolean[] box = boxesOn(CORRIDOR, 1, 1, 8, 1);
        assertEquals(1, plan.packed(box));
        assertEquals(Groundwork.MAX, groundwork.inTheWay(box, 1));
        assertEquals(0, groundwork.inTheWay(boxesOn(CORRIDOR, 1, 1, 6, 1), 1));
        // every step done: nothing is next
        assertEquals(Groundwork.MAX, groundwork.inTheWay(boxesOn(CORRIDOR, 1, 1, 2, 1), 2));
    }

    // the goal (1,1) at the end of a passage the box enters from below at (3,1); the man
    // gets round it to (4,1) only by the loop on the right, over (5,2)
    private static final Maze LOOP = new Maze(parse(
            "#######",
            "#.    #",
            "###$# #",
            "  #  .#",
            "  #@  #",
            "  #####"));

    // the same with the loop walled: after the push up the man is shut below the box
    private static final Maze SHUT = new Maze(parse(
            "######",
            "#.   #",
            "###$##",
            "  # #",
            "  #@#",
            "  ###"));

    @Test
    void aTurnTheManCannotGetRoundIsNoWay() {
        PackingPlan plan = PackingOrder.leaving(SHUT);
        assertEquals(at(SHUT, 1, 1), plan.target(0));
        boolean[] box = boxesOn(SHUT, 3, 2);
        assertEquals(0, new Groundwork(SHUT, plan, false).inTheWay(box, 0), "the man put wherever a push needs him");
        assertEquals(Groundwork.MAX, new Groundwork(SHUT, plan, true).inTheWay(box, 0), "the man walked round");
    }

    @Test
    void aBoxOnTheManWayRoundCountsOnce() {
        PackingPlan plan = PackingOrder.leaving(LOOP);
        assertEquals(at(LOOP, 1, 1), plan.target(0));
        Groundwork walking = new Groundwork(LOOP, plan, true);
        // up to (3,1), then the man round by (5,2) to (4,1), then left: nothing in the way
        assertEquals(0, walking.inTheWay(boxesOn(LOOP, 3, 2, 4, 4), 0));
        // a box on (5,2) shuts the loop: one box in the way, and none with the man put behind the box
        boolean[] shut = boxesOn(LOOP, 3, 2, 5, 2);
        assertEquals(1, walking.inTheWay(shut, 0));
        assertEquals(0, new Groundwork(LOOP, plan, false).inTheWay(shut, 0));
    }
}
