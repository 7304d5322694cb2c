package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;
import org.sokodb.identity.LevelIdentity;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;

class SimplifierTest {
    private final LevelIdentity identity = new LevelIdentity();
    private final NearIdentity near = new NearIdentity();

    /** Solved by "llURR": the man walks round the box and pushes it twice to the right. */
    static final Board PLAIN = Levels.board(
            "#######",
            "##    #",
            "# $ . #",
            "#  @  #",
            "#######");
    /** PLAIN with a two-square dead-end tube above its top row. */
    static final Board TUBE = Levels.board(
            "#######",
            "#### ##",
            "#### ##",
            "##    #",
            "# $ . #",
            "#  @  #",
            "#######");
    /** PLAIN with a box already on a goal in the top-left corner, where PLAIN has wall. */
    static final Board FROZEN = Levels.board(
            "#######",
            "#*    #",
            "# $ . #",
            "#  @  #",
            "#######");

    @Test
    void aFilledDeadEndHasTheSameNormalizedId() {
        assertNotEquals(identity.of(PLAIN).uniqueId(), identity.of(TUBE).uniqueId());
        assertEquals(near.normalizedId(PLAIN), near.normalizedId(TUBE));
        for (Symmetry s : Symmetry.values()) {
            assertEquals(near.normalizedId(PLAIN), near.normalizedId(TUBE.transform(s)), s.name());
        }
    }

    @Test
    void aSolutionOfTheSimplifiedTubeLevelSolvesTheOriginal() {
        Board simplified = Simplifier.simplify(TUBE);
        assertEquals("#######\n#######\n#######\n##    #\n# $ . #\n#  @  #\n#######\n", simplified.toXsb());
        assertInstanceOf(ReplayResult.Valid.class, Replay.check(simplified, "llURR"));
        assertInstanceOf(ReplayResult.Valid.class, Replay.check(TUBE, "llURR"));
    }

    @Test
    void aFrozenBoxOnAGoalBecomesWall() {
        assertNotEquals(identity.of(PLAIN).uniqueId(), identity.of(FROZEN).uniqueId());
        assertEquals(near.normalizedId(PLAIN), near.normalizedId(FROZEN));
        for (Symmetry s : Symmetry.values()) {
            assertEquals(near.normalizedId(PLAIN), near.normalizedId(FROZEN.transform(s)), s.name());
        }
        // a solution of one verifies on the other, both ways, in every orientation
        assertInstanceOf(ReplayResult.Valid.class, Replay.check(FROZEN, "llURR"));
        assertInstanceOf(ReplayResult.Valid.class, Replay.check(PLAIN, "llURR"));
        assertInstanceOf(ReplayResult.Valid.class, Replay.check(Simplifier.simplify(FROZEN), "llURR"));
    }

    @Test
    void aBoxOnAGoalThatCanStillMoveStays() {
        Board movable = Levels.board(
                "#######",
                "#     #",
                "# * . #",
                "# $@  #",
                "#######");
        assertEquals(movable.toXsb(), Simplifier.simplify(movable).toXsb());
        assertEquals(identity.of(movable).uniqueId(), near.normalizedId(movable));
    }

    @Test
    void theMansStartAndGoalsAreNeverFilled() {
        Board manInAlcove = Levels.board(
                "#####",
                "##@##",
                "#   #",
                "# $.#",
                "#####");
        assertEquals(manInAlcove.toXsb(), Simplifier.simplify(manInAlcove).toXsb());
        Board goalInAlcove = Levels.board(
                "#####",
                "##.##",
                "# @ #",
                "# $ #",
                "#   #",
                "#####");
        assertEquals(goalInAlcove.toXsb(), Simplifier.simplify(goalInAlcove).toXsb());
    }

    @Test
    void frozenBoxesThatWouldCutOffABoxStay() {
        // the two boxes on goals freeze each other against the walls, but walling them
        // would cut the man off from the box and goal on the right
        Board cut = Levels.board(
                "#########",
                "#   #   #",
                "# @ ** .#",
                "#   #$  #",
                "#########");
        assertEquals(cut.toXsb(), Simplifier.simplify(cut).toXsb());
    }

    @Test
    void theSameMazeWithBoxesMovedHasTheSameWallsId() {
        Board moved = Levels.board(
                "#######",
                "##  . #",
                "#   $ #",
                "# @   #",
                "#######");
        assertNotEquals(identity.of(PLAIN).uniqueId(), identity.of(moved).uniqueId());
        for (Symmetry s : Symmetry.values()) {
            assertEquals(near.wallsId(PLAIN), near.wallsId(moved.transform(s)), s.name());
        }
        assertNotEquals(near.wallsId(PLAIN), near.wallsId(FROZEN));
    }
}
