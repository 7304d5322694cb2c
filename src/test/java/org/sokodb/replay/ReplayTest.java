package org.sokodb.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;

/** Replays on Microban 3 (the published vector) and damaged copies of its solution. */
class ReplayTest {
    static Board level3;
    static Board level4;

    @BeforeAll
    static void read() {
        level3 = TestLevels.board(TestLevels.MICROBAN, 3);
        level4 = TestLevels.board(TestLevels.MICROBAN, 4);
    }

    @Test
    void publishedVectorsAreValidAndCorrectlyCased() {
        var v3 = assertInstanceOf(ReplayResult.Valid.class, Replay.check(level3, TestLevels.MICROBAN_3));
        assertEquals(TestLevels.MICROBAN_3, v3.steps().letters());
        assertEquals(List.of(), v3.warnings());
        assertEquals("", v3.detail());
        var v4 = assertInstanceOf(ReplayResult.Valid.class, Replay.check(level4, TestLevels.MICROBAN_4));
        assertEquals(TestLevels.MICROBAN_4, v4.steps().letters());
    }

    @Test
    void replayDoesNotChangeTheBoard() {
        Board before = TestLevels.board(TestLevels.MICROBAN, 3);
        Replay.check(level3, TestLevels.MICROBAN_3);
        assertEquals(before, level3);
    }

    @Test
    void stepIntoAWall() {
        var r = assertInstanceOf(ReplayResult.Illegal.class, Replay.check(level3, "d"));
        assertEquals(1, r.step());
        assertEquals("step 1 'd': the man walks into a wall", r.detail());
    }

    @Test
    void pushIntoAnotherBox() {
        var r = assertInstanceOf(ReplayResult.Illegal.class, Replay.check(level3, "U"));
        assertEquals(1, r.step());
        assertEquals("step 1 'U': box at row 4, column 7 is blocked by another box", r.detail());
    }

    @Test
    void pushIntoAWall() {
        var r = assertInstanceOf(ReplayResult.Illegal.class, Replay.check(level3, "ruuLLLLLL"));
        assertEquals(9, r.step());
        assertEquals('L', r.letter());
        assertEquals("step 9 'L': box at row 3, column 2 is blocked by a wall", r.detail());
    }

    @Test
    void truncatedTailIsUnsolvedWithItsMetrics() {
        String cut = TestLevels.MICROBAN_3.substring(0, TestLevels.MICROBAN_3.length() - 2);
        var r = assertInstanceOf(ReplayResult.Unsolved.class, Replay.check(level3, cut));
        assertEquals(1, r.boxesOffGoals());
        assertEquals("ends with 1 box off goals", r.detail());
        assertEquals(41, r.metrics().moves());
        assertEquals(13, r.metrics().pushes());
        var none = assertInstanceOf(ReplayResult.Unsolved.class, Replay.check(level3, ""));
        assertEquals("ends with 2 boxes off goals", none.detail());
    }

    @Test
    void stepAfterSolvingIsIllegalWhenStrict() {
        var r = assertInstanceOf(ReplayResult.Illegal.class, Replay.check(level3, TestLevels.MICROBAN_3 + "ul"));
        assertEquals(44, r.step());
        assertEquals("step 44 'u': level already solved after step 43", r.detail());
    }

    @Test
    void stepsAfterSolvingAreTrimmedOnRequest() {
        var r = assertInstanceOf(ReplayResult.Valid.class,
                Replay.check(level3, TestLevels.MICROBAN_3 + "ul", TrailingSteps.TRIM));
        assertEquals(TestLevels.MICROBAN_3, r.steps().letters());
        assertEquals(43, r.metrics().moves());
        assertEquals("trimmed 2 steps after the level was solved at step 43", r.detail());
    }

    @Test
    void lowerCasePushesAreCorrectedWithAWarning() {
        var r = assertInstanceOf(ReplayResult.Valid.class, Replay.check(level3, TestLevels.MICROBAN_3.toLowerCase()));
        assertEquals(TestLevels.MICROBAN_3, r.steps().letters());
        assertEquals("case corrected for 15 steps (first: step 4 'l' pushes a box)", r.detail());
        assertEquals(15, r.metrics().pushes());
    }

    @Test
    void upperCaseWalksAreCorrectedWithAWarning() {
        var r = assertInstanceOf(ReplayResult.Valid.class, Replay.check(level3, TestLevels.MICROBAN_3.toUpperCase()));
        assertEquals(TestLevels.MICROBAN_3, r.steps().letters());
        assertEquals("case corrected for 28 steps (first: step 1 'R' does not push)", r.detail());
    }

    @Test
    void reverseModeAndMultibanAreMalformed() {
        var jump = assertInstanceOf(ReplayResult.Malformed.class, Replay.check(level3, "[]" + TestLevels.MICROBAN_3));
        assertEquals(SolutionStatus.MALFORMED, jump.verdict());
        assertEquals(1, jump.problem().position());
        var pusher = assertInstanceOf(ReplayResult.Malformed.class, Replay.check(level3, "ruu{}LLLL"));
        assertEquals(4, pusher.problem().position());
        assertTrue(pusher.detail().startsWith("character 4 '{'"), pusher.detail());
    }

    @Test
    void rleSolutionReplaysLikeItsExpansion() {
        var r = assertInstanceOf(ReplayResult.Valid.class,
                Replay.check(level3, "ruu4L4rddlUru3LulDrdd3luuRRDrdL3urDD"));
        assertEquals(TestLevels.MICROBAN_3, r.steps().letters());
    }

    @Test
    void alreadySolvedLevelTakesNoStep() throws Exception {
        Board finish = Board.parse(List.of("#####", "#@*.#", "#####"));
        assertInstanceOf(ReplayResult.Unsolved.class, Replay.check(finish, ""));
        Board solved = Board.parse(List.of("#####", "#@* #", "#####"));
        assertInstanceOf(ReplayResult.Valid.class, Replay.check(solved, ""));
        var r = assertInstanceOf(ReplayResult.Illegal.class, Replay.check(solved, "r"));
        assertEquals("step 1 'r': level already solved before the first step", r.detail());
    }
}
