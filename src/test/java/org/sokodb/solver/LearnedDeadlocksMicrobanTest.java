package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.replay.Steps;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.deadlock.sets.LearnedSet;
import org.sokodb.solver.fess.FessSearch;
import org.sokodb.solver.packing.plan.PackingSearch;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.Meeting;
import org.sokodb.solver.search.PushSearch;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;

/**
 * A learned deadlock set never cuts a solvable position: on Microban, every set the forward
 * searches learn (the push search, FESS and the packing-order search sharing one store, as in
 * a solve) is checked against every position on a solution of the level found with learning
 * off: none of them matches. Node budgets keep it fast and the same on any machine.
 */
@SharedData
@Slow
class LearnedDeadlocksMicrobanTest {
    private static final long MEMORY = 64L << 20;
    private static final SearchOptions UNLEARNED = SearchOptions.FAST.switched(Set.of(), Set.of("learn"));

    private static SearchControl budget(long nodes) {
        return new SearchControl(Long.MAX_VALUE, nodes);
    }

    @Test
    void noSetLearnedOnMicrobanMatchesAPositionOfASolution() {
        List<Board> levels = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb"));
        int sets = 0;
        int checked = 0;
        for (int i = 0; i < levels.size(); i += 4) {
            String name = "Microban " + (i + 1);
            Maze maze = new Maze(levels.get(i));
            SearchOutcome solution = new PushSearch(maze, UNLEARNED, budget(100_000), MEMORY).run(System.nanoTime());
            if (!(solution instanceof SearchOutcome.Found found)) {
                continue; // the few the push search alone does not solve in its budget
            }
            LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
            new PushSearch(maze, SearchOptions.FAST, budget(20_000), MEMORY, Meeting.none(), learned)
                    .run(System.nanoTime());
            new PackingSearch(maze, PackingSearch.Clearing.WAY, Long.MAX_VALUE, budget(20_000), MEMORY, learned)
                    .run(System.nanoTime());
            new FessSearch(maze, SearchOptions.FAST, budget(20_000), MEMORY, Meeting.none(), learned)
                    .run(System.nanoTime());
            sets += learned.size();
            checked++;
            for (LearnedSet set : learned.sets()) {
                assertFalse(onPath(maze, found.steps(), set), name + ": a learned set matches a position of a solution");
            }
        }
        assertTrue(checked >= 35, "levels checked: " + checked);
        assertTrue(sets >= 10, "sets learned and checked: " + sets);
    }

    /** Whether the set matches the start or any position after a push of the solution {@code steps}. */
    private static boolean onPath(Maze maze, Steps steps, LearnedSet set) {
        boolean[] box = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            box[b] = true;
        }
        int man = maze.startMan;
        if (set.matches(box, man)) {
            return true;
        }
        for (int i = 0; i < steps.length(); i++) {
            int d = steps.direction(i).ordinal();
            int next = maze.step(man, d);
            if (box[next]) {
                box[next] = false;
                box[maze.step(next, d)] = true;
                man = next;
                if (set.matches(box, man)) {
                    return true;
                }
            } else {
                man = next;
            }
        }
        return false;
    }
}
