package org.sokodb.optimizer;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;

import org.sokodb.board.Board;
import org.sokodb.board.Direction;

/**
 * The tests' own fewest box changes, independent of the optimizer's search: Dijkstra's search
 * over the box layouts, the man's area and the square of the box pushed last, a push costing a
 * change when it moves another box than the push before it (the first push none), ties broken
 * by the fewest pushes; nothing pruned but a box on a square from which it can reach no goal
 * ({@link ReferencePushes}' live squares). Written from the rules of the game alone, for levels
 * of a few boxes.
 */
final class ReferenceBoxChanges {
    private ReferenceBoxChanges() {
    }

    /** A layout (sorted squares), the man's area (its smallest square) and the box pushed last (−1 before any). */
    private record State(int[] boxes, int area, int last) {
        @Override
        public boolean equals(Object o) {
            return o instanceof State s && s.area == area && s.last == last && Arrays.equals(s.boxes, boxes);
        }

        @Override
        public int hashCode() {
            return (Arrays.hashCode(boxes) * 31 + area) * 31 + last;
        }
    }

    private record Queued(long cost, State state) {
    }

    /**
     * The fewest box changes of any solution of {@code board} and, among those, the fewest
     * pushes ({@code [changes, pushes]}); empty when the search would hold more than
     * {@code maxStates} states.
     */
    static Optional<int[]> of(Board board, int maxStates) {
        boolean[] live = ReferencePushes.liveSquares(board);
        int[] start = board.boxes().clone();
        Arrays.sort(start);
        Map<State, Long> best = new HashMap<>();
        PriorityQueue<Queued> open = new PriorityQueue<>((a, b) -> Long.compare(a.cost, b.cost));
        State first = new State(start, ReferencePushes.area(board, start, board.man()).first(), -1);
        best.put(first, 0L);
        open.add(new Queued(0, first));
        while (!open.isEmpty()) {
            Queued q = open.poll();
            State s = q.state;
            if (best.get(s) < q.cost) {
                continue;
            }
            if (ReferencePushes.solved(board, s.boxes)) {
                return Optional.of(new int[] {(int) (q.cost >>> 32), (int) q.cost});
            }
            ReferencePushes.Reach reach = ReferencePushes.area(board, s.boxes, s.area);
            for (int i = 0; i < s.boxes.length; i++) {
                int box = s.boxes[i];
                for (Direction d : Direction.values()) {
                    int behind = board.neighbour(box, ReferencePushes.opposite(d));
                    int to = board.neighbour(box, d);
                    if (behind < 0 || to < 0 || !reach.squares()[behind] || board.isWall(to) || !live[to]
                            || ReferencePushes.contains(s.boxes, to)) {
                        continue;
                    }
                    int[] moved = s.boxes.clone();
                    moved[i] = to;
                    Arrays.sort(moved);
                    State after = new State(moved, ReferencePushes.area(board, moved, box).first(), to);
                    long cost = q.cost + (s.last < 0 || s.last == box ? 0 : 1L << 32) + 1;
                    Long known = best.get(after);
                    if (known == null || cost < known) {
                        best.put(after, cost);
                        if (best.size() > maxStates) {
                            return Optional.empty();
                        }
                        open.add(new Queued(cost, after));
                    }
                }
            }
        }
        throw new IllegalArgumentException("the level has no solution");
    }
}
