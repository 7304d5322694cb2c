package org.sokodb.difficulty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.solver.Levels;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The man's area kept from push to push ({@link ManArea}) against the solver's fill from where
 * the man stands ({@link ManReach}), square by square after every push of random walks: corridors,
 * rooms cut in two, boxes pushed out of the man's area and back.
 */
class ManAreaTest {
    /** Random pushes over {@code board}, starting again when none is open; returns the pushes made. */
    private static int walkAndCompare(Board board, long seed, int pushes) {
        Maze maze = new Maze(board);
        ManArea area = new ManArea(maze);
        ManReach reach = new ManReach(maze);
        SplittableRandom random = new SplittableRandom(seed);
        boolean[] box = new boolean[maze.size];
        int[] at = maze.startBoxes.clone();
        for (int s : at) {
            box[s] = true;
        }
        int man = maze.startMan;
        area.fill(man, box);
        int made = 0;
        int[] open = new int[4 * at.length];
        for (int step = 0; step < pushes; step++) {
            int count = 0;
            for (int i = 0; i < at.length; i++) {
                for (int d = 0; d < 4; d++) {
                    int to = maze.step(at[i], d);
                    if (to >= 0 && !box[to] && area.reached(maze.step(at[i], d ^ 2))) {
                        open[count++] = i * 4 + d;
                    }
                }
            }
            if (count == 0) { // stuck: back to the start, filled anew
                Arrays.fill(box, false);
                at = maze.startBoxes.clone();
                for (int s : at) {
                    box[s] = true;
                }
                man = maze.startMan;
                area.fill(man, box);
                continue;
            }
            int k = open[random.nextInt(count)];
            int i = k >>> 2;
            int d = k & 3;
            int from = at[i];
            int to = maze.step(from, d);
            box[from] = false;
            box[to] = true;
            at[i] = to;
            man = from;
            area.pushed(from, to, d, box);
            made++;
            reach.fill(man, box);
            for (int s = 0; s < maze.size; s++) {
                assertEquals(reach.reached(s), area.reached(s), "square " + s + " after push " + made);
            }
        }
        return made;
    }

    @Test
    void theAreaKeptIsTheFillOnBoxobanLevels() {
        List<Board> levels = Levels.read(TestData.shipped("boxoban/medium/train/306.txt"));
        int made = 0;
        for (int l = 0; l < 20; l++) {
            made += walkAndCompare(levels.get(l), l, 2_000);
        }
        assertTrue(made > 20_000, "pushes compared: " + made);
    }

    @Test
    void theAreaKeptIsTheFillOnXSokobanScreens() {
        int made = 0;
        for (String screen : List.of("xsokoban/screen.1", "xsokoban/screen.2", "xsokoban/screen.14")) {
            made += walkAndCompare(Levels.read(TestData.shipped(screen)).get(0), screen.hashCode(), 3_000);
        }
        assertTrue(made > 3_000, "pushes compared: " + made);
    }

    @Test
    void aBoxPushedIntoTheCorridorsMouthCutsTheCorridorOff() throws BoardException {
        // the man can walk round the box into the corridor; pushed right, the box closes its mouth
        Board board = Board.parse(List.of(
                "##########",
                "#    #####",
                "# @$    .#",
                "#    #####",
                "##########"));
        Maze maze = new Maze(board);
        ManArea area = new ManArea(maze);
        boolean[] box = new boolean[maze.size];
        int from = maze.startBoxes[0];
        box[from] = true;
        area.fill(maze.startMan, box);
        int right = 1; // Direction.RIGHT
        int to = maze.step(from, right);
        int beyond = maze.step(to, right);
        assertTrue(area.reached(to) && area.reached(beyond), "the corridor is the man's before the push");
        box[from] = false;
        box[to] = true;
        area.pushed(from, to, right, box);
        assertTrue(area.reached(from));
        assertTrue(area.reached(maze.step(to, 0)), "the square above the box");
        assertFalse(area.reached(to));
        assertFalse(area.reached(beyond), "the corridor is cut off");
    }
}
