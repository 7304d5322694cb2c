package org.sokodb.solver.packing;

import java.util.Arrays;

import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * The box kept for its last phase ({@code parkkeep}): when a goal can be filled by one box only (of
 * the start squares, one alone can be pushed onto it, the goals filled before it standing as walls,
 * as the order's distances count them) and the order parks a box for an earlier goal on a square from
 * which a box reaches that goal so, the one box is given a parking target of its own on its start
 * square, in the first phase, waiting for the goal's phase. The box the order parks on the square is
 * then another one, and the phase search's retreat ({@link PhaseTables#retreat}) sends a line back to
 * the first phase when it takes the one box away before its goal's turn, as YASS's order keeps a
 * parked box for its destination (packing-order.md §3).
 *
 * <p>On XSokoban 31 the box of (12,9) is the only one that can fill (8,10), the last phase's goal, once
 * (6,10) holds its box, and the order parks a box on (12,10), on its way, for (8,11) (phase 4). The
 * search took the box of (12,9) for that square, the nearest, and so for (8,11); YASS's solution
 * leaves it on (12,9) until its push 301 and parks another box, from (7,3), on (11,10) for (8,11)
 * (measured: journal/solver.md entry 119).
 */
final class KeptParking {
    private KeptParking() {
    }

    /** {@code order} with a target in its first phase on the start square of each box kept so, when no target is there. */
    static PhaseOrder of(Maze maze, PhaseOrder order) {
        int size = order.size();
        int[] squares = Arrays.copyOf(order.squares(), size + maze.goals.length);
        int[] phases = Arrays.copyOf(order.phases(), squares.length);
        int[] destinations = Arrays.copyOf(order.destinations(), squares.length);
        int kept = size;
        for (int u = 0; u < size; u++) {
            if (order.parking(u)) {
                continue;
            }
            int[] toGoal = distances(maze, order, u);
            int start = toGoal == null ? -1 : onlyFeeder(toGoal, maze.startBoxes);
            if (start < 0 || isTarget(squares, kept, start) || !parkedOnTheWay(order, u, toGoal)) {
                continue;
            }
            squares[kept] = start;
            phases[kept] = order.phaseCount();
            destinations[kept] = order.phases()[u];
            kept++;
        }
        return new PhaseOrder(Arrays.copyOf(squares, kept), Arrays.copyOf(phases, kept), Arrays.copyOf(destinations, kept),
                order.smallAreaPhase(), order.fallback());
    }

    /** Whether the order parks a box for a goal filled before goal {@code u} on a square from which a box reaches {@code u}. */
    private static boolean parkedOnTheWay(PhaseOrder order, int u, int[] toGoal) {
        for (int t = 0; t < order.size(); t++) {
            if (order.parking(t) && order.destinations()[t] > order.phases()[u]
                    && toGoal[order.squares()[t]] < Distances.UNREACHABLE) {
                return true;
            }
        }
        return false;
    }

    private static boolean isTarget(int[] squares, int count, int square) {
        return Arrays.stream(squares, 0, count).anyMatch(s -> s == square);
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
