package org.sokodb.format.xsb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class RleTest {
    private static final long LIMIT = 10_000;

    @Test
    void aCountRepeatsTheNextCharacter() throws RleException {
        assertEquals("###----p.#", Rle.expand("3#4-p.#", LIMIT));
        assertEquals("rrrUUUU", Rle.expand("3r4U", LIMIT));
        assertEquals("##########", Rle.expand("10#", LIMIT));
    }

    @Test
    void parenthesesGroupAndNest() throws RleException {
        assertEquals("#-#-#-##-#-#-#", Rle.expand("2(3(#-)#)", LIMIT));
        assertEquals("drdrdrRdrdrdrR", Rle.expand("2(3(dr)R)", LIMIT));
        assertEquals("ab", Rle.expand("(ab)", LIMIT));
    }

    @Test
    void barsAndSpacesStandForThemselves() throws RleException {
        assertEquals("--###|###-#|#pb.#|#####", Rle.expand("--3#|3#-#|#pb.#|5#", LIMIT));
        // a count repeats a space too: callers drop spaces first where they mean nothing (moves)
        assertEquals("r    ll", Rle.expand("r 3 2l", LIMIT));
    }

    @Test
    void theNineRowExampleOfTheFormatDocument() throws RleException {
        String board = Rle.expand("2_5#|3#3_#|#2_*#_2#|#_#2_*_#|#_*2_#_#|2#_#+2_#|_#3_$2#|_3#2_#|3_4#", LIMIT);
        assertEquals(List.of(
                "__#####",
                "###___#",
                "#__*#_##",
                "#_#__*_#",
                "#_*__#_#",
                "##_#+__#",
                "_#___$##",
                "_###__#",
                "___####"), List.of(board.split("\\|")));
    }

    @Test
    void plainTextComesBackUnchanged() throws RleException {
        String row = "#  $ .#";
        assertEquals(row, Rle.expand(row, LIMIT));
        assertFalse(Rle.hasEncoding(row));
        assertTrue(Rle.hasEncoding("3#"));
    }

    @Test
    void aHugeCountFailsBeforeAnythingIsAllocated() {
        RleException e = assertThrows(RleException.class, () -> Rle.expand("#999999999#", LIMIT));
        assertEquals("count 999999999 at column 2 makes the text longer than the limit of 10000 characters",
                e.getMessage());
        assertEquals(2, e.column());
    }

    @Test
    void nestedGroupsThatMultiplyToBillionsFailBeforeAnythingIsAllocated() {
        // 9 levels of 999 would be 10^27 characters; the product is checked as it is computed
        String bomb = "999(".repeat(9) + "#" + ")".repeat(9);
        RleException e = assertThrows(RleException.class, () -> Rle.expand(bomb, Long.MAX_VALUE / 2));
        assertTrue(e.getMessage().contains("longer than the limit"), e.getMessage());
    }

    /**
     * Regression (Jazzer, XsbReaderFuzzTest): {@code 555555555()#} took seconds to expand to one
     * '#' (555,555,554 turns of a loop that appended nothing). The work is counted, not timed:
     * no more repeat turns than characters in the result.
     */
    @Test
    void emptyGroupsRepeatedBillionsOfTimesCostNothing() throws RleException {
        assertEquals("#", expandCountingWork("555555555()#"));
        assertEquals("##", expandCountingWork("#" + "999999999(999999999())".repeat(1000) + "#"));
        assertEquals("", expandCountingWork("999999999(".repeat(16) + ")".repeat(16)));
    }

    /** A group counted 0 is skipped, not written and taken back: a thousand of 9,999 characters cost nothing. */
    @Test
    void aGroupCountedZeroTimesCostsNothing() throws RleException {
        assertEquals("#", expandCountingWork("0(9999#)".repeat(1000) + "#"));
        assertEquals("R", expandCountingWork("0(33(dr)(dr)R)R"));
        assertEquals("-#-#", expandCountingWork("2(0(5(#))-#)"));
    }

    /** Ordinary encodings take one repeat turn per character written, or fewer. */
    @Test
    void theWorkIsAtMostOneTurnPerCharacter() throws RleException {
        assertEquals("#-#-#-##-#-#-#", expandCountingWork("2(3(#-)#)"));
        assertEquals("###----p.#", expandCountingWork("3#4-p.#"));
        assertEquals(LIMIT, expandCountingWork("10(10(10(10#)))").length());
    }

    private static String expandCountingWork(String text) throws RleException {
        Rle.Expansion e = Rle.expandCounting(text, LIMIT);
        assertTrue(e.turns() <= e.text().length(), e.turns() + " repeat turns for " + e.text().length() + " characters");
        return e.text();
    }

    /**
     * Regression (fuzzing, RleFuzzTest): a group counted 0 was measured as empty but written
     * once, so zero-counted groups could carry any amount of text past the limit.
     */
    @Test
    void aGroupCountedZeroTimesIsEmpty() throws RleException {
        assertEquals("R", Rle.expand("0(33(dr)(dr)R)R", LIMIT));
        assertEquals("#", Rle.expand("0(9999#)".repeat(1000) + "#", LIMIT));
        assertEquals("", Rle.expand("0#0(#)", LIMIT));
    }

    @Test
    void theLimitIsExact() throws RleException {
        assertEquals(10, Rle.expand("10#", 10).length());
        assertThrows(RleException.class, () -> Rle.expand("11#", 10));
        assertThrows(RleException.class, () -> Rle.expand("5#6#", 10));
        assertThrows(RleException.class, () -> Rle.expand("###########", 10));
        assertEquals("the character at column 4 makes the text longer than the limit of 10 characters",
                assertThrows(RleException.class, () -> Rle.expand("10##", 10)).getMessage());
        assertEquals("the group at column 3 makes the text longer than the limit of 10 characters",
                assertThrows(RleException.class, () -> Rle.expand("9#(##)", 10)).getMessage());
        assertEquals("count 11 at column 1 makes the text longer than the limit of 10 characters",
                assertThrows(RleException.class, () -> Rle.expand("11#", 10)).getMessage());
    }

    @Test
    void tooDeepNestingIsRefused() {
        String deep = "(".repeat(Rle.MAX_NESTING + 1) + "#" + ")".repeat(Rle.MAX_NESTING + 1);
        RleException e = assertThrows(RleException.class, () -> Rle.expand(deep, LIMIT));
        assertEquals("groups nest deeper than 16 at column 17", e.getMessage());
    }

    @Test
    void aCountWithTooManyDigitsIsRefused() {
        RleException e = assertThrows(RleException.class, () -> Rle.expand("12345678901#", Long.MAX_VALUE));
        assertEquals("count at column 1 has more than 9 digits", e.getMessage());
    }

    @Test
    void brokenSyntaxIsReportedWithItsColumn() {
        assertEquals("count 3 at column 2 repeats nothing",
                assertThrows(RleException.class, () -> Rle.expand("#3", LIMIT)).getMessage());
        assertEquals("count 2 at column 3 repeats nothing",
                assertThrows(RleException.class, () -> Rle.expand("(#2)", LIMIT)).getMessage());
        assertEquals("'(' at column 2 is never closed",
                assertThrows(RleException.class, () -> Rle.expand("#(3#", LIMIT)).getMessage());
        assertEquals("')' at column 3 closes no group",
                assertThrows(RleException.class, () -> Rle.expand("##)", LIMIT)).getMessage());
    }

    @Test
    void wellFormednessIsSyntaxOnly() {
        assertTrue(Rle.isWellFormed("3#4-p.#"));
        assertTrue(Rle.isWellFormed("2(3(#-)#)"));
        assertTrue(Rle.isWellFormed("999999999#"), "a limit, not a syntax error");
        assertFalse(Rle.isWellFormed("# 1"));
        assertFalse(Rle.isWellFormed("(#"));
        assertFalse(Rle.isWellFormed("#)("));
        assertFalse(Rle.isWellFormed("2)"));
    }
}
