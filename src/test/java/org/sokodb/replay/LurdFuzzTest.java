package org.sokodb.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.sokodb.Mutator;
import org.sokodb.SharedData;
import org.sokodb.Slow;
import org.sokodb.board.Board;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Move text as anyone may write it, parsed by {@link Lurd#parse} and replayed by
 * {@link Replay#check} on Microban 3: neither throws, a refusal points at a character of the
 * text, a replay counts what it played, and the verdict does not depend on letter case (a
 * replay knows which steps push).
 */
@SharedData
@Slow
class LurdFuzzTest {
    private static final Board BOARD = TestLevels.board(TestLevels.MICROBAN, 3);
    private static final int BOXES = BOARD.boxes().length;

    @FuzzTest(maxDuration = "10m")
    void parsesAndReplays(byte[] bytes) {
        check(bytes);
    }

    @Test
    void seedsAndMutations() {
        Mutator.run("Lurd", Mutator.seeds(LurdFuzzTest.class, "parsesAndReplays"), 20_000, 13, LurdFuzzTest::check);
    }

    static void check(byte[] bytes) {
        // UTF-8 with replacement: any character may come, Unicode spaces and the replacement character too
        String text = new String(bytes, StandardCharsets.UTF_8);
        Lurd.Counted counted = Lurd.parseCounting(text);
        LurdResult parsed = counted.result();
        // the work budget: repeat turns in proportion to the steps written (LurdTest), or to the limit when it stops
        long written = parsed instanceof LurdResult.Parsed p ? p.steps().length() : SolutionLimits.MAX_STEPS;
        assertTrue(counted.turns() <= (SolutionLimits.MAX_GROUP_DEPTH + 1L) * written,
                counted.turns() + " repeat turns for " + written + " steps");
        if (parsed instanceof LurdResult.Malformed m) {
            // position 0: the whole text is another notation (a push list, a word)
            assertTrue(m.position() >= 0 && m.position() <= text.length(), "position " + m.position());
            if (m.position() > 0) {
                assertEquals(text.charAt(m.position() - 1), m.character());
            }
        } else {
            Steps steps = ((LurdResult.Parsed) parsed).steps();
            assertTrue(steps.length() <= SolutionLimits.MAX_STEPS);
        }
        ReplayResult result = Replay.check(BOARD, text);
        if (result instanceof ReplayResult.Valid v) {
            assertEquals(v.steps().length(), v.metrics().moves());
            assertTrue(v.metrics().pushes() <= v.metrics().moves());
        } else if (result instanceof ReplayResult.Unsolved u) {
            assertEquals(u.steps().length(), u.metrics().moves());
            // unsolved: at least one box is off its goal, and no more than the level has
            assertTrue(u.boxesOffGoals() >= 1 && u.boxesOffGoals() <= BOXES, "boxes off goals: " + u.boxesOffGoals());
        } else if (result instanceof ReplayResult.Illegal i) {
            assertTrue(i.step() >= 1, "step " + i.step());
        }
        assertTrue(!result.detail().contains("\n"), result.detail());
        String lower = text.toLowerCase(Locale.ROOT);
        if (lower.length() == text.length()) {
            assertEquals(result.verdict(), Replay.check(BOARD, lower).verdict(), "the verdict of the lower-case text");
        }
    }
}
