package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.packing.PhaseTrace;

/**
 * The trace's per-push table gives the terms of the path child's score and of the best
 * sibling's, YASS's score term by term (packing-order.md §3). Where the phase search first
 * parts from YASS's solution of XSokoban 28 (push 1, phase 10 of 10), the box on (2,7) pushed
 * up, away from the goal room (YASS's push: not free, the bound one more, 2·(1 + 24) for its
 * box's distance to the phase's nearest target), against the same box pushed right (free, the
 * bound one less, 2·(1 + 22), a bonus of 2 for the target it came nearer): 9 worse, which is
 * the sum of the terms' differences, so YASS's score ranks the sibling first there too.
 */
class PhaseTraceTermsTest {
    @Test
    void theScoresWhereThePhaseSearchPartsFromYassOn28AreYassTermsSummed() {
        Solutions.Solved level = Solutions.read(TestData.sharedDoc("yass-xsokoban-solutions.sok")).stream()
                .filter(s -> s.name().equals("28")).findFirst().orElseThrow();
        Maze maze = new Maze(level.board());
        PathTrace.Path path = PathTrace.path(maze, level.steps());
        PhaseTrace trace = PhaseTrace.of(maze, Arrays.copyOf(path.from(), 1), Arrays.copyOf(path.direction(), 1), 10,
                true).orElseThrow();
        String[] push1 = trace.detail().split("\n")[1].split("\t");
        assertEquals("(2,7)+R", push1[10], "the best sibling");
        assertEquals("g'1 slb193 filled0 d50 bonus0", push1[12], "YASS's push");
        assertEquals("g'0 slb191 filled0 d46 bonus2", push1[13], "the sibling");
        int path1 = Integer.parseInt(push1[8]);
        int sibling = Integer.parseInt(push1[11]);
        assertEquals((1 - 0) + (193 - 191) + (50 - 46) - (0 - 2), path1 - sibling);
    }
}
