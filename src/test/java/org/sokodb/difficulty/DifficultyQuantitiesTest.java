package org.sokodb.difficulty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;

/** The quantities of docs/difficulty.md on boards small enough to count by hand. */
class DifficultyQuantitiesTest {

    private static Board board(String... rows) throws BoardException {
        return Board.parse(List.of(rows));
    }

    @Test
    void twoBoxesEachPushedOnceAreOneBoxChangeAndOneSwitch() throws BoardException {
        Board b = board("########", "#.$ @$.#", "########");
        DifficultyQuantities q = DifficultyQuantities.of(b, "RllL");
        assertEquals(2, q.boxes());
        assertEquals(6, q.floor());
        assertTrue(q.solved());
        assertEquals(2, q.pushes());
        assertEquals(4, q.moves());
        assertEquals(2, q.boxLines());
        assertEquals(1, q.boxChanges(), "two runs of pushes, minus one");
        assertEquals(1.0, q.decomposition());
        assertEquals(0, q.counterintuitive());
        assertEquals(2, q.goalEntries(), "each box from a square that is no goal onto a goal");
    }

    @Test
    void aBoxTakenOffAGoalAndBackEntersItAgain() throws BoardException {
        // box A (row 2) pushed onto its goal and on past it, then back onto it from the right;
        // box B (row 3) pushed onto its goal: three entries in four pushes
        Board b = board("########", "#      #", "#@$.   #", "#  $.  #", "#      #", "########");
        DifficultyQuantities q = DifficultyQuantities.of(b, "RRurrdLddlluR");
        assertEquals(4, q.pushes());
        assertEquals(3, q.goalEntries());
        assertEquals(q.goalEntries(), q.value(Quantity.GOAL_ENTRIES));
        assertEquals(0, DifficultyQuantities.ofBoard(b).goalEntries(), "a board alone has no pushes");
    }

    @Test
    void aPushAwayFromTheGoalIsCounterintuitive() throws BoardException {
        // the box is pushed right (push distance 1 → 2), then back left twice onto the goal
        Board b = board("######", "#    #", "#.$@ #", "#    #", "######");
        DifficultyQuantities q = DifficultyQuantities.of(b, "ulldRurrdLL");
        assertEquals(3, q.pushes());
        assertEquals(11, q.moves());
        assertEquals(1, q.counterintuitive());
        assertEquals(1.0 / 3, q.counterintuitiveShare(), 1e-12);
        assertEquals(0, q.boxChanges(), "one box: one run");
        assertEquals(0.0, q.decomposition());
        assertEquals(0, DifficultyQuantities.of(b, "L").counterintuitive(), "straight onto the goal");
    }

    @Test
    void movesThatDoNotSolveTheLevelAreRefused() throws BoardException {
        Board b = board("######", "#.$@ #", "######");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DifficultyQuantities.of(b, "r"));
        assertTrue(e.getMessage().startsWith("not a solution of the level"), e.getMessage());
    }

    @Test
    void aBoardAloneHasOnlyItsOwnQuantities() throws BoardException {
        Board b = board("#######", "#.$. $#", "#   @ #", "#######");
        DifficultyQuantities q = DifficultyQuantities.ofBoard(b);
        assertFalse(q.solved());
        assertEquals(2, q.boxes());
        assertEquals(10, q.floor());
        assertEquals(0, q.pushes());
        assertEquals(0.0, q.congestion(), "each box's rectangle to its goal holds no other box or goal");
    }

    @Test
    void congestionCountsBoxesAndGoalsBetweenEachBoxAndItsGoal() throws BoardException {
        // the box at column 3 pairs with the goal at column 2 (the closest pair); the box at column 4
        // then with the goal at column 1, and its rectangle (columns 1-4, 4 free squares) holds the
        // other box and the other goal: (4·1 + 4·1) / 4
        Board b = board("#######", "#..$$@#", "#######");
        assertEquals(2.0, DifficultyQuantities.ofBoard(b).congestion(), 1e-12);
    }
}
