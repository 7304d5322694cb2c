package org.sokodb.identity;

import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.board.Floods;
import org.sokodb.board.Symmetry;

/**
 * How one member of a duplicate group (same Unique-Id) relates to another, in words:
 * "same board", "rotated 90°", "mirrored", "man elsewhere", "rotated 180°, man elsewhere".
 *
 * <p>The canonical symmetries alone give one transform that maps the man areas onto each
 * other ({@code b.inverse().after(a)}), but a level that is itself symmetric has several,
 * and a person wants the simplest. So the normalised boards are compared under every
 * transform, simplest first; the canonical transform is only the fallback.
 */
public final class DuplicateRelation {
    public static final String SAME_BOARD = "same board";
    public static final String MAN_ELSEWHERE = "man elsewhere";

    /** The order in which a person would name a transform: no change, turns, mirror, mirror with turns. */
    private static final List<Symmetry> SIMPLEST_FIRST = List.of(Symmetry.IDENTITY, Symmetry.ROTATE_90,
            Symmetry.ROTATE_180, Symmetry.ROTATE_270, Symmetry.MIRROR, Symmetry.MIRROR_ROTATE_90,
            Symmetry.MIRROR_ROTATE_180, Symmetry.MIRROR_ROTATE_270);

    private DuplicateRelation() {
    }

    /**
     * How {@code member} looks compared with {@code first}; both are normalised boards
     * (rows ending with {@code \n}) of levels with the same Unique-Id.
     */
    public static String describe(String first, Symmetry firstCanonical, String member, Symmetry memberCanonical) {
        if (first.equals(member)) {
            return SAME_BOARD;
        }
        Board a;
        Board b;
        try {
            a = Board.parse(first.lines().toList());
            b = Board.parse(member.lines().toList());
        } catch (BoardException e) {
            // A stored normalised board always parses; if one does not, say what the ids say.
            return withManElsewhere(memberCanonical.inverse().after(firstCanonical));
        }
        for (Symmetry s : SIMPLEST_FIRST) {
            if (a.transform(s).equals(b)) {
                return name(s);
            }
        }
        for (Symmetry s : SIMPLEST_FIRST) {
            if (sameButMan(a.transform(s), b)) {
                return withManElsewhere(s);
            }
        }
        return withManElsewhere(memberCanonical.inverse().after(firstCanonical));
    }

    /** Same walls, goals and boxes, and {@code b}'s man stands where {@code a}'s man can walk. */
    private static boolean sameButMan(Board a, Board b) {
        if (a.width() != b.width() || a.height() != b.height()) {
            return false;
        }
        if (!a.withManAndBoxes(b.man(), a.boxes()).equals(b)) {
            return false;
        }
        return Floods.reachable(a, a.man(), true)[b.man()];
    }

    private static String name(Symmetry s) {
        return s == Symmetry.IDENTITY ? SAME_BOARD : s.describe();
    }

    private static String withManElsewhere(Symmetry s) {
        return s == Symmetry.IDENTITY ? MAN_ELSEWHERE : s.describe() + ", " + MAN_ELSEWHERE;
    }
}
