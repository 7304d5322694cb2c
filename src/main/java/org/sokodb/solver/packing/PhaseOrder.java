package org.sokodb.solver.packing;

import java.util.ArrayList;
import java.util.List;

import org.sokodb.solver.maze.Maze;

/**
 * A packing order in phases, as YASS makes it: every target (a goal, or a parking square where a
 * box waits for its goal's turn) has a phase. The goal room was emptied backwards phase 1 first,
 * so forwards the highest phase is filled first and phase 1 last; the targets of one phase are
 * filled in any order. A parking square also has the phase of the goal whose box waited there
 * (its destination phase). Nothing else is kept: which box goes where is the forward search's
 * business.
 *
 * @param squares each target's square (goals first, then parking squares; a parking square may be a goal too)
 * @param phases each target's phase, 1 … {@link #phaseCount}
 * @param destinations each target's destination phase: for a parking square, the phase of the goal whose box
 *     waited there; 0 for a goal
 * @param smallAreaPhase the lowest phase that parks a box because its way out was small, 0 when none
 * @param fallback whether the order is the plain peel (no start squares, no parking) because no full order was found
 */
record PhaseOrder(int[] squares, int[] phases, int[] destinations, int smallAreaPhase, boolean fallback) {
    /** How many phases. */
    public int phaseCount() {
        int most = 0;
        for (int p : phases) {
            most = Math.max(most, p);
        }
        return most;
    }

    /** How many targets. */
    public int size() {
        return squares.length;
    }

    /** Whether target {@code t} is a parking square. */
    public boolean parking(int t) {
        return destinations[t] > 0;
    }

    /** How many parking squares. */
    public int parkingCount() {
        int count = 0;
        for (int d : destinations) {
            count += d > 0 ? 1 : 0;
        }
        return count;
    }

    /** The phase of the goal on {@code square} (a floor number), or 0 when it is no goal of the order. */
    public int goalPhase(int square) {
        for (int t = 0; t < squares.length; t++) {
            if (squares[t] == square && destinations[t] == 0) {
                return phases[t];
            }
        }
        return 0;
    }

    /** The targets of phase {@code phase}. */
    public List<Integer> targetsOf(int phase) {
        List<Integer> list = new ArrayList<>();
        for (int t = 0; t < squares.length; t++) {
            if (phases[t] == phase) {
                list.add(t);
            }
        }
        return list;
    }

    /**
     * The order in words, forwards (highest phase first), squares as (x,y) of the board, a parking square with its
     * destination phase ({@code park(12,10)->4}): for the tests and the log.
     */
    public String describe(Maze maze) {
        StringBuilder out = new StringBuilder();
        for (int p = phaseCount(); p >= 1; p--) {
            out.append(p).append(':');
            for (int t : targetsOf(p)) {
                int s = maze.square[squares[t]];
                int w = maze.board.width();
                out.append(' ').append(parking(t) ? "park" : "goal").append('(').append(s % w).append(',')
                        .append(s / w).append(')');
                if (parking(t)) {
                    out.append("->").append(destinations[t]);
                }
            }
            out.append('\n');
        }
        return out.toString();
    }
}
