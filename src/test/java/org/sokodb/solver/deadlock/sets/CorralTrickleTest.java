package org.sokodb.solver.deadlock.sets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.solver.maze.Maze;

/**
 * XSokoban 30's first position of its goal phase 7 (the phase search with {@code parktunnel}, no stall
 * rule, at its 320,495th position: journal/solver.md entry 122), 248,420 positions past the search's
 * last progress: a corral of five boxes whose fence the corrals' own proof (200 positions) proves
 * dead, four of them kept. In the pause past {@link CorralBudget#WINDOW} the corrals are not tried and
 * nothing is learned; with {@code corraltrickle} every fourth position handed over is tried and the
 * four are learned. The set is checked apart: {@link DeadProbe} (to the goals, no fence rule, a
 * hundred times the cap) proves the same four dead alone.
 */
class CorralTrickleTest {
    private static final List<String> PHASE_7 = List.of(
            "       ###########",
            "       #@  #     #",
            "#####  # $    $  #",
            "#   ##### $## # ##",
            "# $$##   # ## $  #",
            "#     $  # ##    #",
            "## ###$  # ##    #",
            "## #   ### ##### #",
            "## #     $  #**..#",
            "# $###$##$  #*...##",
            "#   $   #   #*. . #",
            "#  ##$  #  ##.... #",
            "#####   ######...##",
            "    #####    #####");
    /** The stall the search had gone at that position: past the window. */
    private static final long WITHOUT = 248_420;

    @Test
    void inThePauseTheCorralOfFourIsLearnedOnlyWithTheTrickle() throws Exception {
        Maze maze = new Maze(Board.parse(PHASE_7));
        boolean[] box = boxes(maze);
        assertTrue(CorralBudget.pauses(WITHOUT));

        LearnedDeadlocks plain = LearnedDeadlocks.of(maze);
        LearnedDeadlocks trickle = LearnedDeadlocks.of(maze);
        trickle.trickleCorrals();
        for (int i = 0; i < CorralBudget.TRICKLE; i++) {
            plain.corrals(maze.startMan, box, WITHOUT);
            trickle.corrals(maze.startMan, box, WITHOUT);
        }
        assertEquals(0, plain.size(), "a corral tried in the pause");
        assertFalse(plain.holds(maze.startMan, box));
        assertTrue(trickle.holds(maze.startMan, box), "the corral of four not learned with the trickle");

        int[] four = squares(maze, 2, 4, 6, 5, 6, 6, 2, 9);
        assertTrue(trickle.sets().stream().anyMatch(s -> Arrays.equals(four, s.squares())), "the four not kept");
        DeadProbe.Verdict verdict = new DeadProbe(maze, 20_000).probe(box, maze.startMan);
        assertArrayEquals(four, verdict.set());
    }

    private static boolean[] boxes(Maze maze) {
        boolean[] box = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            box[b] = true;
        }
        return box;
    }

    /** The floor squares of the (column, row) pairs, ascending. */
    private static int[] squares(Maze maze, int... xy) {
        int[] out = new int[xy.length / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = maze.floorOf[maze.board.index(xy[2 * i], xy[2 * i + 1])];
        }
        Arrays.sort(out);
        return out;
    }
}
