package org.sokodb.solver.packing;

import java.util.Optional;

import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.SearchOptions;

/**
 * Which of YASS's rules of order the {@link PhaseSearch} follows beyond its plain score, and
 * which deadlocks it cuts beyond the plain ones, each a technique of {@link SearchOptions}
 * (packing-order.md §2.4 and §3 describe the rules of order).
 *
 * @param localJams jams of three or four boxes cut on every push, every group of the boxes
 *     touching the pushed one tried ({@code phaselocal},
 *     {@link org.sokodb.solver.deadlock.LocalDeadlocks#forPushesEveryGroup})
 * @param everyPushDead a position whose legal pushes were all cut as dead is learned from, as the
 *     push search does ({@code phasedead}, {@link org.sokodb.solver.deadlock.sets.LearnedDeadlocks#everyPushDead})
 * @param dive the children of a position are made in YASS's order (the box pushed last first, then
 *     the others by square, up or down by the depth's parity; up, left, down, right), and the first
 *     of them that scores no worse than its parent and the open list's best is expanded at once,
 *     before its later siblings are looked at: a dive, depth first, taken back to the siblings
 *     when the line below it ends ({@code phasedive}); without it the best such child is expanded
 * @param yassTerms two terms of the score as YASS.pas 2.142 computes them ({@code phaseterms}): a
 *     child's own push counts in its score even when the push is free (it is free for the
 *     children after it), and a push that fills the last empty target of its phase pays the flat 8
 *     of a box that reaches no target of the phase after, with no bonus for nearing them
 * @param corrals the corrals of every position it expands tried as deadlock sets, each distinct
 *     one once, as YASS's corral pruning does, and a position a learned set holds in not expanded
 *     ({@code phaselearn}, {@link org.sokodb.solver.deadlock.sets.LearnedDeadlocks#corrals})
 * @param stallSets YASS's no-progress checkpoints: every so many positions without progress, the
 *     boxes pushed least since the last checkpoint, then the position's boxes but those the man can
 *     push back and forth, tried as deadlock sets, and a position a learned set holds in not
 *     expanded ({@code phasestall}, {@link org.sokodb.solver.deadlock.sets.StallCheckpoints})
 * @param clusters the groups of touching boxes of every position it expands tried as deadlock sets,
 *     YASS's small-box families, and a position a learned set holds in not expanded ({@code
 *     phaseclusters}, {@link org.sokodb.solver.deadlock.sets.ClusterSets#learn})
 * @param parkFrozen a box frozen on a later phase's corner goal (walls on two sides at right angles)
 *     costs the line after it while one is left and the line is in a phase whose targets are all parking
 *     squares, the phases that forwards come before any goal is filled ({@code parkfrozen})
 * @param anyParking the order may park a box on a square no box from a start square can be pushed
 *     onto (the order as it was before that was checked; {@code parkreach} off): a parking target
 *     no box can fill holds its phase for good
 * @param liveRecord the stall rule counts from the best record of the positions that made progress
 *     and that no learned set holds in: a position a set proves dead gives its record back
 *     ({@code phaselive}, {@link PhaseProgress.LiveRecord}); the search itself is the same
 * @param liveWindow the learning's windows (when the corrals' proofs start and pause) count from that
 *     live record too ({@code phaselivewindow}): after a give-back the proofs go on
 * @param proofStall the stall rule counts the positions of {@code phaserepeat}'s larger proofs made since the
 *     last progress too, {@link PhaseProgress#PROOF_SHARE} of them as one position expanded, so a slot the
 *     larger proofs fill gives way after about the thread CPU the plain search's would ({@code stallproofs})
 * @param tunnelParking the order parks no box in a one-wide tunnel ({@code parktunnel},
 *     {@link Parking#tunnelSquares}): a square beyond the tunnel is taken, as YASS leaves its tunnel
 *     squares out (packing-order.md §2.3)
 * @param goalWalls a position is left when its boxes frozen on goals, standing as walls, leave another box
 *     no empty goal of its own ({@code phasegoalwalls}, {@link FrozenGoals}: FESS's goal walls): a goal room
 *     packed round a goal only one box could still fill
 * @param keepParked the one box that can fill a goal, where the order parks another box on its way, waits on its
 *     start square for that goal's phase ({@code parkkeep}, {@link KeptParking}): taking it away before then sends
 *     the line back to the first phase
 * @param shutRooms each square of floor the man cannot reach at the start costs a line while he still cannot reach
 *     it ({@code phaserooms}, {@link ShutRooms}): a shut room or corridor opened before the goals are filled
 */
public record PhaseRules(boolean localJams, boolean everyPushDead, boolean dive,
        boolean yassTerms, boolean corrals, boolean stallSets, boolean clusters, boolean parkFrozen,
        boolean anyParking, boolean liveRecord, boolean liveWindow, boolean proofStall, boolean tunnelParking,
        boolean goalWalls, boolean keepParked, boolean shutRooms) {
    /** None of them: the plain score and cuts. */
    public static final PhaseRules PLAIN = new PhaseRules(false, false, false, false, false, false, false, false, false, false,
            false, false, false, false, false, false);

    /** The order of {@code maze} the phase search follows under these rules, when it has one. */
    Optional<PhaseOrder> orderOf(Maze maze) {
        return Unpacking.of(maze, anyParking, tunnelParking).map(order -> keepParked ? KeptParking.of(maze, order) : order);
    }

    /** The rules {@code options} switch on. */
    public static PhaseRules of(SearchOptions options) {
        return new PhaseRules(options.uses("phaselocal"),
                options.uses("phasedead"), options.uses("phasedive"), options.uses("phaseterms"), options.uses("phaselearn"),
                options.uses("phasestall"), options.uses("phaseclusters"),
                options.uses("parkfrozen"), !options.uses("parkreach"), options.uses("phaselive"),
                options.uses("phaselivewindow"), options.uses("stallproofs"), options.uses("parktunnel"),
                options.uses("phasegoalwalls"), options.uses("parkkeep"), options.uses("phaserooms"));
    }
}
