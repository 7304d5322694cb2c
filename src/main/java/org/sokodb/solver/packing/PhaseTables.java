package org.sokodb.solver.packing;

import java.util.Arrays;

import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * What the forward search reads off a {@link PhaseOrder}: each phase's targets, how many targets
 * the phases above a phase hold, the targets on each square, each box square's push distance to
 * its nearest goal (summed, the score's simple lower bound) and, per target, push distances that
 * know the order: the goals of the phases filled before it count as walls.
 */
final class PhaseTables {
    final Maze maze;
    final PhaseOrder order;
    final int phases;
    /** Per phase (1 … phases), its targets. */
    final int[][] byPhase;
    /** Per phase, the number of targets of all higher phases (those filled before it). */
    final int[] above;
    /** Per square, the targets on it (a parking square may be a goal too). */
    final int[][] onSquare;
    /** Per target, push distances to it, the goals of higher phases walls. */
    final int[][] toTarget;
    /** Per square, the fewest pushes to any goal on the empty board. */
    final int[] nearestGoal;
    /** Per square, whether it is a goal with walls on two sides at right angles: a box put there never moves again. */
    final boolean[] cornerGoal;
    /** Per phase, whether all its targets are parking squares (forwards, the boxes parked before any goal is filled). */
    final boolean[] parkingPhase;

    /** The tables of {@code order}. */
    PhaseTables(Maze maze, PhaseOrder order) {
        this.maze = maze;
        this.order = order;
        this.phases = order.phaseCount();
        this.byPhase = new int[phases + 1][];
        this.above = new int[phases + 2];
        for (int p = 1; p <= phases; p++) {
            byPhase[p] = order.targetsOf(p).stream().mapToInt(Integer::intValue).toArray();
        }
        for (int p = phases - 1; p >= 0; p--) {
            above[p] = above[p + 1] + byPhase[p + 1].length;
        }
        cornerGoal = new boolean[maze.size];
        for (int g : maze.goals) {
            for (int d = 0; d < 4; d++) {
                cornerGoal[g] |= maze.step(g, d) == Maze.NONE && maze.step(g, (d + 1) & 3) == Maze.NONE;
            }
        }
        parkingPhase = new boolean[phases + 1];
        for (int p = 1; p <= phases; p++) {
            parkingPhase[p] = true;
            for (int t : byPhase[p]) {
                parkingPhase[p] &= order.parking(t);
            }
        }
        int[] count = new int[maze.size];
        for (int s : order.squares()) {
            count[s]++;
        }
        onSquare = new int[maze.size][];
        for (int s = 0; s < maze.size; s++) {
            onSquare[s] = new int[count[s]];
        }
        Arrays.fill(count, 0);
        for (int t = 0; t < order.size(); t++) {
            int s = order.squares()[t];
            onSquare[s][count[s]++] = t;
        }
        toTarget = new int[order.size()][];
        for (int t = 0; t < order.size(); t++) {
            boolean[] walls = new boolean[maze.size];
            for (int u = 0; u < order.size(); u++) {
                if (!order.parking(u) && order.phases()[u] > order.phases()[t] && order.squares()[u] != order.squares()[t]) {
                    walls[order.squares()[u]] = true;
                }
            }
            toTarget[t] = Distances.pushesTo(maze, new int[] {order.squares()[t]}, walls)[0];
            if (toTarget[t] == null) {
                toTarget[t] = Distances.fill(maze, order.squares()[t], true, Maze.NONE);
            }
        }
        int[][] goals = Distances.pushesTo(maze, maze.goals);
        nearestGoal = new int[maze.size];
        for (int s = 0; s < maze.size; s++) {
            int best = Distances.UNREACHABLE;
            for (int[] d : goals) {
                best = Math.min(best, d[s]);
            }
            nearestGoal[s] = best;
        }
    }

    /** Whether every target of phase {@code p} holds a box. */
    boolean complete(int p, boolean[] box) {
        for (int t : byPhase[p]) {
            if (!box[order.squares()[t]]) {
                return false;
            }
        }
        return true;
    }

    /** Phase {@code p}, or the next one down whose targets do not all hold boxes yet (0: every phase complete). */
    int settle(int p, boolean[] box) {
        while (p > 0 && complete(p, box)) {
            p--;
        }
        return p;
    }

    /**
     * The phase after a box left {@code square} in phase {@code p}: back to the phase of a target
     * of phase {@code p} or before on that square (the lowest such), unless it is a parking
     * square whose destination phase has come, or any parking square from phase 2 down.
     */
    int retreat(int p, int square) {
        int to = Integer.MAX_VALUE;
        for (int t : onSquare[square]) {
            int tp = order.phases()[t];
            if (tp < p) {
                continue;
            }
            if (order.parking(t) && (order.destinations()[t] >= p || p <= 2)) {
                continue; // a parked box whose goal's turn has come leaves freely
            }
            to = Math.min(to, tp);
        }
        return to == Integer.MAX_VALUE ? p : to;
    }
}
