package org.sokodb.solver.packing;

import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.maze.ManReach;

/**
 * The place a child takes in the {@link PhaseSearch}: its phase (its parent's, sent back by a box
 * taken off a target ({@link PhaseTables#retreat}), then down past the phases whose targets all
 * hold boxes), its count of pushes that were not free, and its score ({@link PhaseScore}'s terms,
 * less the bonus of a free push, plus half the bound when a box is frozen on a later phase's
 * target: on the push's child, and with {@code parkfrozen} on the line after it while a box frozen
 * on a corner goal is left and the line is in a phase of parking squares; with {@code phaserooms} plus the rooms
 * shut at the start the man still does not reach, while no target is filled, {@link ShutRooms}), recorded in the
 * search's {@link PhaseNodes}.
 */
final class PhasePlacement {
    private final PhaseTables tables;
    private final PhaseScore score;
    private final PhaseNodes byNode;
    private final PhaseRules rules;
    private final FreezeCheck freeze;
    /** The floor shut at the start, with {@code phaserooms}; {@link ShutRooms#NONE} without. */
    private final ShutRooms shut;
    /** The child's man's area, filled before each {@link #place}. */
    private final ManReach childReach;

    PhasePlacement(PhaseTables tables, PhaseScore score, PhaseNodes byNode, PhaseRules rules, FreezeCheck freeze,
            ManReach childReach) {
        this.tables = tables;
        this.score = score;
        this.byNode = byNode;
        this.rules = rules;
        this.freeze = freeze;
        this.shut = rules.shutRooms() ? ShutRooms.of(tables.maze) : ShutRooms.NONE;
        this.childReach = childReach;
    }

    /** The start's score beyond {@link PhaseScore#of} in {@code phase}: its rooms shut, with {@code phaserooms}, while no target is filled. */
    int atStart(int phase, boolean[] box) {
        return score.filled(phase, box) == 0 ? shut.atStart() : 0;
    }

    /**
     * Records the phase, free-push count and score of {@code child}, its bound {@code childSlb},
     * reached from {@code parent} (in {@code phase}) by the push {@code from} → {@code to} (its
     * boxes {@code box} by square, {@code boxes} by index, show it); told to {@code watch}.
     */
    void place(int child, int parent, int phase, int childSlb, int from, int to, boolean[] box, int[] boxes,
            PhaseWatch watch) {
        int before = tables.retreat(phase, from);
        int childPhase = tables.settle(before, box);
        boolean completed = rules.yassTerms() && childPhase != before; // filled its phase's last target
        int bonus = score.bonus(completed ? before : childPhase, from, to, box);
        int free = byNode.free(parent) + (bonus > 0 ? 0 : 1);
        int counted = rules.yassTerms() ? byNode.free(parent) + 1 : free;
        boolean froze = score.frozenLater(childPhase, to) && freeze.isFrozen(to, box);
        boolean keep = rules.parkFrozen() && tables.parkingPhase[childPhase];
        boolean kept = keep && byNode.frozen(parent) && score.anyFrozenOnCornerLater(childPhase, boxes, from, to, box, freeze);
        boolean frozen = froze || kept;
        int positional = score.of(childPhase, counted, childSlb, box);
        int distance = completed ? PhaseScore.NO_TARGET : score.distance(childPhase, from, to, box);
        int rooms = score.filled(childPhase, box) == 0 ? shut.cost(childReach, box) : 0; // before any target is filled
        int s = positional + distance - (completed ? 0 : bonus) + (frozen ? childSlb / 2 : 0) + rooms;
        boolean flag = keep && (kept || (froze && tables.cornerGoal[to]));
        byNode.record(child, childPhase, s, free, flag);
        if (watch != PhaseWatch.NONE) {
            watch.scored(child, "g'" + free + " slb" + childSlb + " filled" + score.filled(childPhase, box) + " d"
                    + distance + " bonus" + bonus + (frozen ? " frozen" + childSlb / 2 : "") + (rooms > 0 ? " shut" + rooms : ""));
        }
    }
}
