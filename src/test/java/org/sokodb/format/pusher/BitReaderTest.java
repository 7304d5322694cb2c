package org.sokodb.format.pusher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BitReaderTest {
    private final byte[] bytes = {(byte) 0xFF, (byte) 0b1010_0110, (byte) 0x0F, 0x55};

    @Test
    void readsMostSignificantBitFirstAcrossBytes() throws Exception {
        BitReader in = new BitReader(bytes, 1, 3);
        assertEquals(1, in.bit());
        assertEquals(0b010, in.bits(3));
        assertEquals(0b0110_0000, in.bits(8));
        assertEquals(0b1111, in.bits(4));
    }

    @Test
    void refusesToReadPastTheLimit() throws Exception {
        BitReader in = new BitReader(bytes, 1, 2);
        in.bits(8);
        assertThrows(BitReader.PastLimitException.class, in::bit);
    }

    @Test
    void knowsWhereTheNextWholeByteIs() throws Exception {
        BitReader in = new BitReader(bytes, 1, 4);
        assertEquals(1, in.nextByteBoundary());
        in.bit();
        assertEquals(1, in.byteOffset());
        assertEquals(2, in.nextByteBoundary());
        in.bits(7);
        assertEquals(2, in.byteOffset());
        assertEquals(2, in.nextByteBoundary());
    }
}
