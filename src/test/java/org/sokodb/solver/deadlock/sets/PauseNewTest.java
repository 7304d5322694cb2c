package org.sokodb.solver.deadlock.sets;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@code pausenew} ({@link RepeatedCorrals#newInPause}): in a stall past {@link CorralBudget#WINDOW} the corrals' proofs
 * pause ({@link CorralBudget#pauses}), and with it the corrals not tried before are still tried, with their first proof,
 * as outside the window.
 */
class PauseNewTest {
    private static final long PAST = CorralBudget.WINDOW;
    private static final long BEFORE = CorralBudget.WINDOW - 1;

    @Test
    void withoutItNoCorralIsTriedPastTheWindow() {
        RepeatedCorrals plain = new RepeatedCorrals();
        assertTrue(plain.goesOn(50_000, BEFORE));
        assertFalse(plain.goesOn(50_000, PAST));
    }

    @Test
    void withItTheNewCorralsAreTriedPastTheWindowAsBeforeIt() {
        RepeatedCorrals corrals = new RepeatedCorrals();
        corrals.newInPause();
        assertTrue(corrals.goesOn(50_000, PAST));
        assertFalse(corrals.onlyAgain(0, CorralBudget.after(1)), "past the window only the corrals tried before");
        assertTrue(corrals.onlyAgain(CorralBudget.after(1), CorralBudget.after(1)), "the first proofs' budget still holds");
    }

    /** With {@code phaserepeat} too, the new corrals are tried in the pause besides the corrals met again. */
    @Test
    void withTheLargerProofsTooTheNewCorralsAreStillTried() {
        RepeatedCorrals corrals = new RepeatedCorrals();
        corrals.on(false, false, false);
        corrals.newInPause();
        assertTrue(corrals.goesOn(50_000, PAST));
        assertFalse(corrals.onlyAgain(0, CorralBudget.after(1)));
    }
}
