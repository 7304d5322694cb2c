package org.sokodb.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class SymmetryTest {
    private static final List<String> L_SHAPE = List.of(
            "#####",
            "#@ .#",
            "# $ #",
            "#   #",
            "#####");

    @Test
    void fourQuarterTurnsAreTheIdentity() throws Exception {
        Board b = Board.parse(L_SHAPE);
        Board t = b;
        for (int i = 0; i < 4; i++) {
            t = t.transform(Symmetry.ROTATE_90);
        }
        assertEquals(b, t);
    }

    @Test
    void quarterTurnIsClockwise() throws Exception {
        Board b = Board.parse(List.of("####", "#@.#", "####"));
        // clockwise: the first row becomes the last column
        assertEquals("###\n#@#\n#.#\n###\n", b.transform(Symmetry.ROTATE_90).toXsb());
        assertEquals("####\n#.@#\n####\n", b.transform(Symmetry.MIRROR).toXsb());
    }

    @Test
    void compositionMatchesApplyingOneAfterTheOther() throws Exception {
        Board b = Board.parse(L_SHAPE);
        for (Symmetry first : Symmetry.values()) {
            for (Symmetry second : Symmetry.values()) {
                assertEquals(b.transform(first).transform(second), b.transform(second.after(first)),
                        second + " after " + first);
            }
            assertEquals(b, b.transform(first).transform(first.inverse()), "inverse of " + first);
        }
    }

    @Test
    void directionsFollowTheBoard() throws Exception {
        Board b = Board.parse(L_SHAPE);
        for (Symmetry s : Symmetry.values()) {
            Board t = b.transform(s);
            for (Direction d : Direction.values()) {
                int next = b.neighbour(b.man(), d);
                int nx = next % b.width();
                int ny = next / b.width();
                int expected = t.index(s.x(nx, ny, b.width(), b.height()), s.y(nx, ny, b.width(), b.height()));
                assertEquals(expected, t.neighbour(t.man(), s.apply(d)), s + " " + d);
            }
        }
    }

    @Test
    void publishedOrderOfTheEightSums() {
        // identity, R, R², R³, then the mirror of R³ and its rotations (docs/level-identity.md)
        assertEquals(Symmetry.MIRROR.after(Symmetry.ROTATE_270), Symmetry.values()[4]);
        for (int i = 5; i < 8; i++) {
            assertEquals(Symmetry.ROTATE_90.after(Symmetry.values()[i - 1]), Symmetry.values()[i]);
        }
    }
}
