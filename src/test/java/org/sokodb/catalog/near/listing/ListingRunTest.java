package org.sokodb.catalog.near.listing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** A run of the listing reads back as written, whatever its ids, titles and orders. */
class ListingRunTest {
    private static final List<ListingRun.Board> BOARDS = List.of(
            new ListingRun.Board(7, 120, "081C36BF9D7900F3", "0000000000000000", 3, 1, "Microban #1"),
            new ListingRun.Board(7, 5_000_000_000L, "081C36BF9D7900F3", "0000000000000000", 1_505, 2, ""),
            // a board imported before the one above, of a later level; a source of a smaller row id
            new ListingRun.Board(9, 44, "FFFFFFFFFFFFFFFF", "8000000000000001", 2, 0, "Ébène ☃ \u00e9\n2"),
            // ids that are not identity's 16 upper-case hexadecimal digits are kept as text
            new ListingRun.Board(4_000_000, 45, "abc", "", 2, 1_000_000, "x"));

    @Test
    void readsBackEveryBoardOfTheLevelsWanted() {
        byte[] stored = ListingRun.of(BOARDS);
        List<ListingRun.Board> all = new ArrayList<>();
        ListingRun.read(stored, level -> true, all::add);
        assertEquals(BOARDS, all);
        List<ListingRun.Board> some = new ArrayList<>();
        ListingRun.read(stored, level -> level != 9, some::add);
        assertEquals(List.of(BOARDS.get(0), BOARDS.get(1), BOARDS.get(3)), some);
        List<ListingRun.Board> none = new ArrayList<>();
        ListingRun.read(ListingRun.of(List.of()), level -> true, none::add);
        assertEquals(List.of(), none);
    }

    @Test
    void theCountsSayHowManyBoardsEachLevelHas() {
        List<String> counted = new ArrayList<>();
        ListingRun.readCounts(ListingRun.counts(BOARDS), (level, boards) -> counted.add(level + ":" + boards));
        assertEquals(List.of("7:2", "9:1", "4000000:1"), counted);
        List<String> none = new ArrayList<>();
        ListingRun.readCounts(ListingRun.counts(List.of()), (level, boards) -> none.add(level + ":" + boards));
        assertEquals(List.of(), none);
    }

    @Test
    void levelsComeInRowIdOrder() {
        assertThrows(IllegalArgumentException.class, () -> ListingRun.of(List.of(BOARDS.get(2), BOARDS.get(0))));
    }
}
