package org.sokodb.solver.fess;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** When FESS's groundwork advisor stands down: a stall of the best packed count, and its end. */
class PackingStallTest {
    @Test
    void standsDownAfterAStallAndComesBackWhenThePackedCountRises() {
        PackingStall stall = new PackingStall();
        stall.expanded(0, 0);
        stall.expanded(2, 10);
        assertFalse(stall.stalled(10 + PackingStall.STALL - 1), "one position short of the stall");
        stall.expanded(1, 500_000); // a position with fewer steps done is no rise
        stall.expanded(2, 600_000); // nor one with as many as the best
        assertTrue(stall.stalled(10 + PackingStall.STALL), "a stall counts from the last rise");
        stall.expanded(3, 10 + PackingStall.STALL + 5);
        assertFalse(stall.stalled(10 + PackingStall.STALL + 6), "a rise ends it");
        assertTrue(stall.stalled(10 + 2 * PackingStall.STALL + 5), "and a new stall can begin");
    }
}
