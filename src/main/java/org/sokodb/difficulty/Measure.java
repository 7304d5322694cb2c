package org.sokodb.difficulty;

import org.sokodb.board.Board;

/** Measures {@link DifficultyQuantities} of a board and of a solution's {@link PushTrace}. */
final class Measure {
    private Measure() {
    }

    static DifficultyQuantities of(Board board, PushTrace trace, Decomposition variant) {
        int[] distance = PushDistances.of(board);
        int counterintuitive = 0;
        int goalEntries = 0;
        for (int i = 0; i < trace.pushes(); i++) {
            if (distance[trace.to()[i]] > distance[trace.from()[i]]) {
                counterintuitive++;
            }
            if (!board.isGoal(trace.from()[i]) && board.isGoal(trace.to()[i])) {
                goalEntries++;
            }
        }
        SwitchGraph graph = SwitchGraph.of(trace);
        double decomposition = variant == Decomposition.MIN_CUT ? MinCut.of(graph) : BalancedSplit.of(graph, variant);
        return new DifficultyQuantities(boxes(board), floor(board), Congestion.of(board), true, trace.pushes(),
                trace.metrics().moves(), trace.metrics().boxLines(), trace.boxChanges(), decomposition, counterintuitive,
                goalEntries);
    }

    static DifficultyQuantities ofBoard(Board board) {
        return new DifficultyQuantities(boxes(board), floor(board), Congestion.of(board), false, 0, 0, 0, 0, 0, 0, 0);
    }

    private static int boxes(Board board) {
        int n = 0;
        for (int s = 0; s < board.size(); s++) {
            if (board.isInArea(s) && board.hasBox(s)) {
                n++;
            }
        }
        return n;
    }

    private static int floor(Board board) {
        int n = 0;
        for (int s = 0; s < board.size(); s++) {
            if (board.isInArea(s)) {
                n++;
            }
        }
        return n;
    }
}
