package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * {@code parknear} on XSokoban 16, whose order parks a box on (4,7) first (phase 11 of 11): YASS's solution takes the
 * box on (5,8) down into the bottom-left room at its push 10, before it parks, and that box is 17 pushes from the park,
 * so the plain distance term makes the push cost 2 · (1 + 17) = 36 (journal/solver.md entry 118). With the switch the
 * term of a push in a phase of parking squares is no more than a box's that reaches no target of the phase, 8; a push
 * of a box nearer the park keeps its own.
 */
class ParkNearTest {
    private static String terms(PhaseRules rules, int fromX, int fromY, int toX, int toY) throws Exception {
        Maze maze = new Maze(Board.parse(Files.readAllLines(TestData.shipped("xsokoban/screen.16"))));
        PhaseOrder order = Unpacking.of(maze).orElseThrow();
        PhaseTables tables = new PhaseTables(maze, order);
        assertTrue(tables.parkingPhase[order.phaseCount()], "16's first phase parks");
        FreezeCheck freeze = new FreezeCheck(maze, Distances.dead(maze, Distances.pushesTo(maze, maze.goals)));
        PhasePlacement placement = new PhasePlacement(tables, new PhaseScore(tables), new PhaseNodes(), rules, freeze);
        int from = maze.floorOf[maze.board.index(fromX, fromY)];
        int to = maze.floorOf[maze.board.index(toX, toY)];
        boolean[] box = new boolean[maze.size];
        int[] boxes = maze.startBoxes.clone();
        for (int i = 0; i < boxes.length; i++) {
            box[boxes[i]] = true;
            boxes[i] = boxes[i] == from ? to : boxes[i];
        }
        assertTrue(box[from] && !box[to], "a box on the start square, none where it goes");
        box[from] = false;
        box[to] = true;
        String[] seen = new String[1];
        placement.place(1, 0, order.phaseCount(), 0, from, to, box, boxes, new PhaseWatch() {
            @Override
            public void scored(int child, String t) {
                seen[0] = t;
            }
        });
        return seen[0];
    }

    private static PhaseRules parkNear(boolean on) {
        return new PhaseRules(false, false, false, false, false, false, false, false, false, false, false, false, false,
                false, false, false, on);
    }

    @Test
    void aPushFarFromTheParkCostsAsABoxThatReachesNone() throws Exception {
        assertTrue(terms(parkNear(false), 5, 8, 5, 9).contains(" d36 "), "plain: 2 · (1 + 17)");
        assertTrue(terms(parkNear(true), 5, 8, 5, 9).contains(" d8 "), "parknear: capped at 8");
    }

    @Test
    void aPushNearTheParkKeepsItsTerm() throws Exception {
        String plain = terms(parkNear(false), 3, 7, 4, 7);
        assertEquals(plain, terms(parkNear(true), 3, 7, 4, 7));
    }
}
