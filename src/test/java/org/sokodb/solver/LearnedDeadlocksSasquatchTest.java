package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.solver.deadlock.LearnedDeadlocks;
import org.sokodb.solver.deadlock.LearnedSet;
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

    /** Breadth-first by single pushes of {@code boxes} alone, the man from {@code man}: whether they all reach goals. */
    private static int plainSearch(Maze maze, int[] boxes, int man) {
        int k = boxes.length;
        if (allOnGoals(maze, boxes, k)) {
            return SOLVED;
        }
        HashSet<String> seen = new HashSet<>();
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        int[] start = Arrays.copyOf(boxes, k + 1);
        start[k] = man;
        seen.add(key(maze, start, k));
        queue.add(start);
        while (!queue.isEmpty()) {
            if (seen.size() > PLAIN_POSITIONS) {
                return TOO_LARGE;
            }
            int[] p = queue.poll();
            boolean[] box = new boolean[maze.size];
            for (int i = 0; i < k; i++) {
                box[p[i]] = true;
            }
            boolean[] reached = reach(maze, p[k], box);
            for (int i = 0; i < k; i++) {
                for (int d = 0; d < 4; d++) {
                    int to = maze.step(p[i], d);
                    int behind = maze.step(p[i], d ^ 2);
                    if (to < 0 || box[to] || behind < 0 || !reached[behind]) {
                        continue;
                    }
                    int[] child = p.clone();
                    child[k] = p[i];
                    child[i] = to;
                    Arrays.sort(child, 0, k);
                    if (allOnGoals(maze, child, k)) {
                        return SOLVED;
                    }
                    if (seen.add(key(maze, child, k))) {
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

    /** The boxes and the smallest square of the man's area. */
    private static String key(Maze maze, int[] p, int k) {
        boolean[] box = new boolean[maze.size];
        for (int i = 0; i < k; i++) {
            box[p[i]] = true;
        }
        boolean[] reached = reach(maze, p[k], box);
        int smallest = 0;
        while (!reached[smallest]) {
            smallest++;
        }
        return Arrays.toString(Arrays.copyOf(p, k)) + "/" + smallest;
    }

    private static boolean[] reach(Maze maze, int man, boolean[] box) {
        boolean[] reached = new boolean[maze.size];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        reached[man] = true;
        queue.add(man);
        while (!queue.isEmpty()) {
            int s = queue.poll();
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t >= 0 && !reached[t] && !box[t]) {
                    reached[t] = true;
                    queue.add(t);
                }
            }
        }
        return reached;
    }
}
