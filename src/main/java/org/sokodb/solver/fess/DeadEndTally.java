package org.sokodb.solver.fess;

import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;

/**
 * What FESS saw of the moves of the position it expands, for the learned deadlock sets: whether
 * any move was legal, and how many were not cut as dead. A position with no legal move, or
 * whose every move was cut as dead (each single push is a move), is a dead end to learn from.
 */
final class DeadEndTally {
    private boolean anyMove;
    private int alive;

    void start() {
        anyMove = false;
        alive = 0;
    }

    /** A box's walk reached {@code reached} squares. */
    void walked(int reached) {
        anyMove |= reached > 0;
    }

    /** A move not cut as dead: listed, stored, or known already. */
    void alive() {
        alive++;
    }

    /** Hands the position ({@code box}, the man on {@code man}) to {@code learned} when it was a dead end. */
    void report(LearnedDeadlocks learned, int man, boolean[] box) {
        if (!anyMove) {
            learned.deadEnd(man, box);
        } else if (alive == 0) {
            learned.everyPushDead(man, box);
        }
    }
}
