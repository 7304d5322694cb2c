package org.sokodb.replay;

import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;

/**
 * Moves a verified solution to a duplicate level (same Unique-Id): the other level may be
 * rotated or mirrored, drawn with other decoration or outer walls, and may start the man
 * elsewhere in his area. Only a carried solution that replays as valid on its new level
 * is returned (docs/solutions.md: "only stored after it has been replayed and verified"),
 * trimmed like any solution when it goes on after the level is solved (its
 * {@link ReplayResult.Valid#trimmingNote()} says so).
 */
public final class SolutionCarry {
    private SolutionCarry() {
    }

    /**
     * The solution of {@code solved} carried to {@code target}, verified there; empty when
     * the two levels are not the same up to symmetry and the man's start, or the carried
     * steps do not solve {@code target}.
     */
    public static Optional<ReplayResult.Valid> carry(Board solved, Steps steps, Board target) {
        Area targetArea = Area.of(target);
        for (Symmetry s : Symmetry.values()) {
            Board turned = solved.transform(s);
            Area turnedArea = Area.of(turned);
            Optional<Integer> man = turnedArea.alignedMan(turned, targetArea, target);
            if (man.isEmpty()) {
                continue;
            }
            Steps turnedSteps = SolutionTransform.map(steps, s);
            Optional<Steps> candidate = SolutionTransform.prependWalk(target, man.get(), turnedSteps);
            if (candidate.isPresent()
                    && Replay.replay(target, candidate.get(), TrailingSteps.TRIM) instanceof ReplayResult.Valid v) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    /** The man's area of a board (walls enclose it) and its top-left corner, for aligning two boards. */
    private record Area(int count, int minX, int minY) {
        static Area of(Board board) {
            int count = 0;
            int minX = Integer.MAX_VALUE;
            int minY = Integer.MAX_VALUE;
            for (int square = 0; square < board.size(); square++) {
                if (board.isInArea(square)) {
                    count++;
                    minX = Math.min(minX, square % board.width());
                    minY = Math.min(minY, square / board.width());
                }
            }
            return new Area(count, minX, minY);
        }

        /**
         * Where this board's man stands on {@code other} when the two areas coincide square
         * for square (same boxes, same goals) after shifting corner onto corner.
         */
        Optional<Integer> alignedMan(Board board, Area otherArea, Board other) {
            if (count != otherArea.count) {
                return Optional.empty();
            }
            int dx = otherArea.minX - minX;
            int dy = otherArea.minY - minY;
            for (int square = 0; square < board.size(); square++) {
                if (!board.isInArea(square)) {
                    continue;
                }
                int x = square % board.width() + dx;
                int y = square / board.width() + dy;
                if (x < 0 || y < 0 || x >= other.width() || y >= other.height()) {
                    return Optional.empty();
                }
                int there = other.index(x, y);
                if (!other.isInArea(there) || board.hasBox(square) != other.hasBox(there)
                        || board.isGoal(square) != other.isGoal(there)) {
                    return Optional.empty();
                }
            }
            int man = board.man();
            return Optional.of(other.index(man % board.width() + dx, man / board.width() + dy));
        }
    }
}
