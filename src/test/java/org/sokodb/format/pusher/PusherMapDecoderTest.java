package org.sokodb.format.pusher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Hand-built maps packed by {@link PusherMapEncoder}: round trips and damage the real maps do not show. */
class PusherMapDecoderTest {

    static PusherMap decode(byte[] bytes) throws DamagedMapException {
        return PusherMapDecoder.decode(bytes, 1, 0, PusherExeLayout.Limit.endOfFile(bytes.length));
    }

    static String damage(byte[] bytes) {
        return assertThrows(DamagedMapException.class, () -> decode(bytes)).getMessage();
    }

    @Test
    void aRunCrossingARowEndRoundTrips() throws Exception {
        // The top wall and the first wall of row 2 are one run of 6; the last wall of row 2
        // and the bottom wall are another.
        List<String> rows = List.of(
                "#####",
                "#@$.#",
                "#####");
        PusherMap map = decode(PusherMapEncoder.encode(rows));
        assertEquals(rows, map.grid());
        assertEquals(5, map.runs());
        assertEquals(2, map.runsAcrossRows());
        assertEquals(1, map.manX());
        assertEquals(1, map.manY());
    }

    @Test
    void longRunsSplitAtNineAndGoOnAcrossRows() throws Exception {
        List<String> rows = List.of(
                "############",
                "#+*  $     #",
                "############");
        byte[] bytes = PusherMapEncoder.encode(rows);
        PusherMap map = decode(bytes);
        assertEquals(rows, map.grid());
        // walls 9, (3 + 1 across the row end); goal, box on goal, floor 2, box, floor 5;
        // walls (1 + 8 across the row end), 4
        assertEquals(9, map.runs());
        assertEquals(2, map.runsAcrossRows());
        assertEquals(bytes.length, map.end());
    }

    @Test
    void trailingFloorIsKeptInTheGridAndTrimmedInTheRows() throws Exception {
        List<String> grid = List.of(
                "####  ",
                "#@$.# ",
                "####  ");
        PusherMap map = decode(PusherMapEncoder.encode(grid));
        assertEquals(grid, map.grid());
        assertEquals(List.of("####", "#@$.#", "####"), map.rows());
    }

    @Test
    void aRunLongerThanTheCellsLeft() {
        byte[] bytes = PusherMapEncoder.encode(List.of("#####", "#@$.#", "#####"));
        bytes[1] = 2;  // the last run of 6 walls now has only 1 cell left to fill
        assertEquals("map 1: the run at 0x0004 covers 5 cells past the end of the 5x2 map", damage(bytes));
    }

    @Test
    void theManBytesMissing() {
        byte[] bytes = PusherMapEncoder.encode(List.of("#####", "#@$.#", "#####"));
        assertEquals("map 1: the man position at 0x0005 runs past the end of the file at 0x0006",
                damage(Arrays.copyOf(bytes, bytes.length - 1)));
    }

    @Test
    void noRoomForWidthAndHeight() {
        assertEquals("map 1 at 0x0000: the width and height run past the end of the file at 0x0001",
                damage(new byte[] {5}));
    }
}
