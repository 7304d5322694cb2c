package org.sokodb.solver.search;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.board.Direction;
import org.sokodb.solution.Steps;

/** Turns a list of pushes into moves: before each push, a shortest walk of the man to the square behind the box. */
public final class PathBuilder {
    private PathBuilder() {
    }

    /** A push of the box on board square {@code box} in {@code direction}. */
    public record Push(int box, Direction direction) {
    }

    public static Steps steps(Board board, List<Push> pushes) {
        StringBuilder moves = new StringBuilder();
        boolean[] boxAt = new boolean[board.size()];
        for (int b : board.boxes()) {
            boxAt[b] = true;
        }
        int man = board.man();
        for (Push p : pushes) {
            int from = board.neighbour(p.box(), p.direction().opposite());
            moves.append(walk(board, man, from, boxAt));
            moves.append(p.direction().pushLetter());
            boxAt[p.box()] = false;
            boxAt[board.neighbour(p.box(), p.direction())] = true;
            man = p.box();
        }
        return new Steps(moves.toString());
    }

    /** A shortest walk around the boxes; an impossible walk is a search bug, which the replay then reports. */
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
            throw new SearchBugException("the man cannot walk from square " + from + " to square " + to);
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
