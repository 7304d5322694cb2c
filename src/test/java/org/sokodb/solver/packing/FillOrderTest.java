package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.solver.PathTrace;
import org.sokodb.solver.Solutions;
import org.sokodb.solver.maze.Maze;

/**
 * The order in which YASS's solutions fill the goals against our phased order ({@link FillOrder}).
 * The pushes after which each goal holds its box for good were read off the solutions by replaying
 * them by hand; the phases of 23 off its board: the goal room is columns 1–2 of rows 3–12, one way
 * in at (2,6), so it empties backwards from (2,6) outwards, ring by ring, (1,11) and (2,12) last.
 */
@SharedData
class FillOrderTest {
    private static String[] row(String level) {
        for (Solutions.Solved s : Solutions.read(TestData.sharedDoc("yass-xsokoban-solutions.sok"))) {
            if (s.name().equals(level)) {
                Maze maze = new Maze(s.board());
                return FillOrder.row(maze, PathTrace.path(maze, s.steps()).boxes()).orElseThrow().split("\t");
            }
        }
        throw new AssertionError("no solution of " + level);
    }

    @Test
    void yassFills23sGoalsPhaseByPhaseInOurOrder() {
        String[] row = row("23");
        assertEquals("18", row[0], "goals");
        assertEquals("7", row[1], "phases");
        assertEquals("0", row[2], "parking squares");
        assertEquals("0", row[3], "inversions: " + row[4]);
        assertTrue(row[6].startsWith("(1,11)@70:p7 (2,12)@87:p7 (1,10)@107:p6 (2,11)@125:p6 (1,3)@154:p5"), row[6]);
        assertTrue(row[6].endsWith("(1,6)@403:p2 (2,7)@437:p2 (2,6)@472:p1"), row[6]);
    }

    @Test
    void on30YassFillsTheGoalsInOurOrderAndPassesOverOurParkingSquares() {
        String[] row = row("30");
        assertEquals("12", row[1], "phases");
        assertEquals("0", row[3], "inversions of the goals: " + row[4]);
        assertEquals("(2,7):p10@30 (2,4):p11@0 (3,4):p12@26", row[5]);
        assertTrue(row[6].startsWith("(13,8)@55:p9 (13,9)@59:p8"), row[6]);
    }

    @Test
    void on74YassFillsTheBottomGoalBeforeTheRightHandOnes() {
        String[] row = row("74");
        assertEquals("18", row[1], "phases");
        assertEquals("11", row[2], "parking squares");
        assertEquals("5", row[3], "inversions");
        assertEquals("(10,8)@6:p11 before (11,3)@24:p13", row[4]);
    }
}
