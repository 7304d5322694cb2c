package org.sokodb.solver.packing;

import java.util.Arrays;

import org.sokodb.solver.bounds.SideDistances;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * What the forward search reads off a {@link PhaseOrder}: each phase's targets, how many targets
 * the phases above a phase hold, the targets on each square, each box square's push distance to
 * its nearest goal (summed, the score's simple lower bound) and, per target, push distances that
 * know the order: the goals of the phases filled before it count as walls. With {@code phasesides}
 * those distances also know the man ({@link SideDistances}: he walks round the one box between
 * pushes, so a box he can push towards a target only from a side he cannot get to is farther).
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
    /**
     * Levels with more floor squares keep the plain distances with {@code phasesides}: a target's
     * side table is size² bytes, and its work about size² steps.
     */
    static final int SIDES_MAX_SQUARES = 400;
    /** Per target, the distances that know the man ({@code phasesides}), or null: the plain ones. */
    private final SideDistances[] sides;
    /**
     * The score's cost of a box standing in a phase's way in ({@code phaseapproach}): one target's
     * worth, so clearing the way counts as much as filling a target.
     */
    static final int IN_THE_WAY = 32;
    /** Per phase, the squares of its way in ({@link #inTheWay}), or null: not asked ({@code phaseapproach} off). */
    private final boolean[][] way;

    PhaseTables(Maze maze, PhaseOrder order) {
        this(maze, order, false);
    }

    /**
     * The tables of {@code order}; {@code frozenWalls}: a target's distances see as walls only
     * those goals of the phases before it whose boxes would stand frozen, with a box on every such
     * goal (YASS's order-aware tables, packing-order.md §2.4), not all of them.
     */
    PhaseTables(Maze maze, PhaseOrder order, boolean frozenWalls) {
        this(maze, order, frozenWalls, false);
    }

    /** As above; {@code sideDistances}: the distances to the targets know the man ({@code phasesides}). */
    PhaseTables(Maze maze, PhaseOrder order, boolean frozenWalls, boolean sideDistances) {
        this(maze, order, frozenWalls, sideDistances, false);
    }

    /** As above; {@code approach}: each phase's way in is found ({@code phaseapproach}, {@link #inTheWay}). */
    PhaseTables(Maze maze, PhaseOrder order, boolean frozenWalls, boolean sideDistances, boolean approach) {
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
        boolean bySide = sideDistances && maze.size <= SIDES_MAX_SQUARES;
        sides = bySide ? new SideDistances[order.size()] : null;
        FreezeCheck freeze = frozenWalls ? new FreezeCheck(maze, Distances.dead(maze, Distances.pushesTo(maze, maze.goals)))
                : null;
        for (int t = 0; t < order.size(); t++) {
            boolean[] walls = new boolean[maze.size];
            for (int u = 0; u < order.size(); u++) {
                if (!order.parking(u) && order.phases()[u] > order.phases()[t] && order.squares()[u] != order.squares()[t]) {
                    walls[order.squares()[u]] = true;
                }
            }
            if (freeze != null) {
                boolean[] filled = walls.clone();
                for (int s = 0; s < maze.size; s++) {
                    walls[s] = filled[s] && freeze.isFrozen(s, filled);
                }
            }
            toTarget[t] = Distances.pushesTo(maze, new int[] {order.squares()[t]}, walls)[0];
            if (toTarget[t] == null) {
                toTarget[t] = Distances.fill(maze, order.squares()[t], true, Maze.NONE);
                walls = new boolean[maze.size];
            }
            if (bySide) {
                sides[t] = new SideDistances(maze, new int[] {order.squares()[t]}, walls);
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
        way = approach ? ways() : null;
    }

    /**
     * Per phase, the squares of its way in: a floor square, not a target of the phase nor a goal of a
     * phase filled before it, is on the way when walling it up cuts more than half the boxes of the
     * start that reach a target of the phase (not the one on it) off from every target of the phase,
     * by the plain push distances with the goals filled before the phase as walls: a square most boxes'
     * push paths to the phase take, as the box's square or the man's behind it (a gate, not one box's
     * own way out of its nook).
     */
    private boolean[][] ways() {
        boolean[][] ways = new boolean[phases + 1][];
        for (int p = 1; p <= phases; p++) {
            boolean[] walls = new boolean[maze.size];
            int[] targets = new int[byPhase[p].length];
            for (int u = 0; u < order.size(); u++) {
                if (!order.parking(u) && order.phases()[u] > p) {
                    walls[order.squares()[u]] = true;
                }
            }
            for (int i = 0; i < targets.length; i++) {
                targets[i] = order.squares()[byPhase[p][i]];
                walls[targets[i]] = false;
            }
            boolean[] reached = reached(targets, walls);
            int reaching = 0;
            for (int b : maze.startBoxes) {
                reaching += reached[b] ? 1 : 0;
            }
            boolean[] target = new boolean[maze.size];
            for (int t : targets) {
                target[t] = true;
            }
            ways[p] = new boolean[maze.size];
            for (int s = 0; s < maze.size; s++) {
                if (walls[s] || target[s]) {
                    continue;
                }
                walls[s] = true;
                boolean[] without = reached(targets, walls);
                walls[s] = false;
                int cut = 0;
                for (int b : maze.startBoxes) {
                    cut += b != s && reached[b] && !without[b] ? 1 : 0;
                }
                ways[p][s] = 2 * cut > reaching;
            }
        }
        return ways;
    }

    /** Per square, whether a box there reaches some of {@code targets} by pushes, the squares {@code walls} marks walls. */
    private boolean[] reached(int[] targets, boolean[] walls) {
        boolean[] reached = new boolean[maze.size];
        for (int[] d : Distances.pushesTo(maze, targets, walls)) {
            for (int s = 0; d != null && s < maze.size; s++) {
                reached[s] |= d[s] < Distances.UNREACHABLE;
            }
        }
        return reached;
    }

    /** The start's part of the score for its boxes {@code boxes} in phase {@code p}'s way in ({@code phaseapproach}). */
    int wayCost(int p, int[] boxes) {
        return IN_THE_WAY * inTheWay(p, boxes, Maze.NONE, Maze.NONE);
    }

    /**
     * The boxes standing in phase {@code p}'s way in ({@code phaseapproach}; 0 without it): the boxes
     * {@code boxes} (the one on {@code from} moved to {@code to}; {@link Maze#NONE} for none) on a
     * square of the way.
     */
    int inTheWay(int p, int[] boxes, int from, int to) {
        if (way == null || p <= 0) {
            return 0;
        }
        int count = 0;
        for (int b : boxes) {
            count += way[p][b == from ? to : b] ? 1 : 0;
        }
        return count;
    }

    /**
     * The pushes from a box on {@code square}, the man on {@code man}, to target {@code t}: with
     * {@code phasesides} the man's side counts ({@link SideDistances}), else the plain table.
     */
    int toTarget(int t, int square, int man) {
        return sides == null ? toTarget[t][square] : sides[t].pushes(0, square, man);
    }

    /**
     * As {@link #toTarget}, for the box on {@code from} before its push to the neighbour {@code to},
     * the man behind it: the square he pushes from is found only when the man's side counts.
     */
    int toTargetBeforePush(int t, int from, int to) {
        return sides == null ? toTarget[t][from] : sides[t].pushes(0, from, pusher(from, to));
    }

    /** The square the man pushed from to move a box from {@code from} to its neighbour {@code to}. */
    private int pusher(int from, int to) {
        for (int d = 0; d < 4; d++) {
            if (maze.step(from, d) == to) {
                return maze.step(from, d ^ 2);
            }
        }
        throw new IllegalArgumentException("not neighbours: " + from + ", " + to);
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
