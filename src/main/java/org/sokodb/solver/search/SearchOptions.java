package org.sokodb.solver.search;

import java.util.HashSet;
import java.util.Set;

import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.maze.Maze;

/**
 * How the searches order their work, and which techniques they use.
 *
 * @param optimal A* with the fewest pushes proved (slower, for small levels)
 * @param weight in ordinary mode the priority is {@code weight * h + g}: larger dives faster
 * @param off techniques switched off, by name ({@code picorral}, {@code pull}): in the two
 *     modes the solver runs in none but {@code goinground} (FESS's groundwork count following
 *     the man round the box, off in the plain solve: it gained at 1M positions and more but lost
 *     at 150k and costs about 1.5 times the CPU per position; measured: journal/solver.md entry 50);
 *     {@code fessmeet} (FESS meeting the pull search) is on since its look-ups
 *     are batched per position and cost about 2 % of FESS's CPU: at 10 s it gains XSokoban 15,
 *     Holland 5 and Sasquatch 12 and loses nothing, entry 54); {@code meetweighed} (FESS
 *     publishing the positions of the moves it weighed, not only those it made, so that the pull
 *     search meets them) is off until a whole 10 s table says it gains: at fixed budgets the pull
 *     search joins sooner, in races it gained XSokoban 81 and made 15 later, entry 55);
 *     {@code packsearch} (the packing-order searches in the forward turn between the push search
 *     and FESS) is on: at 100k positions a search it gains XSokoban 4, 22, 26, 36, 61, 62, 68 and
 *     loses nothing on six sets, at 10 s it gains 61 and solves 15 of XSokoban's 63 first, entry
 *     60; {@code phasesearch} (YASS's phased packing order and the search over single pushes
 *     that follows it, in a slot of the forward turn after the push search, giving way when it
 *     stalls) is on: at 10 s it gained XSokoban 44, 66 and 69
 *     (measured: journal/solver.md entry 66), and given way when it stalls it keeps the race's
 *     levels at 1M positions (measured: journal/solver.md entry 67); {@code phaselocal} (the phase search cutting jams of three
 *     or four boxes on every push, every group of the boxes touching the pushed one tried) is off until
 *     a race says so (measured: journal/solver.md entry 75);
 *     {@code phasedead} (the phase search learning from a position whose every legal push it cut, as
 *     the push search does) is off until a race says so: alone at 100,000 positions it gains XSokoban
 *     43 and 82 and loses 44, at 1.5 times the CPU (measured: journal/solver.md entry 79);
 *     {@code phasedive} (the phase search making a position's children in YASS's order and
 *     expanding at once the first that scores no worse than its parent and the open list's best,
 *     before the children after it) and {@code phaseterms} (a child's own free push counted in its
 *     score, a push that fills its phase's last target paying the flat 8) are off until a race says
 *     so (measured: journal/solver.md entry 80); {@code phaselearn} (the phase search trying the
 *     corrals of every position it expands as deadlock sets, each distinct corral once, as YASS's
 *     corral pruning does, from its first stall on) is on: raced at 10 s a level, the plain build
 *     against this one in turn, XSokoban 64 against 69 (45, 70, 76, 85 by the phase search) and
 *     SokHard 158 against 163 (XSokoban 41 lost at the edge, no other level)
 *     (measured: journal/solver.md entry 88); {@code phasestall} (the phase search's no-progress
 *     checkpoints as YASS's: the boxes pushed least since the last one, then the position less the
 *     boxes the man can push back and forth, tried as deadlock sets) is off until a race says so
 *     (measured: journal/solver.md entry 84);
 *     {@code phaseshare} (the phase search going on past its eighth while it has made progress in
 *     the last 55,000 positions, up to half the time after the push search's eighth) is on: raced at
 *     10 s in turn with the build without it, XSokoban 67 against 61, Sasquatch 31 against 29,
 *     SokHard 156 against 155 (measured: journal/solver.md entry 92);
 *     {@code clusters} (YASS's small-box families precalculated before the searches: every cluster of
 *     three or four floor squares touching each other, at least half beside a wall, proved dead alone)
 *     and {@code phaseclusters} (the phase search trying the groups of touching boxes of every position
 *     it expands as deadlock sets) are off until a race says so (measured: journal/solver.md entry 94);
 *     {@code phaserepeat} (a corral of the phase search's expansions met again and again unproved,
 *     proved again with a larger cap: 2,000 positions at its 16th meeting, 20,000 at its 64th) is
 *     off until XSokoban's 90 at 100,000 positions and a race say so: alone it solves XSokoban 75 in
 *     66,632 positions (plain 133,331), takes 16 from phase 9 to 7 of 11 and loses 40 at 100,000
 *     (measured: journal/solver.md entry 98);
 *     {@code parkreach} (the phased order parks a box only on a square a box from a start square can be
 *     pushed onto, the board empty) is on: it mends an order that kept a parking target no box can
 *     fill (XSokoban 35, then solved by the phase search alone in 556 positions) and changes the order
 *     of three XSokoban levels only (measured: journal/solver.md entry 99);
 *     {@code parkfrozen} (in the phase search, a box frozen on a later phase's corner goal costs the
 *     line after it while the line is in a phase of parking squares only) is on: raced at 10 s it gains
 *     XSokoban 50 and loses no level on XSokoban, Sasquatch or Holland (measured: journal/solver.md entry 100);
 *     {@code phaselive} (the phase search's stall rule counting from the best record of the positions
 *     that made progress and that no learned set holds in: a position a set proves dead gives its record
 *     back, so a dead line no longer holds the record the rule counts from) and {@code phaselivewindow}
 *     (the learning's windows counting from that live record too) are off until a race says so
 *     (measured: journal/solver.md entry 103);
 *     {@code repeatcapped} (with {@code phaserepeat}, a corral is proved again
 *     with a larger cap only when its first proof ended capped, never once a proof brought its boxes home)
 *     is off until XSokoban's 90 and a race say so: with it the phase search alone solves 75 in 31,907
 *     positions and loses 40 as {@code phaserepeat} does (measured: journal/solver.md entry 104);
 *     {@code repeatpause} (with {@code phaserepeat}, the corrals met again are neither counted nor proved
 *     again in a stall past the corrals' window, as the first proofs pause) and {@code repeatsize} (a
 *     larger proof stops taking boxes away once too few are left to try for its set to come down to a
 *     set's size) are off until a race says so: the larger proofs cost the phase search's slot thread
 *     CPU that the members after it lose (measured: journal/solver.md entry 107); {@code stallproofs} (the
 *     phase search's stall rule counting the larger proofs' positions since its last progress, a third of one
 *     as a position expanded) is off until a race says so (measured: journal/solver.md entry 108);
 *     {@code parktunnel} (the phased order parking no box in a one-wide tunnel) is off until a race says so
 *     (measured: journal/solver.md entry 113);
 *     {@code phasegoalwalls} (the phase search leaving a position whose boxes frozen on goals, standing as walls,
 *     leave another box no empty goal of its own: FESS's goal walls) is on: on XSokoban's 90 at 100,000 positions
 *     it gains 55 and 87 and loses 14 and 88 (measured: journal/solver.md entry 115), on Sasquatch's 50 it gains 16
 *     and 24 (entry 118), and raced quietly at 10 s it gains XSokoban 76 and loses no level of any set
 *     (measured: journal/solver.md entry 124);
 *     {@code parkkeep} (the phased order keeping the one box that can fill a goal, where it parks another box on
 *     its way, on its start square until that goal's phase) is off (measured: journal/solver.md entry 119);
 *     {@code pausenew} (in a stall past the corrals' window, the corrals of the phase search's expansions not tried
 *     before still tried with their first proof, as outside the window) is off: on XSokoban 16 it proves the dead
 *     corrals that fill the long stretch of phase 10 (dead samples 7 of 40 against 37 of 47) and the search still
 *     makes no progress there (measured: journal/solver.md entry 121);
 *     {@code corraltrickle} (in a stall past the corrals' window, the corrals of every fourth position the
 *     phase search expands still tried) is off (measured: journal/solver.md entry 122);
 *     {@code phaserooms} (the phase search's lines paying for the floor the man could not reach at the start and
 *     still cannot) is off (measured: journal/solver.md entry 123);
 *     the tests switch one off to compare with and without
 */
public record SearchOptions(boolean optimal, int weight, Set<String> off) {
    public static final SearchOptions FAST = new SearchOptions(false, 3, Set.of("goinground", "meetweighed",
            "phaselocal", "phasedead", "phasedive", "phaseterms", "fenced", "phasestall",
            "clusters", "phaseclusters", "phaserepeat", "phaselive", "phaselivewindow",
            "repeatcapped", "repeatpause", "repeatsize", "stallproofs", "parktunnel",
            "parkkeep", "pausenew", "corraltrickle", "phaserooms"));
    public static final SearchOptions OPTIMAL = new SearchOptions(true, 1, Set.of());

    public boolean uses(String technique) {
        return !off.contains(technique);
    }

    /**
     * The deadlock sets a level's forward searches share: a store of its own for {@code maze} with
     * {@code learn} on, one that learns nothing with it off.
     */
    public LearnedDeadlocks learned(Maze maze) {
        if (!uses("learn")) {
            return LearnedDeadlocks.none(maze);
        }
        LearnedDeadlocks learned = LearnedDeadlocks.of(maze);
        if (uses("fenced")) {
            learned.precalculate();
        }
        if (uses("clusters")) {
            learned.clusters().precalculate();
        }
        if (uses("phaserepeat")) {
            learned.repeatCorrals(uses("repeatcapped"), uses("repeatpause"), uses("repeatsize"));
        }
        if (uses("pausenew")) {
            learned.newCorralsInPause();
        }
        if (uses("corraltrickle")) {
            learned.trickleCorrals();
        }
        return learned;
    }

    /** These options with the techniques named in {@code on} switched on and those in {@code off} switched off. */
    public SearchOptions switched(Set<String> on, Set<String> off) {
        Set<String> now = new HashSet<>(this.off);
        now.removeAll(on);
        now.addAll(off);
        return new SearchOptions(optimal, weight, Set.copyOf(now));
    }
}
