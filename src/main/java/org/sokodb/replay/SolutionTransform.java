package org.sokodb.replay;

import java.util.Arrays;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.Direction;
import org.sokodb.board.Symmetry;

/**
 * Carries a solution to a level that differs only in orientation or in where the man
 * starts: map the directions through a symmetry, prepend the walk from the new start to
 * the old one. The result must still be replayed on its new level before it is trusted
 * (docs/solutions.md); these functions only build the candidate.
 */
final class SolutionTransform {
    private SolutionTransform() {
    }

    /**
     * The steps as they read on {@code board.transform(symmetry)} when {@code steps} solve
     * {@code board}: each direction mapped, pushes stay pushes.
     */
    public static Steps map(Steps steps, Symmetry symmetry) {
        Direction[] image = new Direction[4];
        for (Direction d : Direction.values()) {
            image[d.ordinal()] = symmetry.apply(d);
        }
        char[] out = new char[steps.length()];
        for (int i = 0; i < out.length; i++) {
            Direction d = image[steps.direction(i).ordinal()];
            out[i] = steps.writtenAsPush(i) ? d.pushLetter() : d.moveLetter();
        }
        return new Steps(new String(out));
    }

    /**
     * A shortest walk of the man on {@code board} from square {@code from} to square
     * {@code to} without pushing (boxes block like walls); empty when there is none.
     * Among shortest walks the one found first in the order up, right, down, left is
     * taken, so the result is the same on every run.
     */
    public static Optional<Steps> walk(Board board, int from, int to) {
        if (!walkable(board, from) || !walkable(board, to)) {
            return Optional.empty();
        }
        int[] cameFrom = new int[board.size()];
        Arrays.fill(cameFrom, -1);
        int[] queue = new int[board.size()];
        int head = 0;
        int tail = 0;
        queue[tail++] = from;
        cameFrom[from] = from;
        while (head < tail && cameFrom[to] < 0) {
            int square = queue[head++];
            for (Direction d : Direction.values()) {
                int next = board.neighbour(square, d);
                if (next >= 0 && cameFrom[next] < 0 && walkable(board, next)) {
                    cameFrom[next] = square;
                    queue[tail++] = next;
                }
            }
        }
        if (cameFrom[to] < 0) {
            return Optional.empty();
        }
        StringBuilder path = new StringBuilder();
        for (int square = to; square != from; square = cameFrom[square]) {
            path.append(stepBetween(board, cameFrom[square], square).moveLetter());
        }
        return Optional.of(new Steps(path.reverse().toString()));
    }

    /**
     * {@code steps}, written for a man starting on {@code originalMan}, preceded by the
     * walk there from {@code board}'s own start; empty when the man cannot get there
     * without pushing.
     */
    public static Optional<Steps> prependWalk(Board board, int originalMan, Steps steps) {
        return walk(board, board.man(), originalMan).map(w -> w.then(steps));
    }

    private static boolean walkable(Board board, int square) {
        return square >= 0 && square < board.size() && !board.isWall(square) && !board.hasBox(square);
    }

    private static Direction stepBetween(Board board, int from, int to) {
        for (Direction d : Direction.values()) {
            if (board.neighbour(from, d) == to) {
                return d;
            }
        }
        throw new IllegalStateException("squares " + from + " and " + to + " are not neighbours");
    }
}
