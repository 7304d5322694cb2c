package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.deadlock.sets.LearnedSet;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.Meeting;
import org.sokodb.solver.search.PushSearch;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;

/**
 * Sasquatch 19, the level learning cost most at 10 s (docs/journal/solver.md, entries 72 and 73):
 * the push search meets a dead end at nearly every step there, and its proofs take up to a
 * million positions in its first 54,000. Here the push search learns for 60,000 positions: sets
 * are learned, and every set of up to four boxes learned is dead by a plain exhaustive search of
 * its boxes alone (single pushes, no cut at all, the man in the set's region): the claim a set
 * makes, checked by other code than the proof that made it.
 */
@SharedData
class LearnedDeadlocksSasquatchTest {
    private static final long MEMORY = 64L << 20;
    /** Positions the plain search may take for one set; a set past it is not counted as checked. */
    private static final int PLAIN_POSITIONS = 100_000;
    /** The sets of at most this many boxes are searched (larger ones take too long for a test). */
    private static final int PLAIN_BOXES = 4;

    @Test
    void everySetLearnedIsDeadByAPlainSearchOfItsBoxesAlone() {
        Maze maze = new Maze(Levels.read(TestData.path("sets/soukoban/Sasquatch_50.xsb")).get(18));
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        new PushSearch(maze, SearchOptions.FAST, new SearchControl(Long.MAX_VALUE, 60_000), MEMORY, Meeting.none(),
                learned).run(System.nanoTime());
        assertTrue(learned.size() >= 10, "sets learned: " + learned.size());
        int checked = 0;
        for (LearnedSet set : learned.sets()) {
            if (set.squares().length > PLAIN_BOXES) {
                continue;
            }
            int man = 0;
            while (!set.holdsFor(man)) {
                man++;
            }
            int outcome = plainSearch(maze, set.squares(), man);
            assertFalse(outcome == SOLVED, "set " + Arrays.toString(set.squares()) + " is solvable alone");
            checked += outcome == DEAD ? 1 : 0;
        }
        assertTrue(checked >= 10, "sets checked to the end: " + checked + " of " + learned.size());
    }

    private static final int SOLVED = 1;
    private static final int DEAD = 0;
    private static final int TOO_LARGE = 2;

    /**
     * Breadth-first by single pushes of {@code boxes} alone, the man from {@code man}: whether they
     * all reach goals. A position is its boxes, sorted, and the smallest square of the man's area.
     */
    private static int plainSearch(Maze maze, int[] boxes, int man) {
        int k = boxes.length;
        if (allOnGoals(maze, boxes, k)) {
            return SOLVED;
        }
        Area area = new Area(maze);
        Area childArea = new Area(maze);
        boolean[] box = new boolean[maze.size];
        HashSet<Long> seen = new HashSet<>();
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        int[] start = Arrays.copyOf(boxes, k + 1);
        start[k] = man;
        seen.add(key(start, k, childArea.fill(start[k], box(box, start, k))));
        queue.add(start);
        while (!queue.isEmpty()) {
            if (seen.size() > PLAIN_POSITIONS) {
                return TOO_LARGE;
            }
            int[] p = queue.poll();
            area.fill(p[k], box(box, p, k));
            for (int i = 0; i < k; i++) {
                for (int d = 0; d < 4; d++) {
                    int to = maze.step(p[i], d);
                    int behind = maze.step(p[i], d ^ 2);
                    if (to < 0 || box[to] || behind < 0 || !area.holds(behind)) {
                        continue;
                    }
                    int[] child = p.clone();
                    child[k] = p[i];
                    child[i] = to;
                    Arrays.sort(child, 0, k);
                    if (allOnGoals(maze, child, k)) {
                        return SOLVED;
                    }
                    box[p[i]] = false;
                    box[to] = true;
                    int smallest = childArea.fill(p[i], box);
                    box[to] = false;
                    box[p[i]] = true;
                    if (seen.add(key(child, k, smallest))) {
                        queue.add(child);
                    }
                }
            }
        }
        return DEAD;
    }

    private static boolean allOnGoals(Maze maze, int[] p, int k) {
        for (int i = 0; i < k; i++) {
            if (!maze.goal[p[i]]) {
                return false;
            }
        }
        return true;
    }

    /** {@code box} cleared and set to the first {@code k} squares of {@code p}. */
    private static boolean[] box(boolean[] box, int[] p, int k) {
        Arrays.fill(box, false);
        for (int i = 0; i < k; i++) {
            box[p[i]] = true;
        }
        return box;
    }

    /** The sorted boxes and the smallest square of the man's area, 12 bits each. */
    private static long key(int[] p, int k, int smallest) {
        long key = 0;
        for (int i = 0; i < k; i++) {
            key = key << 12 | p[i];
        }
        return key << 12 | smallest;
    }

    /** The squares the man reaches without pushing, flooded again for each position into the same arrays. */
    private static final class Area {
        private final Maze maze;
        private final int[] mark;
        private final int[] queue;
        private int round;

        Area(Maze maze) {
            if (maze.size > 1 << 12) {
                throw new IllegalStateException("a square takes 12 bits of a position's key: " + maze.size);
            }
            this.maze = maze;
            this.mark = new int[maze.size];
            this.queue = new int[maze.size];
        }

        /** Floods from {@code man} around {@code box}; returns the smallest square reached. */
        int fill(int man, boolean[] box) {
            round++;
            int head = 0;
            int tail = 0;
            mark[man] = round;
            queue[tail++] = man;
            int smallest = man;
            while (head < tail) {
                int s = queue[head++];
                smallest = Math.min(smallest, s);
                for (int d = 0; d < 4; d++) {
                    int t = maze.step(s, d);
                    if (t >= 0 && mark[t] != round && !box[t]) {
                        mark[t] = round;
                        queue[tail++] = t;
                    }
                }
            }
            return smallest;
        }

        /** Whether the last fill reached {@code square}. */
        boolean holds(int square) {
            return mark[square] == round;
        }
    }
}
