package org.sokodb.replay;

import org.sokodb.board.Direction;

/** Counts the {@link SolutionMetrics} step by step during a replay. */
final class MetricsCounter {
    private int moves;
    private int pushes;
    private int boxLines;
    private int boxChanges;
    private int pushingSessions;
    private int playerLines;
    private Direction lastDirection;
    private boolean lastWasPush;
    private int lastPushedBox = -1;

    void walked(Direction d) {
        count(d);
        lastWasPush = false;
    }

    void pushed(Direction d, int box) {
        if (!lastWasPush) {
            pushingSessions++;
        }
        if (!lastWasPush || d != lastDirection) {
            boxLines++;
        }
        if (box != lastPushedBox) {
            boxChanges++;
        }
        pushes++;
        lastPushedBox = box;
        count(d);
        lastWasPush = true;
    }

    private void count(Direction d) {
        moves++;
        if (d != lastDirection) {
            playerLines++;
        }
        lastDirection = d;
    }

    SolutionMetrics metrics() {
        return new SolutionMetrics(moves, pushes, boxLines, boxChanges, pushingSessions, playerLines);
    }
}
