package org.sokodb.solver.deadlock.sets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.solver.PathPositions;
import org.sokodb.solver.PathTrace;
import org.sokodb.solver.Solutions;
import org.sokodb.solver.maze.Maze;

/**
 * The fenced-area sets precalculated for XSokoban 40 ({@link LearnedDeadlocks#precalculate}) are
 * sound against the spec at hand: none holds in a position of the solution YASS 2.153 found
 * ({@code ../shared/docs/yass-xsokoban-solutions.sok}, replayed valid), walked push by push. The
 * proofs are capped at 20,000 positions here (200,000 in the searches) to keep the test short; the
 * whole of the 75 solutions with the searches' cap is checked by {@code bench/trace.sh} with
 * {@code -Don=fenced} (docs/solver.md, "Precalculated deadlock sets: the fenced-area family").
 */
@SharedData
class FencedSetsOnYassPathTest {
    @Test
    void noPrecalculatedSetHoldsInAPositionOfYassSolutionOf40() {
        Solutions.Solved forty = Solutions.read(TestData.sharedDoc("yass-xsokoban-solutions.sok")).stream()
                .filter(s -> s.name().equals("40")).findFirst().orElseThrow();
        Maze maze = new Maze(forty.board());
        LearnedDeadlocks store = LearnedDeadlocks.of(maze);
        store.precalculate(20_000);
        assertTrue(store.precalculated() >= 5, "fenced-area sets precalculated on 40: " + store.precalculated());
        PathTrace.Path path = PathTrace.path(maze, forty.steps());
        assertEquals(List.of(), PathPositions.where(path, store::holds), "positions of YASS's solution a precalculated set holds in");
    }
}
