package org.sokodb.solver.fess;

import org.sokodb.solver.deadlock.PiCorrals;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The pushes a position's PI-corral leaves to FESS ({@link PiCorrals}): when the position has
 * one, only macro moves whose first push goes into it are made, and a box with no such push
 * is not walked at all. Marked per push ({@code square * 4 + direction}) for the position
 * being expanded, and cleared again before the next.
 */
final class CorralPushes {
    private final PiCorrals corrals;
    private final boolean[] allowed;
    /** The pushes of the position's PI-corral, or {@link PiCorrals#ALL} when it has none to restrict to. */
    private int corral = PiCorrals.ALL;

    CorralPushes(Maze maze, boolean[] dead) {
        this.corrals = new PiCorrals(maze, dead);
        this.allowed = new boolean[4 * maze.size];
    }

    /**
     * Looks for the PI-corral of the position ({@code box}, the man's area {@code reach}) and
     * marks its pushes; false when the position is dead (a PI-corral no push can enter).
     */
    boolean restrict(ManReach reach, boolean[] box) {
        corral = corrals.find(reach, box);
        if (corral == 0) {
            corral = PiCorrals.ALL;
            return false;
        }
        if (corral != PiCorrals.ALL) {
            for (int k = 0; k < corral; k++) {
                allowed[corrals.pushes[k]] = true;
            }
        }
        return true;
    }

    /** Whether the box on {@code square} has a push the corral leaves (every box has, with no corral). */
    boolean mayMove(int square) {
        return corral == PiCorrals.ALL || allowed[4 * square] || allowed[4 * square + 1] || allowed[4 * square + 2]
                || allowed[4 * square + 3];
    }

    /** Whether a macro move whose first push is {@code push} ({@code square * 4 + direction}) is left. */
    boolean allows(int push) {
        return corral == PiCorrals.ALL || allowed[push];
    }

    /** Clears the marks of the position expanded. */
    void clear() {
        if (corral != PiCorrals.ALL) {
            for (int k = 0; k < corral; k++) {
                allowed[corrals.pushes[k]] = false;
            }
        }
        corral = PiCorrals.ALL;
    }
}
