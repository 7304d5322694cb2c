package org.sokodb.solver.packing;

import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The parked box kept for its last phase ({@code parkkeep}): when a goal can be filled by one box
 * only (of the start squares, one alone can be pushed onto it, the goals filled before it standing
 * as walls, as the order's distances count them) and a parking square from which a box reaches the
 * goal so is that box's, the square's destination phase becomes that goal's when the goal is filled
 * later than the order's destination. The box the order parks there is then that one box (any
 * other box that could stand there could fill the goal too), and the phase search's retreat
 * ({@link PhaseTables#retreat}) sends a line back to the parking phase when it takes the box away
 * before the goal's turn, as YASS's order keeps a parked box for its destination (packing-order.md
 * §3). On XSokoban 31 the box of (12,9), parked on (12,10), is the only one that can fill (8,10),
 * the last phase's goal, once (6,10) holds its box; the order had it waiting for (8,11), phase 4.
 */
final class KeptParking {
    private KeptParking() {
    }

    /**
     * {@code order} with each parking square kept for the goal only its box can fill, where that goal
     * comes later; with {@code atStart} the box waits on its start square instead, when no target is
     * there ({@code parkstart}): on 31 YASS's solution leaves the box of (12,9) where it starts until
     * its push 301, and parked on (12,10) it shuts the man out of row 10 from the right.
     */
    static PhaseOrder of(Maze maze, PhaseOrder order, boolean atStart) {
        int[] squares = order.squares().clone();
        int[] destinations = order.destinations().clone();
        for (int u = 0; u < order.size(); u++) {
            if (order.parking(u)) {
                continue;
            }
            int[] toGoal = distances(maze, order, u);
            int start = toGoal == null ? -1 : onlyFeeder(toGoal, maze.startBoxes);
            if (start < 0) {
                continue;
            }
            int phase = order.phases()[u];
            for (int t = 0; t < order.size(); t++) {
                if (order.parking(t) && phase < destinations[t] && toGoal[order.squares()[t]] < Distances.UNREACHABLE) {
                    destinations[t] = phase;
                    if (atStart && !isTarget(squares, start)) {
                        squares[t] = start;
                    }
                }
            }
        }
        return new PhaseOrder(squares, order.phases(), destinations, order.smallAreaPhase(), order.fallback());
    }

    private static boolean isTarget(int[] squares, int square) {
        for (int s : squares) {
            if (s == square) {
                return true;
            }
        }
        return false;
    }

    /** Push distances to goal target {@code u}, the goals of the phases filled before it walls (null: it is walled in). */
    private static int[] distances(Maze maze, PhaseOrder order, int u) {
        boolean[] walls = new boolean[maze.size];
        for (int v = 0; v < order.size(); v++) {
            if (!order.parking(v) && order.phases()[v] > order.phases()[u] && order.squares()[v] != order.squares()[u]) {
                walls[order.squares()[v]] = true;
            }
        }
        return Distances.pushesTo(maze, new int[] {order.squares()[u]}, walls)[0];
    }

    /** The one start square of {@code starts} whose box can be pushed to the goal {@code toGoal} measures, or -1: none or more. */
    private static int onlyFeeder(int[] toGoal, int[] starts) {
        int found = -1;
        for (int s : starts) {
            if (toGoal[s] < Distances.UNREACHABLE) {
                if (found >= 0) {
                    return -1;
                }
                found = s;
            }
        }
        return found;
    }
}
