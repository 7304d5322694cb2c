package org.sokodb.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.sokodb.Alongside;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;

/**
 * The race loses no Microban level: with FESS taking the forward turn over from the push
 * search, every one of the 155 is still solved within a node budget (the push search keeps
 * its first 500k positions, which level 153 needs), each solution replayed again here and
 * named by the search that found it.
 */
@Alongside
@ResourceLock("MicrobanRaceTest")
class MicrobanRaceTest {
    @Test
    void everyMicrobanLevelIsStillSolved() {
        List<Board> levels = Levels.read(TestData.path("sets/soukoban/Microban_155.xsb"));
        assertEquals(155, levels.size());
        // a generous time limit, so the node budget decides (an eighth of it is the push search's turn)
        SolverLimits limits = new SolverLimits(Duration.ofMinutes(20), 512L << 20, 2, 800_000);
        for (int i = 0; i < levels.size(); i++) {
            Board level = levels.get(i);
            SolverResult.Solved solved = assertInstanceOf(SolverResult.Solved.class, Solver.solve(level, limits),
                    "Microban " + (i + 1));
            assertInstanceOf(ReplayResult.Valid.class, Replay.check(level, solved.steps().letters()),
                    "Microban " + (i + 1));
            assertTrue(Set.of("forward", "backward", "meeting", "fess").contains(solved.search()), solved.search());
        }
    }
}
