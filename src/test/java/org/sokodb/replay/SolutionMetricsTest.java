package org.sokodb.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;

/** The published metrics of docs/solutions.md, on the levels read from the real Microban file. */
class SolutionMetricsTest {

    private static SolutionMetrics metrics(int level, String moves) {
        Board board = TestLevels.board(TestLevels.MICROBAN, level);
        return assertInstanceOf(ReplayResult.Valid.class, Replay.check(board, moves)).metrics();
    }

    @Test
    void microban3() {
        // moves 43, pushes 15, box lines 8, box changes 5, pushing sessions 7, player lines 25
        assertEquals(new SolutionMetrics(43, 15, 8, 5, 7, 25), metrics(3, TestLevels.MICROBAN_3));
    }

    @Test
    void microban4() {
        // box lines 6, box changes 4, pushing sessions 6, player lines 20, moves 29, pushes 7
        assertEquals(new SolutionMetrics(29, 7, 6, 4, 6, 20), metrics(4, TestLevels.MICROBAN_4));
    }

    @Test
    void lowerCaseInputGivesTheSameMetrics() {
        assertEquals(metrics(3, TestLevels.MICROBAN_3), metrics(3, TestLevels.MICROBAN_3.toLowerCase()));
    }

    @Test
    void pushingTheSameBoxAfterWalkingIsNoBoxChange() throws Exception {
        // push right, step back and forth, push right twice: one box, two sessions, two box lines
        Board board = Board.parse(List.of("#######", "#@$  .#", "#     #", "#######"));
        var valid = assertInstanceOf(ReplayResult.Valid.class, Replay.check(board, "RlrRR"));
        assertEquals(new SolutionMetrics(5, 3, 2, 1, 2, 3), valid.metrics());
    }
}
