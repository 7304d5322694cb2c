package org.sokodb.solver.deadlock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.Slow;
import org.sokodb.board.Board;
import org.sokodb.solver.maze.Maze;

/**
 * The deadlock table of two boxes, for the push and the pull search, on a small hand-made
 * level: a room with the goals and start squares, a one-wide dead end hanging below it
 * (x = 3, rows 6 and 7). Checked by hand on a few pairs, and on every pair and man square
 * against a plain search forwards, two boxes alone, that stops when both are home.
 */
@Slow
class PairDeadlocksTest {
    private static Maze room() throws Exception {
        return new Maze(Board.parse(List.of(
                "########",
                "#      #",
                "# $$ @ #",
                "# ..   #",
                "###  ###",
                "###  ###",
                "### ####",
                "### ####",
                "########")));
    }

    private static int at(Maze maze, int x, int y) {
        return maze.floorOf[maze.board.index(x, y)];
    }

    @Test
    void aBoxPushedIntoTheDeadEndIsLostWithTheManAboveIt() throws Exception {
        Maze maze = room();
        PairDeadlocks pushes = PairDeadlocks.forPushes(maze);
        int inDeadEnd = at(maze, 3, 6);
        int other = at(maze, 2, 2);
        // the man above cannot get below the box to push it back up
        assertTrue(pushes.isDeadlock(inDeadEnd, other, at(maze, 3, 5)));
        assertTrue(pushes.isDeadlock(inDeadEnd, other, at(maze, 6, 1)));
        // from below he pushes it up to goal (3,3), then the other one down onto (2,3)
        assertFalse(pushes.isDeadlock(inDeadEnd, other, at(maze, 3, 7)));
    }

    @Test
    void aBoxPulledIntoTheDeadEndIsLostWithTheManBelowIt() throws Exception {
        Maze maze = room();
        PairDeadlocks pulls = PairDeadlocks.forPulls(maze);
        int inDeadEnd = at(maze, 3, 6);
        int other = at(maze, 2, 3);
        // the man at the end of the dead end has nowhere to step back to
        assertTrue(pulls.isDeadlock(inDeadEnd, other, at(maze, 3, 7)));
        // from above he pulls it up onto (3,2), then the other one up onto (2,2)
        assertFalse(pulls.isDeadlock(inDeadEnd, other, at(maze, 3, 5)));
        assertFalse(pulls.isDeadlock(inDeadEnd, other, at(maze, 6, 1)));
    }

    @Test
    void twoBoxesAlreadyHomeAreNeverADeadlock() throws Exception {
        Maze maze = room();
        assertFalse(PairDeadlocks.forPushes(maze).isDeadlock(at(maze, 2, 3), at(maze, 3, 3), at(maze, 5, 2)));
        assertFalse(PairDeadlocks.forPulls(maze).isDeadlock(at(maze, 2, 2), at(maze, 3, 2), at(maze, 5, 2)));
    }

    @Test
    void theTableAgreesWithAPlainSearchOnEveryPairAndManSquare() throws Exception {
        Maze maze = room();
        for (boolean pull : new boolean[] {false, true}) {
            PairDeadlocks table = pull ? PairDeadlocks.forPulls(maze) : PairDeadlocks.forPushes(maze);
            int[] targets = pull ? maze.startBoxes : maze.goals;
            long dead = 0;
            for (int a = 0; a < maze.size; a++) {
                for (int b = a + 1; b < maze.size; b++) {
                    for (int m = 0; m < maze.size; m++) {
                        if (m == a || m == b) {
                            continue;
                        }
                        boolean solvable = solvable(maze, targets, pull, a, b, m);
                        assertEquals(!solvable, table.isDeadlock(a, b, m),
                                (pull ? "pulls" : "pushes") + ": boxes " + a + ", " + b + ", man " + m);
                        dead += solvable ? 0 : 1;
                    }
                }
            }
            assertEquals(dead, table.deadCount());
            assertTrue(dead > 0);
        }
    }

    @Test
    void noTableForOneBox() throws Exception {
        Maze maze = new Maze(Board.parse(List.of("#####", "#@$.#", "#####")));
        assertFalse(PairDeadlocks.forPushes(maze).built());
        assertFalse(PairDeadlocks.forPulls(maze).built());
    }

    /** Forwards from the pair, one push (or pull) at a time, the man walking square by square. */
    private static boolean solvable(Maze maze, int[] targets, boolean pull, int a, int b, int m) {
        Set<Integer> home = new HashSet<>();
        for (int t : targets) {
            home.add(t);
        }
        int size = maze.size;
        Set<Long> seen = new HashSet<>();
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[] {a, b, m});
        seen.add(key(size, a, b, m));
        while (!queue.isEmpty()) {
            int[] s = queue.poll();
            if (home.contains(s[0]) && home.contains(s[1])) {
                return true;
            }
            for (int d = 0; d < 4; d++) {
                int step = maze.step(s[2], d);
                if (step == Maze.NONE) {
                    continue;
                }
                int[] next;
                if (step != s[0] && step != s[1]) {
                    if (pull) {
                        // the man walks, or pulls the box behind him along
                        int behind = maze.step(s[2], d ^ 2);
                        next = new int[] {s[0], s[1], step};
                        if (behind == s[0] || behind == s[1]) {
                            add(queue, seen, size, behind == s[0] ? new int[] {s[2], s[1], step}
                                    : new int[] {s[0], s[2], step});
                        }
                    } else {
                        next = new int[] {s[0], s[1], step};
                    }
                } else {
                    if (pull) {
                        continue;
                    }
                    int beyond = maze.step(step, d);
                    if (beyond == Maze.NONE || beyond == s[0] || beyond == s[1]) {
                        continue;
                    }
                    next = step == s[0] ? new int[] {beyond, s[1], step} : new int[] {s[0], beyond, step};
                }
                add(queue, seen, size, next);
            }
        }
        return false;
    }

    private static void add(ArrayDeque<int[]> queue, Set<Long> seen, int size, int[] s) {
        if (seen.add(key(size, s[0], s[1], s[2]))) {
            queue.add(s);
        }
    }

    private static long key(int size, int a, int b, int m) {
        return ((long) Math.min(a, b) * size + Math.max(a, b)) * size + m;
    }
}
