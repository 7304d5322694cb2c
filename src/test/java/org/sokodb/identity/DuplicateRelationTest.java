package org.sokodb.identity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.board.Symmetry;

class DuplicateRelationTest {
    private final LevelIdentity identity = new LevelIdentity();

    /** Not symmetric in any way, so exactly one transform relates two of its orientations. */
    static final List<String> LEVEL = List.of(
            "#######",
            "#@  ###",
            "# $ . #",
            "#  ## #",
            "#######");

    private LevelIds ids(Board b) {
        return identity.of(b);
    }

    private String relation(Board a, Board b) {
        LevelIds x = ids(a);
        LevelIds y = ids(b);
        assertEquals(x.uniqueId(), y.uniqueId(), "not duplicates");
        return DuplicateRelation.describe(x.normalized(), x.canonical(), y.normalized(), y.canonical());
    }

    @Test
    void theSameBoard() throws BoardException {
        Board a = Board.parse(LEVEL);
        assertEquals("same board", relation(a, a));
    }

    @Test
    void everyTransformIsNamed() throws BoardException {
        Board a = Board.parse(LEVEL);
        for (Symmetry s : Symmetry.values()) {
            String expected = s == Symmetry.IDENTITY ? "same board" : s.describe();
            assertEquals(expected, relation(a, a.transform(s)), s.name());
        }
        assertEquals("rotated 90°", relation(a, a.transform(Symmetry.ROTATE_90)));
        assertEquals("mirrored", relation(a, a.transform(Symmetry.MIRROR)));
    }

    @Test
    void theManElsewhereInHisArea() throws BoardException {
        Board a = Board.parse(LEVEL);
        Board moved = a.withManAndBoxes(a.index(2, 1), a.boxes());
        assertEquals("man elsewhere", relation(a, moved));
        assertEquals("rotated 180°, man elsewhere", relation(a, moved.transform(Symmetry.ROTATE_180)));
    }

    @Test
    void aSymmetricLevelGetsTheSimplestName() throws BoardException {
        // Mirror-symmetric: its mirror image is itself, so a rotation of the mirror image is just a rotation.
        Board a = Board.parse(List.of(
                "#######",
                "#. @ .#",
                "# $ $ #",
                "#     #",
                "#######"));
        assertEquals("same board", relation(a, a.transform(Symmetry.MIRROR)));
        assertEquals("rotated 90°", relation(a, a.transform(Symmetry.MIRROR_ROTATE_90)));
    }
}
