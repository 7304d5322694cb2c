package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.Slow;
import org.sokodb.TestData;
import org.sokodb.replay.Lurd;
import org.sokodb.replay.LurdResult;
import org.sokodb.board.Board;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.maze.Maze;

/**
 * No cut of the searches rejects a position of a known solution (issue 82): the 75 XSokoban
 * solutions YASS 2.153 found at 10 s ({@code ../shared/docs/yass-xsokoban-solutions.sok}), each
 * walked push by push through every sound cut of the forward and backward searches
 * ({@link PathTrace}), the deadlock sets learned from the dead ends one push off the path
 * included. No search is run; about 3 s of CPU for the 75 and 1.3 s for the sets on the twelve
 * (the pair tables, two a level, are most of it).
 */
@SharedData
@Slow
class YassSolutionsTraceTest {
    /** The twelve levels YASS solves at 10 s and this solver does not (issue 82). */
    private static final Set<String> TWELVE = Set.of("16", "23", "28", "30", "31", "35", "40", "50", "74", "75", "76",
            "85");

    @Test
    void noCutRejectsAPushOfYassSolutions() {
        List<Solutions.Solved> solved = Solutions.read(TestData.sharedDoc("yass-xsokoban-solutions.sok"));
        assertEquals(75, solved.size(), "YASS's valid solutions");
        List<String> bugs = new ArrayList<>();
        for (Solutions.Solved s : solved) {
            bugs.addAll(bugs(s, false, new int[1]));
        }
        assertEquals(List.of(), bugs);
    }

    /**
     * The deadlock sets learned from the dead ends one push off the path, on the twelve levels
     * YASS solves and this solver does not: none matches a position of YASS's solution. (On all
     * 75 the proofs take about four times the rest of the trace: the twelve keep it fast.)
     */
    @Test
    void noSetLearnedOffTheirPathsRejectsAPushOfTheTwelve() {
        List<String> bugs = new ArrayList<>();
        int learned = 0;
        for (Solutions.Solved s : Solutions.read(TestData.sharedDoc("yass-xsokoban-solutions.sok"))) {
            if (!TWELVE.contains(s.name())) {
                continue;
            }
            int[] sets = new int[1];
            bugs.addAll(bugs(s, true, sets));
            learned += sets[0];
        }
        assertEquals(List.of(), bugs);
        assertTrue(learned >= 20, "deadlock sets learned off the paths and asked of them: " + learned);
    }

    /** A level's maze, its cuts (the pair tables, two a level, are most of the class's work) and YASS's path through them. */
    private record Traced(Maze maze, PathTrace trace, PathTrace.Path path) {
        static Traced of(Solutions.Solved s) {
            Maze maze = new Maze(s.board());
            return new Traced(maze, new PathTrace(maze), PathTrace.path(maze, s.steps()));
        }
    }

    /**
     * The twelve's, built once for the class's tests that walk them (the trace without learned sets
     * and those with them): the same mazes, cuts and paths, which no test changes.
     */
    private static final Map<String, Traced> TRACED = new ConcurrentHashMap<>();

    /**
     * The sound cuts that reject a push of the level's solution; with {@code learn}, the sets
     * learned around it first (their count into {@code learnedSets[0]}).
     */
    private static List<String> bugs(Solutions.Solved s, boolean learn, int[] learnedSets) {
        Traced traced = TWELVE.contains(s.name()) ? TRACED.computeIfAbsent(s.name(), name -> Traced.of(s)) : Traced.of(s);
        Maze maze = traced.maze();
        LearnedDeadlocks learned = learn ? LearnedDeadlocks.of(maze) : LearnedDeadlocks.none(maze);
        PathTrace trace = traced.trace();
        PathTrace.Path path = traced.path();
        if (learn) {
            trace.learnAround(path, learned);
            learnedSets[0] = learned.size();
        }
        List<String> bugs = new ArrayList<>();
        for (PathTrace.Rejection r : trace.rejections(path, learned)) {
            if (r.cut().sound) {
                bugs.add("XSokoban " + s.name() + ", " + r);
            }
        }
        return bugs;
    }

    /** The trace sees a cut: a box pushed against a wall it can never leave for the goal is on a dead square, on the push that does it. */
    @Test
    void aPushOntoADeadSquareIsRejectedWhereItIsMade() throws Exception {
        Board board = Board.parse(List.of(
                "#######",
                "#     #",
                "#  $@.#",
                "#     #",
                "#######"));
        Maze maze = new Maze(board);
        PathTrace.Path path = PathTrace.path(maze, ((LurdResult.Parsed) Lurd.parse("LL")).steps());
        List<PathTrace.Rejection> rejections = new PathTrace(maze).rejections(path, LearnedDeadlocks.of(maze));
        assertTrue(rejections.contains(new PathTrace.Rejection(2, PathTrace.Cut.DEAD_SQUARE)), rejections.toString());
        assertTrue(rejections.stream().noneMatch(r -> r.push() == 1 && r.cut() == PathTrace.Cut.DEAD_SQUARE),
                rejections.toString());
    }
}
