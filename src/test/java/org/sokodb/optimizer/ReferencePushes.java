package org.sokodb.optimizer;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.board.Direction;

/**
 * The tests' own fewest pushes, independent of the solver and the optimizer: a breadth-first
 * search by pushes over the box layouts and the man's area (named by its first square), with
 * nothing pruned but a box on a square from which no pull sequence leads back to a goal
 * (a box there can never reach one). Written from the rules of the game alone, for levels
 * of a few boxes.
 */
final class ReferencePushes {
    private ReferencePushes() {
    }

    /** A layout and the man's area: the boxes as sorted squares, the area's smallest square. */
    private record State(int[] boxes, int area) {
        @Override
        public boolean equals(Object o) {
            return o instanceof State s && s.area == area && Arrays.equals(s.boxes, boxes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(boxes) * 31 + area;
        }
    }

    /**
     * The fewest pushes of any solution of {@code board}, or empty when the search would hold
     * more than {@code maxStates} states (the level is too large for the reference).
     */
    static OptionalInt of(Board board, int maxStates) {
        boolean[] live = liveSquares(board);
        int[] start = board.boxes().clone();
        Arrays.sort(start);
        Set<State> seen = new HashSet<>();
        List<State> layer = new ArrayList<>();
        State first = new State(start, area(board, start, board.man()).first);
        seen.add(first);
        layer.add(first);
        for (int pushes = 0; !layer.isEmpty(); pushes++) {
            List<State> next = new ArrayList<>();
            for (State s : layer) {
                if (solved(board, s.boxes)) {
                    return OptionalInt.of(pushes);
                }
                Reach reach = area(board, s.boxes, s.area);
                for (int i = 0; i < s.boxes.length; i++) {
                    int box = s.boxes[i];
                    for (Direction d : Direction.values()) {
                        int behind = board.neighbour(box, opposite(d));
                        int to = board.neighbour(box, d);
                        if (behind < 0 || to < 0 || !reach.squares[behind] || board.isWall(to) || !live[to]
                                || contains(s.boxes, to)) {
                            continue;
                        }
                        int[] moved = s.boxes.clone();
                        moved[i] = to;
                        Arrays.sort(moved);
                        State after = new State(moved, area(board, moved, box).first);
                        if (seen.add(after)) {
                            if (seen.size() > maxStates) {
                                return OptionalInt.empty();
                            }
                            next.add(after);
                        }
                    }
                }
            }
            layer = next;
        }
        throw new IllegalArgumentException("the level has no solution");
    }

    record Reach(boolean[] squares, int first) {
    }

    /** The squares the man reaches from {@code man} without pushing, and the smallest of them. */
    static Reach area(Board board, int[] boxes, int man) {
        boolean[] in = new boolean[board.size()];
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        in[man] = true;
        todo.add(man);
        int first = man;
        while (!todo.isEmpty()) {
            int s = todo.poll();
            first = Math.min(first, s);
            for (Direction d : Direction.values()) {
                int n = board.neighbour(s, d);
                if (n >= 0 && !in[n] && !board.isWall(n) && !contains(boxes, n)) {
                    in[n] = true;
                    todo.add(n);
                }
            }
        }
        return new Reach(in, first);
    }

    /** The squares a box alone on the board can be pulled to from some goal: the only ones it may stand on. */
    static boolean[] liveSquares(Board board) {
        boolean[] live = new boolean[board.size()];
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        for (int s = 0; s < board.size(); s++) {
            if (board.isGoal(s)) {
                live[s] = true;
                todo.add(s);
            }
        }
        while (!todo.isEmpty()) {
            int s = todo.poll();
            for (Direction d : Direction.values()) {
                int from = board.neighbour(s, d); // the box is pulled from s to `from`, the man a step further
                int man = from < 0 ? -1 : board.neighbour(from, d);
                if (from >= 0 && man >= 0 && !live[from] && !board.isWall(from) && !board.isWall(man)) {
                    live[from] = true;
                    todo.add(from);
                }
            }
        }
        return live;
    }

    static boolean solved(Board board, int[] boxes) {
        for (int b : boxes) {
            if (!board.isGoal(b)) {
                return false;
            }
        }
        return true;
    }

    static boolean contains(int[] sorted, int square) {
        return Arrays.binarySearch(sorted, square) >= 0;
    }

    static Direction opposite(Direction d) {
        return Direction.values()[(d.ordinal() + 2) % 4];
    }
}
