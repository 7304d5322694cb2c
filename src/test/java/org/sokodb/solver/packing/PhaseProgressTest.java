package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * The phase search's progress past the end of its slot ({@code phaseshare}): it goes on while it
 * made a lower phase or a better score in the last {@link #STALL} positions (a deadlock set learned
 * is no progress). The stall rule's record
 * kept among the live lines ({@code phaselive}); on the real level: {@link LiveRecordTest}.
 */
class PhaseProgressTest {
    /** {@code phaseshare}'s stall past the slot ({@code Portfolio.PHASE_SHARE_STALL}). */
    private static final long STALL = 55_000;

    @Test
    void pastItsSlotTheSearchGoesOnWhileItProgresses() {
        PhaseProgress progress = new PhaseProgress();
        progress.overtime(System.nanoTime() - 1, STALL); // the slot is over
        progress.expanded(1, 0, 5, 100);
        progress.learned(1, 0);
        assertFalse(progress.slotOver(STALL), "within the stretch from the start");
        progress.expanded(20_000, 0, 4, 100); // a lower phase
        assertFalse(progress.slotOver(20_000 + STALL));
        assertTrue(progress.slotOver(20_001 + STALL));
        progress.learned(20_001 + STALL, 3); // three sets learned
        assertTrue(progress.slotOver(20_002 + STALL), "a set is no progress");
    }

    @Test
    void beforeItsSlotEndsOrWithNoSlotTheSearchDoesNotGiveWayForIt() {
        PhaseProgress inSlot = new PhaseProgress();
        inSlot.overtime(System.nanoTime() + 3_600_000_000_000L, STALL);
        inSlot.expanded(1, 0, 5, 100);
        assertFalse(inSlot.slotOver(1 + 10 * STALL));
        PhaseProgress noSlot = new PhaseProgress();
        noSlot.expanded(1, 0, 5, 100);
        assertFalse(noSlot.slotOver(1 + 10 * STALL));
    }

    /** A record position a set holds in gives its record back to the best live one left; the next better position is progress. */
    @Test
    void aRecordADeadLineSetIsGivenBackToTheBestLiveOne() {
        Set<Integer> dead = new HashSet<>();
        PhaseProgress progress = new PhaseProgress(1_000, true, false, dead::contains);
        progress.expanded(1, 10, 9, 500);
        progress.expanded(2, 11, 9, 450); // a better score
        progress.expanded(3, 12, 7, 400); // a lower phase: the line that will prove dead
        progress.expanded(4, 13, 7, 420); // no progress
        progress.learned(4, 0);
        assertFalse(progress.stalled(1_003));
        assertTrue(progress.stalled(1_004), "1,001 positions past the record");

        PhaseProgress live = new PhaseProgress(1_000, true, false, dead::contains);
        live.expanded(1, 10, 9, 500);
        live.expanded(2, 11, 9, 450);
        live.expanded(3, 12, 7, 400);
        live.learned(3, 0);
        dead.add(12);
        live.learned(900, 1); // a set holds in position 12 now
        assertEquals(9, live.live().lowestPhase(), "given back to position 11's record");
        assertEquals(List.of(12), Arrays.stream(live.live().gaveBack()).boxed().toList());
        assertEquals(List.of(11), Arrays.stream(live.live().holders()).boxed().toList(), "the latest in phase 9, the best score");
        live.expanded(901, 14, 9, 440); // beats position 11, not the dead 12
        assertFalse(live.stalled(1_004));
        assertFalse(live.stalled(1_901));
        assertTrue(live.stalled(1_902));
        assertTrue(live.said(1_902, 10).contains("the plain record gives way at 1004"), live.said(1_902, 10));
    }

    /** Without {@code phaselive} the record of a line found dead stands, as it always did. */
    @Test
    void withoutTheSwitchTheDeadRecordStands() {
        PhaseProgress plain = new PhaseProgress(1_000, false, false, id -> id == 12);
        plain.expanded(1, 11, 9, 450);
        plain.expanded(3, 12, 7, 400);
        plain.learned(3, 0);
        plain.learned(900, 1);
        plain.expanded(901, 14, 9, 440);
        assertTrue(plain.stalled(1_004));
    }

    /** With {@code phaselivewindow} the learning counts from the live record; the stall rule, without {@code phaselive}, from the plain one. */
    @Test
    void theLearningsWindowCountsFromTheLiveRecordWithItsSwitch() {
        PhaseProgress window = new PhaseProgress(1_000, false, true, id -> id == 12);
        window.expanded(1, 11, 9, 450);
        window.expanded(3, 12, 7, 400);
        window.learned(3, 0);
        window.learned(900, 1);
        assertEquals(897, window.forLearning(900), "from the last progress, at 3: a give-back is no progress itself");
        window.expanded(901, 14, 9, 440);
        assertEquals(99, window.forLearning(1_000));
        assertEquals(997, window.without(1_000), "the plain count");
        assertTrue(window.stalled(1_004), "the stall rule counts from the plain record");
    }

    /**
     * With {@code stallproofs} the larger proofs' positions made after the last progress count towards the stall,
     * {@link PhaseProgress#PROOF_SHARE} of them as one position expanded; those made before it (at the position that
     * made it too: its proofs come before it is scored) do not. Without the switch the same calls count nothing.
     */
    @Test
    void theLargerProofsSinceTheLastProgressCountTowardsTheStall() {
        PhaseProgress counting = new PhaseProgress(1_000, false, false, id -> false).countingProofs(true);
        PhaseProgress plain = new PhaseProgress(1_000, false, false, id -> false);
        for (PhaseProgress p : List.of(counting, plain)) {
            p.learned(1, 0, 0);
            p.expanded(1, 0, 5, 100);
            p.learned(10, 0, 600); // before the progress: not counted
            p.learned(100, 0, 900); // at the position that progresses, before it is scored: not counted
            p.expanded(100, 1, 4, 100);
            p.learned(400, 0, 2_400); // after it: 1,500 positions, counted as 500
        }
        assertEquals(1_500 / PhaseProgress.PROOF_SHARE, counting.counted(100));
        assertEquals(0, plain.counted(100));
        assertFalse(counting.stalled(100 + 1_000 - 500), "500 expanded and 1,500 proof positions: the stall, not past it");
        assertTrue(counting.stalled(101 + 1_000 - 500));
        assertFalse(plain.stalled(1_100));
        assertTrue(plain.stalled(1_101));
        assertTrue(counting.said(601, 8).contains("proof positions counted since the last progress 500"), counting.said(601, 8));

        counting.expanded(700, 2, 3, 100); // progress again: the proofs before it no longer count
        assertEquals(0, counting.counted(700));
        assertFalse(counting.stalled(1_700));
        counting.overtime(System.nanoTime() - 1, 900); // past its slot: the slot's stall counts them too
        counting.learned(800, 0, 2_400 + 600);
        assertEquals(100 + 200, counting.stalledFor(800));
        assertFalse(counting.slotOver(700 + 900 - 200));
        assertTrue(counting.slotOver(701 + 900 - 200));
    }
}
