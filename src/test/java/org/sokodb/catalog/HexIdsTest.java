package org.sokodb.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A level id stored as a number ({@link HexIds}): the spelling comes back digit for digit, and
 * the numbers sort as the spellings do, so that every list ordered by an id keeps its order.
 * The ids are XSokoban 1's Exact-Id and Unique-Id (docs/commands.md, `sokodb id`), the two ends of the
 * range and the two ids either side of its middle, where the sign of the stored number turns.
 */
class HexIdsTest {
    private static final List<String> IDS = List.of("798D9C4FA3935562", "02D324FCF43C6CFD", "0000000000000000",
            "FFFFFFFFFFFFFFFF", "7FFFFFFFFFFFFFFF", "8000000000000000", "8000000000000001", "00000000000000FF");

    @Test
    void theSpellingComesBack() {
        for (String id : IDS) {
            assertEquals(id, HexIds.spelling(HexIds.stored(id)), id);
        }
        assertEquals(Long.MIN_VALUE, HexIds.stored("0000000000000000"));
        assertEquals(Long.MAX_VALUE, HexIds.stored("FFFFFFFFFFFFFFFF"));
        assertEquals(-1L, HexIds.stored("7FFFFFFFFFFFFFFF"));
        assertEquals(0L, HexIds.stored("8000000000000000"));
    }

    @Test
    void theNumbersSortAsTheSpellings() {
        List<String> bySpelling = new ArrayList<>(IDS);
        bySpelling.sort(Comparator.naturalOrder());
        List<String> byNumber = new ArrayList<>(IDS);
        byNumber.sort(Comparator.comparingLong(HexIds::stored));
        assertEquals(bySpelling, byNumber);
    }

    @Test
    void onlySokodbsSpellingIsAnId() {
        assertTrue(HexIds.spelled("798D9C4FA3935562"));
        assertFalse(HexIds.spelled("798d9c4fa3935562"), "lower case: looked up upper-cased, never bound so");
        assertFalse(HexIds.spelled("798D9C4FA393556"));
        assertFalse(HexIds.spelled("798D9C4FA3935562 "));
        assertFalse(HexIds.spelled("798D9C4FA393556G"));
        assertFalse(HexIds.spelled(null));
    }
}
