package org.sokodb.format.pusher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;

class PusherExeLayoutTest {

    @Test
    void eachMapEndsAtTheNearestThingAfterIt() throws Exception {
        byte[] bytes = Files.readAllBytes(TestData.path("pusher/pusher-maps-only.exe"));
        PusherExeLayout layout = PusherExeLayout.of(bytes, "pusher.exe");
        assertEquals(0x148C, layout.mapOffset(1));
        assertEquals(new PusherExeLayout.Limit(0x14BE, "map 2 at 0x14BE"), layout.limit(1));
        assertEquals(new PusherExeLayout.Limit(0x2810, "the level table at 0x2810"), layout.limit(60));

        // Table order need not be file order: map 60 pointing at map 1 ends where map 1 does,
        // map 59 moved past the level table ends at the end of the file.
        bytes[0x2810 + 2 * 59] = 0;
        bytes[0x2810 + 2 * 59 + 1] = 0;
        bytes[0x2810 + 2 * 58] = (byte) 0xF4;
        bytes[0x2810 + 2 * 58 + 1] = 0x14;
        layout = PusherExeLayout.of(bytes, "pusher.exe");
        assertEquals(new PusherExeLayout.Limit(0x14BE, "map 2 at 0x14BE"), layout.limit(60));
        assertEquals(new PusherExeLayout.Limit(0x2988, "the end of the file at 0x2988"), layout.limit(59));
    }
}
