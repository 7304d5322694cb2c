package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.solver.deadlock.LearnedDeadlocks;
import org.sokodb.solver.maze.Maze;

/**
 * The fenced-area sets precalculated for XSokoban 40 ({@link LearnedDeadlocks#precalculate}) are
 * sound against the spec at hand: none matches a position of the solution YASS 2.153 found
 * ({@code ../shared/docs/yass-xsokoban-solutions.sok}, replayed valid), walked push by push. The
 * whole of the 75 solutions is checked by {@code bench/trace.sh} with {@code -Don=fenced}
 * (docs/solver.md, "Precalculated deadlock sets").
 */
@SharedData
class FencedSetsOnYassPathsTest {
    @Test
    void noPrecalculatedSetRejectsAPushOfYassSolutionOf40() {
        Solutions.Solved forty = Solutions.read(TestData.sharedDoc("yass-xsokoban-solutions.sok")).stream()
                .filter(s -> s.name().equals("40")).findFirst().orElseThrow();
        Maze maze = new Maze(forty.board());
        LearnedDeadlocks store = LearnedDeadlocks.of(maze);
        store.precalculate();
        assertTrue(store.precalculated() >= 10, "fenced-area sets precalculated on 40: " + store.precalculated());
        PathTrace.Path path = PathTrace.path(maze, forty.steps());
        List<PathTrace.Rejection> learned = new PathTrace(maze).rejections(path, store).stream()
                .filter(r -> r.cut() == PathTrace.Cut.LEARNED).toList();
        assertEquals(List.of(), learned);
    }
}
