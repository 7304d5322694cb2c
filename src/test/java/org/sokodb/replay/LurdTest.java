package org.sokodb.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LurdTest {

    private static String steps(String text) {
        LurdResult r = Lurd.parse(text);
        return assertInstanceOf(LurdResult.Parsed.class, r, () -> r.toString()).steps().letters();
    }

    private static LurdResult.Malformed malformed(String text) {
        LurdResult r = Lurd.parse(text);
        return assertInstanceOf(LurdResult.Malformed.class, r, () -> r.toString());
    }

    @Test
    void publishedRleVectorExpandsToMicroban3() {
        assertEquals(TestLevels.MICROBAN_3, steps("ruu4L4rddlUru3LulDrdd3luuRRDrdL3urDD"));
    }

    @Test
    void formatExamples() {
        assertEquals("rrrUUUU", steps("3r4U"));
        assertEquals("drdrdrRdrdrdrR", steps("2(3(dr)R)"));
    }

    @Test
    void whitespaceAndLineBreaksAreIgnoredAndCaseIsKept() {
        assertEquals("uLdR", steps(" u L\r\n\td  R \n"));
        assertEquals("rrrrrrrrrrrr", steps("1 2r"));
        assertEquals("", steps("  \n"));
    }

    @Test
    void reverseModeAndMultibanAreRefusedByName() {
        LurdResult.Malformed jump = malformed("[]Urrd");
        assertEquals(1, jump.position());
        assertEquals('[', jump.character());
        assertTrue(jump.reason().contains("reverse-mode"), jump.reason());

        LurdResult.Malformed pusher = malformed("ur{rddd}Urr");
        assertEquals(3, pusher.position());
        assertTrue(pusher.message().startsWith("character 3 '{': "), pusher.message());
        assertTrue(pusher.reason().contains("Multiban"), pusher.reason());
    }

    @Test
    void unknownCharacterHasItsPosition() {
        LurdResult.Malformed m = malformed("ur\ndx");
        assertEquals(5, m.position());
        assertEquals('x', m.character());
        assertEquals("character 5 'x': not a move (moves are u d l r, pushes U D L R)", m.message());
    }

    @Test
    void hugeCountsAreRefusedBeforeAllocating() {
        LurdResult.Malformed m = malformed("rr999999999L");
        assertEquals(3, m.position());
        assertTrue(m.reason().contains("limit"), m.reason());
        // each count is under the limit, their product is not
        LurdResult.Malformed nested = malformed("1000(1000(2r))");
        assertTrue(nested.reason().contains("more than " + SolutionLimits.MAX_STEPS), nested.reason());
        assertEquals(SolutionLimits.MAX_STEPS, steps("1000(1000(r))").length());
    }

    /**
     * Regression (fuzzing): a text of empty groups with big counts took seconds per kilobyte to
     * parse (999,999 turns of a loop that appended nothing, per group). The work is counted,
     * not timed: at most {@code MAX_GROUP_DEPTH + 1} repeat turns per step of the result.
     */
    @Test
    void emptyGroupsCostNothing() {
        assertEquals("r", stepsCountingWork("999999()".repeat(50_000) + "r"));
        assertEquals("", stepsCountingWork("999999(".repeat(64) + ")".repeat(64)));
    }

    /** Ordinary and nested counts stay within the same bound; nesting alone reaches it. */
    @Test
    void theWorkIsBoundedByTheSteps() {
        assertEquals("drdrdrRdrdrdrR", stepsCountingWork("2(3(dr)R)"));
        assertEquals(SolutionLimits.MAX_STEPS, stepsCountingWork("1000(1000(r))").length());
        // the deepest nesting, each group once: 65 turns for one step, the bound exactly
        assertEquals("r", stepsCountingWork("(".repeat(SolutionLimits.MAX_GROUP_DEPTH) + "r"
                + ")".repeat(SolutionLimits.MAX_GROUP_DEPTH)));
    }

    private static String stepsCountingWork(String text) {
        Lurd.Counted c = Lurd.parseCounting(text);
        String steps = assertInstanceOf(LurdResult.Parsed.class, c.result(), () -> c.result().toString()).steps()
                .letters();
        assertTrue(c.turns() <= (SolutionLimits.MAX_GROUP_DEPTH + 1L) * steps.length(),
                c.turns() + " repeat turns for " + steps.length() + " steps");
        return steps;
    }

    /**
     * Regression (review for issue 8): the limit counts the steps of the enclosing groups too, so
     * nested groups of almost a million steps each are refused before 64 of them sit in memory.
     */
    @Test
    void theStepLimitCountsEnclosingGroups() {
        String nested = "(999999r".repeat(SolutionLimits.MAX_GROUP_DEPTH) + ")".repeat(SolutionLimits.MAX_GROUP_DEPTH);
        LurdResult.Malformed m = malformed(nested);
        assertEquals(16, m.position(), "the second group's 999999 steps pass the limit with the 999999 around them");
        assertTrue(m.reason().contains("more than " + SolutionLimits.MAX_STEPS), m.reason());
        assertEquals(SolutionLimits.MAX_STEPS, steps("(999999r(r))").length());
    }

    @Test
    void deepNestingIsRefused() {
        String deep = "(".repeat(SolutionLimits.MAX_GROUP_DEPTH + 1) + "r" + ")".repeat(SolutionLimits.MAX_GROUP_DEPTH + 1);
        assertTrue(malformed(deep).reason().contains("nested"));
        String ok = "(".repeat(SolutionLimits.MAX_GROUP_DEPTH) + "r" + ")".repeat(SolutionLimits.MAX_GROUP_DEPTH);
        assertEquals("r", steps(ok));
    }

    @Test
    void unbalancedGroupsAndDanglingCounts() {
        assertEquals(3, malformed("ur(dl").position());
        assertTrue(malformed("ur(dl").reason().contains("never closed"));
        assertEquals(3, malformed("ur)").position());
        assertEquals(3, malformed("ur12").position());
        assertTrue(malformed("ur12").reason().contains("not followed"));
        assertEquals(2, malformed("u3)").position());
        assertTrue(malformed("0r").reason().contains("count 0"));
    }
}
