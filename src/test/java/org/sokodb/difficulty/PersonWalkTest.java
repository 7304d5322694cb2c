package org.sokodb.difficulty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;

/** The simulated person of docs/difficulty.md ("A simulated person") on boards small enough to follow by hand. */
class PersonWalkTest {
    /** One box in an open room, four pushes from its goal (two right, two down), the man free to walk round it. */
    private static final List<String> ROOM = List.of(
            "#######",
            "#     #",
            "# $   #",
            "#     #",
            "#   . #",
            "#@    #",
            "#######");

    private static Board board(List<String> rows) throws BoardException {
        return Board.parse(rows);
    }

    @Test
    void theOnlyPushOntoTheGoalSolvesEveryWalkInOnePush() throws BoardException {
        WalkResult w = PersonWalk.of(board(List.of("#####", "#@$.#", "#####")), PersonWalk.Settings.CHOSEN);
        assertEquals(1, w.pushes());
        assertEquals(0, w.restarts());
        assertEquals(w.walks(), w.solvedWalks());
        assertEquals(w.walks(), w.pushesWalked(), "one push a walk");
        assertFalse(w.capped());
    }

    @Test
    void aLevelWithNoPushOpenCountsTheCapAndSaysSo() throws BoardException {
        // the box against the right wall: the man can push it neither way
        PersonWalk.Settings settings = new PersonWalk.Settings(2, 5, 1_000, 10);
        WalkResult w = PersonWalk.of(board(List.of("#####", "#.@$#", "#####")), settings);
        assertEquals(1_000, w.pushes());
        assertTrue(w.capped());
        assertEquals(0, w.solvedWalks());
        assertEquals(0, w.pushesWalked());
    }

    @Test
    void aStrongLeanPushesStraightToTheGoal() throws BoardException {
        // every step has a push one nearer the goal, and it outweighs the others e^50 to 1
        WalkResult w = PersonWalk.of(board(ROOM), new PersonWalk.Settings(50, 5, 10_000, 60));
        assertEquals(4, w.pushes());
        assertEquals(0, w.restarts());
        assertEquals(5 * 4, w.pushesWalked());
    }

    @Test
    void withoutALeanTheWalkWanders() throws BoardException {
        // every open push alike: some steps push the box away, so the median walk needs more than four
        WalkResult w = PersonWalk.of(board(ROOM), new PersonWalk.Settings(0, 5, 10_000, 4));
        assertTrue(w.pushes() > 4, w.toString());
        assertEquals(5, w.solvedWalks(), w.toString());
        assertTrue(w.pushesWalked() >= 5 * 4, "no walk solves it in fewer pushes than its distance: " + w);
    }

    @Test
    void theSameSettingsGiveTheSameValue() throws BoardException {
        Board microban2 = board(List.of(
                "######", "#    #", "# #@ #", "# $* #", "# .* #", "#    #", "######"));
        PersonWalk.Settings settings = new PersonWalk.Settings(1, 7, 5_000, 20);
        assertEquals(PersonWalk.of(microban2, settings), PersonWalk.of(microban2, settings));
    }

    @Test
    void aSolvedWalkIsGradedByItsPushesAndFallsShortOfNothing() throws BoardException {
        WalkResult w = PersonWalk.of(board(ROOM), new PersonWalk.Settings(50, 5, 10_000, 60));
        assertEquals(4, w.graded(), "solved: the graded value is the pushes");
        assertEquals(0, w.shortfall());
        assertEquals(1, w.mostOnGoals(), "the one box ends on its goal");
    }

    @Test
    void aCappedWalkIsGradedByHowNearItCame() throws BoardException {
        // a cap of 2: the strong lean takes the box two of its four pushes nearer, then the cap
        // ends the walk half way: shortfall 2 of 4 = 500 thousandths, graded 2 + 2 × 0.5
        WalkResult w = PersonWalk.of(board(ROOM), new PersonWalk.Settings(50, 5, 2, 60));
        assertTrue(w.capped());
        assertEquals(2, w.pushes());
        assertEquals(500, w.shortfall());
        assertEquals(3, w.graded());
        assertEquals(0, w.mostOnGoals());
    }

    @Test
    void aCapPerBoxCapsEachLevelByItsBoxes() throws BoardException {
        PersonWalk.Settings perBox = new PersonWalk.Settings(50, 5, 10_000, 60).withCapPerBox(2);
        assertEquals(8, perBox.capFor(4), "2 pushes a box, 4 boxes");
        assertEquals(10_000, perBox.withCap(10_000).capFor(4), "a fixed cap again");
        // ROOM has one box: a cap of 2 pushes, the walk of aCappedWalkIsGradedByHowNearItCame
        assertEquals(PersonWalk.of(board(ROOM), new PersonWalk.Settings(50, 5, 2, 60)), PersonWalk.of(board(ROOM), perBox));
    }

    @Test
    void aWalkThatNeverCameNearerIsGradedTwiceTheCap() throws BoardException {
        // no push open at the start: the shortfall is the whole distance, graded cap + cap
        WalkResult w = PersonWalk.of(board(List.of("#####", "#.@$#", "#####")), new PersonWalk.Settings(2, 5, 1_000, 10));
        assertEquals(1_000, w.shortfall());
        assertEquals(2_000, w.graded());
    }

    @Test
    void ledByTheMatchingOneBoxGoesStraightToItsGoal() throws BoardException {
        // one box, one goal: the matching gives the box its nearest goal, as the nearest guide does
        PersonWalk.Settings settings = new PersonWalk.Settings(50, 5, 10_000, 60, PersonWalk.Guide.MATCHING,
                PersonWalk.Restart.BEST);
        WalkResult w = PersonWalk.of(board(ROOM), settings);
        assertEquals(4, w.pushes());
        assertEquals(0, w.restarts());
        assertEquals(5 * 4, w.pushesWalked());
    }

    @Test
    void everyGuideAndRestartRepeatsExactly() throws BoardException {
        Board microban2 = board(List.of(
                "######", "#    #", "# #@ #", "# $* #", "# .* #", "#    #", "######"));
        for (PersonWalk.Guide guide : PersonWalk.Guide.values()) {
            for (PersonWalk.Restart restart : PersonWalk.Restart.values()) {
                PersonWalk.Settings settings = new PersonWalk.Settings(0.5, 7, 5_000, 20, guide, restart);
                WalkResult w = PersonWalk.of(microban2, settings);
                assertEquals(w, PersonWalk.of(microban2, settings));
                assertEquals(7, w.solvedWalks(), guide + " " + restart + ": " + w);
            }
        }
    }

    @Test
    void withOneBoxNotAskingThePairTableChangesNothing() throws BoardException {
        // the pair table has nothing to say of a single box: the two sights walk alike
        PersonWalk.Settings freeze = new PersonWalk.Settings(0.5, 5, 1_000, 20, PersonWalk.Guide.MATCHING,
                PersonWalk.Restart.START, 0, PersonWalk.Sight.FREEZE);
        PersonWalk.Settings pairs = new PersonWalk.Settings(0.5, 5, 1_000, 20, PersonWalk.Guide.MATCHING,
                PersonWalk.Restart.START, 0);
        assertEquals(PersonWalk.Sight.PAIRS, pairs.sight());
        assertEquals(PersonWalk.of(board(ROOM), pairs), PersonWalk.of(board(ROOM), freeze));
        assertEquals(PersonWalk.Sight.FREEZE, freeze.withCapPerBox(10).withCap(100).sight());
    }

    @Test
    void notAskingThePairTableStillSolvesAndRepeats() throws BoardException {
        Board microban2 = board(List.of(
                "######", "#    #", "# #@ #", "# $* #", "# .* #", "#    #", "######"));
        PersonWalk.Settings settings = new PersonWalk.Settings(0.5, 7, 5_000, 20, PersonWalk.Guide.MATCHING,
                PersonWalk.Restart.START, 0, PersonWalk.Sight.FREEZE);
        WalkResult w = PersonWalk.of(microban2, settings);
        assertEquals(w, PersonWalk.of(microban2, settings));
        assertEquals(7, w.solvedWalks(), w.toString());
    }

    @Test
    void settingsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> new PersonWalk.Settings(2, 4, 100, 10), "an even number of walks");
        assertThrows(IllegalArgumentException.class, () -> new PersonWalk.Settings(-1, 5, 100, 10));
        assertThrows(IllegalArgumentException.class, () -> new PersonWalk.Settings(2, 5, 0, 10));
        assertThrows(IllegalArgumentException.class, () -> new PersonWalk.Settings(2, 5, 100, 10).withCapPerBox(-1));
    }
}
