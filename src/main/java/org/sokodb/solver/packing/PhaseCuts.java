package org.sokodb.solver.packing;

import org.sokodb.solver.deadlock.sets.ClusterSets;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.deadlock.LocalDeadlocks;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.deadlock.sets.StallCheckpoints;
import org.sokodb.solver.maze.Maze;

/**
 * The deadlocks the {@link PhaseSearch} cuts a push by (dead squares and the PI-corrals aside):
 * freeze, the pair table, the sets learned from dead ends ({@link LearnedDeadlocks}, shared with
 * the level's other forward searches), and with {@code phaselocal} jams of three or four boxes,
 * every group of the boxes touching the pushed one; with
 * {@code phaselearn} the corrals of every position it expands; with {@code phasestall} YASS's
 * no-progress checkpoints ({@link StallCheckpoints}); with {@code phaseclusters} the groups of
 * touching boxes of every position it expands ({@link ClusterSets}); with {@code phasegoalwalls} a
 * position whose boxes frozen on goals, as walls, leave another box no goal ({@link FrozenGoals}).
 */
final class PhaseCuts {
    final FreezeCheck freeze;
    private final PairDeadlocks pairs;
    private final LearnedDeadlocks learned;
    /** Null: jams not asked. */
    private final LocalDeadlocks local;
    private final boolean corrals;
    /** Null: the groups of touching boxes not tried. */
    private final ClusterSets clusters;
    /** Null: no no-progress checkpoints. */
    private final StallCheckpoints stall;
    /** Null: the boxes frozen on goals not asked. */
    private final FrozenGoals frozenGoals;
    /** Positions expanded at the last no-progress checkpoint. */
    private long lastStall;

    PhaseCuts(Maze maze, boolean[] dead, LearnedDeadlocks learned, PhaseRules rules) {
        this.freeze = new FreezeCheck(maze, dead);
        this.pairs = PairDeadlocks.forPushes(maze);
        this.learned = learned;
        this.local = rules.localJams() ? LocalDeadlocks.forPushesEveryGroup(maze) : null;
        this.corrals = rules.corrals();
        this.clusters = rules.clusters() ? learned.clusters() : null;
        this.stall = rules.stallSets() ? new StallCheckpoints(maze, learned) : null;
        this.frozenGoals = rules.goalWalls() ? new FrozenGoals(maze, freeze) : null;
    }

    /** A push the search made (not cut) of the box on {@code from} to {@code to}: counted for the no-progress checkpoints. */
    void pushed(int from, int to) {
        if (stall != null) {
            stall.pushed(from, to);
        }
    }

    /** The sets the level's store holds now (the log of when they were learned). */
    int sets() {
        return learned.size();
    }

    /** Positions {@code phaserepeat}'s larger proofs have taken so far (the stall rule's count with {@code stallproofs}). */
    long repeated() {
        return learned.repeatedPositions();
    }

    /** What the no-progress checkpoints did, "" without them (for a measurement's log). */
    String said() {
        return stall == null ? "" : ", " + stall.said();
    }

    /** Whether the box pushed from {@code from} to {@code to} ({@code box} shows it there, {@code bits} still on from) is dead. */
    boolean dead(int to, int from, long[] bits, boolean[] box) {
        return freeze.isDeadlock(to, box) || pairs.isDeadlock(to, from, bits, from) || learned.isDeadlock(to, from, box)
                || (local != null && local.isDeadlock(to, from, box));
    }

    /**
     * Whether the position about to be expanded, the {@code nodes}-th, {@code without} positions
     * after the last progress, is to be left: with {@code phaselearn} every position's corrals
     * are tried first, and a learned set that holds in it leaves it (it was queued before the set
     * was learned); with {@code phasestall}, every {@link StallCheckpoints#INTERVAL}
     * positions without progress, a no-progress checkpoint is held at it first. With {@code
     * phasegoalwalls} a position dead by its frozen goal boxes is left before any of that.
     */
    boolean leave(long nodes, long without, int man, boolean[] box) {
        if (frozenGoals != null && frozenGoals.dead(box)) {
            return true;
        }
        if (!corrals && stall == null && clusters == null) {
            return false;
        }
        if (stall != null && without >= StallCheckpoints.INTERVAL && nodes - lastStall >= StallCheckpoints.INTERVAL
                && !learned.holds(man, box)) {
            lastStall = nodes;
            stall.checkpoint(man, box);
        }
        if (clusters != null) {
            clusters.learn(man, box, without);
        }
        if (corrals) {
            learned.corrals(man, box, without);
        }
        return learned.holds(man, box);
    }

    /** A position with no legal push, or a corral nothing can open: learned from. */
    void deadEnd(int man, boolean[] box) {
        learned.deadEnd(man, box);
    }

    /** A position with legal pushes, every one cut as dead: learned from as the push search does. */
    void everyPushDead(int man, boolean[] box) {
        learned.everyPushDead(man, box);
    }
}
