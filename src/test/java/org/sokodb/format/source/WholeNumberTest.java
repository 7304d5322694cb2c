package org.sokodb.format.source;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.OptionalLong;

import org.junit.jupiter.api.Test;

/** The one reading of a typed whole number: ASCII digits up to a bound, nothing else. */
class WholeNumberTest {
    @Test
    void digitsUpToTheBound() {
        assertEquals(OptionalLong.of(0), WholeNumber.parse("0", 10));
        assertEquals(OptionalLong.of(10), WholeNumber.parse("10", 10));
        assertEquals(OptionalLong.of(7), WholeNumber.parse("007", 10));
        assertEquals(OptionalLong.empty(), WholeNumber.parse("11", 10));
        assertEquals(OptionalLong.of(Long.MAX_VALUE), WholeNumber.parse("9223372036854775807", Long.MAX_VALUE));
        assertEquals(OptionalLong.empty(), WholeNumber.parse("9223372036854775808", Long.MAX_VALUE), "past a long");
        assertEquals(OptionalLong.empty(), WholeNumber.parse("99999999999999999999", Long.MAX_VALUE));
        assertEquals(OptionalLong.empty(), WholeNumber.parse("1" + "0".repeat(40), Long.MAX_VALUE));
    }

    @Test
    void nothingButAsciiDigits() {
        for (String bad : new String[] {"", " 1", "1 ", "+1", "-1", "1.0", "1e3", "0x1", "١٢", "１２", "1\u0000", "½"}) {
            assertEquals(OptionalLong.empty(), WholeNumber.parse(bad, Long.MAX_VALUE), bad);
        }
    }
}
