package org.sokodb.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;
import org.sokodb.identity.LevelIdentity;

class SimilarityTest {
    static final Board LEVEL = Levels.board(
            "########",
            "#  .   #",
            "# $$ # #",
            "#. @ . #",
            "#  $   #",
            "########");
    /** LEVEL with the wall square at row 2, column 5 moved to row 4, column 1. */
    static final Board WALL_MOVED = Levels.board(
            "########",
            "#  .   #",
            "# $$   #",
            "#. @ . #",
            "## $   #",
            "########");

    @Test
    void aLevelIsAllAlikeWithItself() {
        Match m = Similarity.compare(Grid.of(LEVEL), Grid.of(LEVEL));
        assertEquals(100.0, m.percent());
        assertEquals(0, m.differing());
        assertEquals(48, m.area());
        assertEquals(Symmetry.IDENTITY, m.transform());
        assertEquals(0, m.dx());
        assertEquals(0, m.dy());
    }

    @Test
    void oneWallSquareMovedIsSimilarButNotTheSameLevel() {
        LevelIdentity identity = new LevelIdentity();
        assertNotEquals(identity.of(LEVEL).uniqueId(), identity.of(WALL_MOVED).uniqueId());
        Match m = Similarity.compare(Grid.of(LEVEL), Grid.of(WALL_MOVED));
        // the old wall square is now floor the man reaches, the new one was reachable floor
        assertEquals(2, m.differing());
        assertEquals(46.0 / 48 * 100, m.percent(), 1e-9);
        assertEquals(List.of("5,2", "1,4"), Similarity.differingSquares(Grid.of(LEVEL), Grid.of(WALL_MOVED), m)
                .stream().map(p -> p[0] + "," + p[1]).toList());
    }

    @Test
    void rotatedAndMirroredCopiesCompareTheSame() {
        Grid a = Grid.of(LEVEL);
        for (Symmetry s : Symmetry.values()) {
            Match m = Similarity.compare(a, Grid.of(WALL_MOVED.transform(s)));
            assertEquals(2, m.differing(), s.name());
            assertEquals(48, m.area(), s.name());
            assertEquals(s.inverse(), m.transform(), s.name());
            assertEquals(100.0, Similarity.compare(Grid.of(LEVEL.transform(s)), a).percent(), s.name());
        }
    }

    @Test
    void boardsOneRowAndOneColumnLargerStillCompare() {
        Board larger = Levels.board(
                "#########",
                "#  .    #",
                "# $$ #  #",
                "#. @ .  #",
                "#  $    #",
                "#       #",
                "#########");
        Match m = Similarity.compare(Grid.of(LEVEL), Grid.of(larger));
        // the common box is the larger board, 9 × 7 = 63 squares; flush at the top left the
        // added column (4 squares) and row (7 squares) are open floor of the larger level
        assertEquals(63, m.area());
        assertEquals(11, m.differing());
        assertEquals(0, m.dx());
        assertEquals(0, m.dy());
        // and from the other side, in every orientation
        for (Symmetry s : Symmetry.values()) {
            assertEquals(m.percent(), Similarity.compare(Grid.of(larger.transform(s)), Grid.of(LEVEL)).percent(), 1e-9);
        }
    }

    @Test
    void aThresholdGivesTheSameMatchOrNothing() {
        Grid a = Grid.of(LEVEL);
        Grid b = Grid.of(WALL_MOVED);
        assertEquals(Similarity.compare(a, b), Similarity.atLeast(a, b.orientations(), 95).orElseThrow());
        assertTrue(Similarity.atLeast(a, b.orientations(), 96).isEmpty());
    }

    /** On real levels: symmetric, the row bitmasks count as the squares do, thresholds agree. */
    @Test
    void realLevelsCompareSymmetricallyAndBothCountsAgree() {
        List<Board> boards = Levels.read("collections/soukoban/Grigr2001_100.xsb");
        assertEquals(100, boards.size());
        int checked = 0;
        for (int i = 0; i < boards.size(); i += 3) {
            for (int j = i + 1; j < boards.size(); j += 7) {
                Grid a = Grid.of(boards.get(i));
                Grid b = Grid.of(boards.get(j));
                Match ab = Similarity.compare(a, b);
                Match ba = Similarity.compare(b, a);
                assertEquals(ab.percent(), ba.percent(), 1e-9);
                assertEquals(ab.differing(), Similarity.differingSquares(a, b, ab).size());
                Grid t = b.transform(ab.transform());
                assertEquals(Similarity.differingBySquares(a, t, ab.dx(), ab.dy(), Integer.MAX_VALUE),
                        Similarity.differingByRows(a, t, ab.dx(), ab.dy(), Integer.MAX_VALUE));
                assertEquals(ab.reaches(60), Similarity.atLeast(a, b.orientations(), 60).isPresent());
                checked++;
            }
        }
        assertTrue(checked > 200);
    }
}
