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
 * The corral sets the phase search learns with {@code phaselearn} ({@link
 * LearnedDeadlocks#corrals}, the corrals of every position it expands) are sound against the spec
 * at hand: the corrals of every position of the solution YASS 2.153 found for XSokoban 28
 * ({@code ../shared/docs/yass-xsokoban-solutions.sok}, replayed valid) are tried, and none of the
 * sets learned holds in a position of that solution. The level's proofs are capped at 100,000
 * positions here (2,000,000 in the searches) to keep the test short; the 75 solutions, the
 * children one push off each path too, are checked by {@code bench/trace.sh} with {@code
 * -Don=phaselearn}.
 */
@SharedData
class CorralsOnYassPathTest {
    @Test
    void noCorralSetLearnedAlongYassSolutionOf28HoldsOnIt() {
        Solutions.Solved level = Solutions.read(TestData.sharedDoc("yass-xsokoban-solutions.sok")).stream()
                .filter(s -> s.name().equals("28")).findFirst().orElseThrow();
        Maze maze = new Maze(level.board());
        LearnedDeadlocks store = LearnedDeadlocks.of(maze);
        PathTrace.Path path = PathTrace.path(maze, level.steps());
        for (int k = 0; k < path.boxes().size(); k++) {
            store.corralsWithin(path.man()[k], path.boxes().get(k).clone(), 100_000);
        }
        assertTrue(store.proofPositions() > 0, "corrals tried along 28's solution");
        assertEquals(List.of(), PathPositions.where(path, store::holds), "positions of YASS's solution a corral set learned along it holds in");
    }
}
