package org.sokodb.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class SolutionOrderTest {
    // the Original level 1 solutions of Original_and_Extra.sok: 230/97 and 264/97, plus invented ones
    private final SolutionMetrics fewMoves = new SolutionMetrics(230, 97, 30, 20, 25, 100);
    private final SolutionMetrics fewMovesBetterLines = new SolutionMetrics(230, 97, 29, 20, 25, 100);
    private final SolutionMetrics fewPushes = new SolutionMetrics(264, 95, 30, 20, 25, 100);
    private final SolutionMetrics worse = new SolutionMetrics(270, 97, 10, 5, 5, 50);

    @Test
    void byMovesThenPushesThenTheRest() {
        List<SolutionMetrics> all = new ArrayList<>(List.of(worse, fewPushes, fewMoves, fewMovesBetterLines));
        all.sort(SolutionOrder.BY_MOVES);
        assertEquals(List.of(fewMovesBetterLines, fewMoves, fewPushes, worse), all);
    }

    @Test
    void byPushesThenMovesThenTheRest() {
        List<SolutionMetrics> all = new ArrayList<>(List.of(worse, fewMoves, fewMovesBetterLines, fewPushes));
        all.sort(SolutionOrder.BY_PUSHES);
        assertEquals(List.of(fewPushes, fewMovesBetterLines, fewMoves, worse), all);
    }

    @Test
    void dominationIsOverMovesAndPushesOnly() {
        assertTrue(SolutionOrder.dominates(fewMoves, worse));
        assertFalse(SolutionOrder.dominates(fewMoves, fewPushes));
        assertFalse(SolutionOrder.dominates(fewPushes, fewMoves));
        assertFalse(SolutionOrder.dominates(fewMoves, fewMovesBetterLines), "equal in moves and pushes");
    }
}
