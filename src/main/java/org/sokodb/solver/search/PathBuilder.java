package org.sokodb.solver.search;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.Direction;
import org.sokodb.replay.Steps;

/** Turns a list of pushes into moves: before each push, a shortest walk of the man to the square behind the box. */
public final class PathBuilder {
    private PathBuilder() {
    }

    /** A push of the box on board square {@code box} in {@code direction}. */
    public record Push(int box, Direction direction) {
    }

    /** The moves of {@code pushes}, one search's own: pushes it cannot make are a bug in the search. */
    public static Steps steps(Board board, List<Push> pushes) {
        return joined(board, pushes).orElseThrow(() -> new SearchBugException(
                "the search's pushes cannot be made on the board: " + pushes.size() + " pushes"));
    }

    /**
     * The moves of {@code pushes} when they can be made one after the other: each pushes a
     * box onto a free floor square, the man walking to the square behind it; empty when one
     * cannot (two searches' halves joined on a position that only shares its key).
     */
    static Optional<Steps> joined(Board board, List<Push> pushes) {
        StringBuilder moves = new StringBuilder();
        boolean[] boxAt = new boolean[board.size()];
        for (int b : board.boxes()) {
            boxAt[b] = true;
        }
        int man = board.man();
        for (Push p : pushes) {
            int from = board.neighbour(p.box(), p.direction().opposite());
            int to = board.neighbour(p.box(), p.direction());
            if (!boxAt[p.box()] || !free(board, from, boxAt) || !free(board, to, boxAt)) {
                return Optional.empty();
            }
            String walk = walk(board, man, from, boxAt);
            if (walk == null) {
                return Optional.empty();
            }
            moves.append(walk);
            moves.append(p.direction().pushLetter());
            boxAt[p.box()] = false;
            boxAt[to] = true;
            man = p.box();
        }
        return Optional.of(new Steps(moves.toString()));
    }

    private static boolean free(Board board, int square, boolean[] boxAt) {
        return square >= 0 && !board.isWall(square) && !boxAt[square];
    }

    /** A shortest walk around the boxes; null when there is none. */
    private static String walk(Board board, int from, int to, boolean[] boxAt) {
        if (from == to) {
            return "";
        }
        int[] cameBy = new int[board.size()];
        Arrays.fill(cameBy, -1);
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        cameBy[from] = 4;
        todo.add(from);
        while (!todo.isEmpty() && cameBy[to] < 0) {
            int s = todo.poll();
            for (Direction d : Direction.values()) {
                int n = board.neighbour(s, d);
                if (n >= 0 && cameBy[n] < 0 && !board.isWall(n) && !boxAt[n]) {
                    cameBy[n] = d.ordinal();
                    todo.add(n);
                }
            }
        }
        if (cameBy[to] < 0) {
            return null;
        }
        StringBuilder path = new StringBuilder();
        for (int s = to; s != from; ) {
            Direction d = Direction.values()[cameBy[s]];
            path.append(d.moveLetter());
            s = board.neighbour(s, d.opposite());
        }
        return path.reverse().toString();
    }
}
