package org.sokodb.optimizer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;

/**
 * A candidate a method got wrong is an optimizer bug: the incumbent refuses it, counts it, and
 * under assertions (as the tests run) throws, so that no test passes on the input while a
 * method silently makes wrong solutions.
 */
class IncumbentTest {
    private static Incumbent incumbent(Tables t, Board level) {
        ReplayResult.Valid start = (ReplayResult.Valid) Replay.replay(level, new Steps(HandLevels.WANDER.input()),
                TrailingSteps.REFUSE);
        return new Incumbent(t, Metric.MOVES, PushLine.of(t, start.steps()).orElseThrow(), start.steps(),
                start.metrics());
    }

    @Test
    void aCandidateWhosePushesCannotBeMadeIsCountedAndFailsTheTest() throws Exception {
        Board level = Board.parse(HandLevels.WANDER.rows());
        Tables t = new Tables(level);
        Incumbent best = incumbent(t, level);
        // a push of the box's square to the left, twice: the second pushes from where no box stands
        int box = t.maze.startBoxes[0];
        PushLine wrong = new PushLine(new int[] {box, box}, new int[] {3, 3});
        AssertionError e = assertThrows(AssertionError.class, () -> best.offer(wrong));
        assertTrue(e.getMessage().startsWith("the optimizer made a wrong candidate: "), e.getMessage());
        assertEquals(1, best.failures());
        assertEquals(7, best.solution().metrics().moves(), "the incumbent is kept");
    }

    @Test
    void aValidCandidateThatIsNoBetterIsNoFailure() throws Exception {
        Board level = Board.parse(HandLevels.WANDER.rows());
        Tables t = new Tables(level);
        Incumbent best = incumbent(t, level);
        assertTrue(best.offer(best.solution().line()), "the same pushes with the shortest walk: 3 moves, not 7");
        assertTrue(!best.offer(best.solution().line()), "the same again is no better");
        assertEquals(0, best.failures());
    }
}
