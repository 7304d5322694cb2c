package org.sokodb.web.plays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

/** The plays a minute the server takes, on a clock the test moves. */
class PlayQuotaTest {

    @Test
    void tenAtOnceThenOneEveryTwoSeconds() {
        AtomicLong now = new AtomicLong(1_000_000);
        PlayQuota quota = new PlayQuota(now::get);
        for (int i = 0; i < PlayQuota.BURST; i++) {
            assertTrue(quota.take(), "play " + (i + 1) + " of the burst");
        }
        assertFalse(quota.take(), "the eleventh at once");
        now.addAndGet(1_999);
        assertFalse(quota.take(), "not yet two seconds");
        now.addAndGet(1);
        assertTrue(quota.take());
        assertFalse(quota.take());
        int taken = 0;
        for (int second = 0; second < 60; second++) {
            now.addAndGet(1_000);
            while (quota.take()) {
                taken++;
            }
        }
        assertEquals(30, taken, "a minute of a client posting as fast as it can");
        now.addAndGet(3_600_000);
        taken = 0;
        while (quota.take()) {
            taken++;
        }
        assertEquals(PlayQuota.BURST, taken, "after a quiet hour, the burst and no more");
    }
}
