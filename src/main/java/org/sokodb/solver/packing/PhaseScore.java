package org.sokodb.solver.packing;

import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.maze.Distances;

/**
 * The phase search's score of a position, lower first, as YASS scores it: the pushes that were
 * not free plus the sum of each box's pushes to its nearest goal, less 32 for every target of the
 * phases before and every filled target of the phase (so targets filled in order come first);
 * plus twice one more than the pushed box's distance to the nearest empty target of the phase (8
 * when it reaches none); less the push's bonus (2 for each empty target of the phase it brought
 * the box nearer, 1 when it filled one), which also makes the push free; plus half the bound when
 * the push froze its box on a goal of a later phase.
 */
final class PhaseScore {
    private static final int TARGET = 32;
    /** The distance term of a pushed box that reaches no empty target of the phase. */
    static final int NO_TARGET = 8;
    private final PhaseTables tables;
    /** Keeps every score above zero: 32 for every target and a margin. */
    private final int base;

    PhaseScore(PhaseTables tables) {
        this.tables = tables;
        this.base = TARGET * (tables.order.size() + 8);
    }

    /** The simple bound, YASS's: each of the {@code n} boxes' pushes to its nearest goal, summed. */
    int simpleBound(int[] boxes, int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += tables.nearestGoal[boxes[i]];
        }
        return sum;
    }

    /**
     * The simple bound of a child, from its parent's {@code slb} and the push {@code from} →
     * {@code to}. The matching's bound in its place solved as many XSokoban levels alone at 100k
     * positions (17), 44 gained and 56 lost (measured: journal/solver.md entry 62).
     */
    int bound(int slb, int from, int to) {
        return slb - tables.nearestGoal[from] + tables.nearestGoal[to];
    }

    /** The score's part that depends on the position: pushes, bound and targets filled in order. */
    int of(int phase, int pushes, int slb, boolean[] box) {
        return base + pushes + slb - TARGET * filled(phase, box);
    }

    /** The targets filled in order: every target of the phases before {@code phase} and the filled ones of it. */
    int filled(int phase, boolean[] box) {
        int filled = tables.above[phase];
        if (phase > 0) {
            for (int t : tables.byPhase[phase]) {
                filled += box[tables.order.squares()[t]] ? 1 : 0;
            }
        }
        return filled;
    }

    /**
     * The pushed box's part: 2 · (1 + its distance to the nearest empty target of the phase), 8 when
     * none is reachable; the box pushed from {@code from} (where the man then stands) to {@code to}.
     */
    int distance(int phase, int from, int to, boolean[] box) {
        int best = Distances.UNREACHABLE;
        if (phase > 0) {
            for (int t : tables.byPhase[phase]) {
                if (!box[tables.order.squares()[t]] || tables.order.squares()[t] == to) {
                    best = Math.min(best, tables.toTarget[t][to]);
                }
            }
        }
        return best >= Distances.UNREACHABLE ? NO_TARGET : 2 * (1 + best);
    }

    /** The push's bonus: 2 per empty target of the phase it brought the box nearer, 1 when it filled one. */
    int bonus(int phase, int from, int to, boolean[] box) {
        if (phase <= 0) {
            return 0;
        }
        int bonus = 0;
        for (int t : tables.byPhase[phase]) {
            int square = tables.order.squares()[t];
            if (square == to) {
                bonus += 1;
            } else if (!box[square] && tables.toTarget[t][to] < tables.toTarget[t][from]) {
                bonus += 2;
            }
        }
        return bonus;
    }

    /** Whether {@code square} is a goal of a phase after {@code phase} (filled later), where a frozen box costs. */
    boolean frozenLater(int phase, int square) {
        for (int t : tables.onSquare[square]) {
            if (!tables.order.parking(t) && tables.order.phases()[t] < phase) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a box of the position {@code box} shows (the boxes {@code boxes}, the one on {@code
     * from} moved to {@code to}) stands frozen on a corner goal of a phase after {@code phase}.
     */
    boolean anyFrozenOnCornerLater(int phase, int[] boxes, int from, int to, boolean[] box, FreezeCheck freeze) {
        for (int b : boxes) {
            int square = b == from ? to : b;
            if (tables.cornerGoal[square] && frozenLater(phase, square) && freeze.isFrozen(square, box)) {
                return true;
            }
        }
        return false;
    }
}
