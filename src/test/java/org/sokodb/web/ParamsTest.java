package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.OptionalLong;

import org.junit.jupiter.api.Test;

/**
 * The web's reading of a number in its addresses, the same rule as every typed number of sokodb
 * (docs/web.md): ASCII digits up to a bound, nothing else.
 */
class ParamsTest {
    @Test
    void digitsUpToTheBound() {
        assertEquals(OptionalLong.of(0), Params.whole("0", 10));
        assertEquals(OptionalLong.of(10), Params.whole("10", 10));
        assertEquals(OptionalLong.of(7), Params.whole("007", 10));
        assertEquals(OptionalLong.empty(), Params.whole("11", 10));
        assertEquals(OptionalLong.of(Long.MAX_VALUE), Params.whole("9223372036854775807", Long.MAX_VALUE));
        assertEquals(OptionalLong.empty(), Params.whole("9223372036854775808", Long.MAX_VALUE), "past a long");
        assertEquals(OptionalLong.empty(), Params.whole("1" + "0".repeat(40), Long.MAX_VALUE));
    }

    @Test
    void nothingButAsciiDigits() {
        // Long.parseLong takes the first four of these (a sign, Arabic-Indic and full-width digits)
        for (String bad : new String[] {"+1", "-1", "١٢", "１２", "", " 1", "1 ", "1.0", "1e3", "0x1", "1\u0000", "½"}) {
            assertEquals(OptionalLong.empty(), Params.whole(bad, Long.MAX_VALUE), bad);
        }
    }
}
