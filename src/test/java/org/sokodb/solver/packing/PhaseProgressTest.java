package org.sokodb.solver.packing;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The phase search's progress past the end of its slot ({@code phaseslot}): it goes on while it
 * made a lower phase or a better score in the last {@link PhaseProgress#OVERTIME_STALL} positions,
 * and with {@code phasesets} a deadlock set learned counts as progress too.
 */
class PhaseProgressTest {
    @Test
    void pastItsSlotTheSearchGoesOnWhileItProgresses() {
        PhaseProgress progress = new PhaseProgress();
        progress.overtime(System.nanoTime() - 1); // the slot is over
        progress.expanded(1, 5, 100);
        progress.learned(1, 0);
        assertFalse(progress.slotOver(PhaseProgress.OVERTIME_STALL, false), "within the stretch from the start");
        progress.expanded(20_000, 4, 100); // a lower phase
        assertFalse(progress.slotOver(20_000 + PhaseProgress.OVERTIME_STALL, false));
        assertTrue(progress.slotOver(20_001 + PhaseProgress.OVERTIME_STALL, false));
        progress.learned(20_001 + PhaseProgress.OVERTIME_STALL, 3); // three sets learned
        assertTrue(progress.slotOver(20_002 + PhaseProgress.OVERTIME_STALL, false), "a set is no progress without phasesets");
        assertFalse(progress.slotOver(20_002 + PhaseProgress.OVERTIME_STALL, true), "with phasesets it is");
    }

    /** With {@code phaseshare}'s stall: the search past its slot goes on through a stretch {@code phaseslot} would give way after. */
    @Test
    void pastItsSlotTheStallItGivesWayAfterCanBeLonger() {
        PhaseProgress progress = new PhaseProgress();
        progress.overtime(System.nanoTime() - 1, 55_000);
        progress.expanded(1, 5, 100);
        progress.expanded(10_000, 4, 100);
        assertFalse(progress.slotOver(10_001 + PhaseProgress.OVERTIME_STALL, false));
        assertFalse(progress.slotOver(10_000 + 55_000, false));
        assertTrue(progress.slotOver(10_001 + 55_000, false));
    }

    @Test
    void beforeItsSlotEndsOrWithNoSlotTheSearchDoesNotGiveWayForIt() {
        PhaseProgress inSlot = new PhaseProgress();
        inSlot.overtime(System.nanoTime() + 3_600_000_000_000L);
        inSlot.expanded(1, 5, 100);
        assertFalse(inSlot.slotOver(1 + 10 * PhaseProgress.OVERTIME_STALL, false));
        PhaseProgress noSlot = new PhaseProgress();
        noSlot.expanded(1, 5, 100);
        assertFalse(noSlot.slotOver(1 + 10 * PhaseProgress.OVERTIME_STALL, false));
    }
}
