package org.sokodb.optimizer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

import org.sokodb.board.Board;
import org.sokodb.board.Direction;

/**
 * The tests' own optimum, independent of the optimizer: Dijkstra over every state of a tiny
 * level (the man's square and the set of box squares), each step costing one move, and one
 * push when it pushes; states compared by the metric's two counts. Only for boards of a few
 * dozen squares.
 */
public final class ReferenceOptimum {
    private ReferenceOptimum() {
    }

    /** {@code {moves, pushes}} of a solution that is optimal in {@code metric}'s two counts. */
    public static int[] of(Board board, Metric metric) {
        List<Integer> floor = new ArrayList<>();
        for (int s = 0; s < board.size(); s++) {
            if (board.isInArea(s) && !board.isWall(s)) {
                floor.add(s);
            }
        }
        if (floor.size() > 63) {
            throw new IllegalArgumentException("too large for the reference: " + floor.size() + " squares");
        }
        Map<Integer, Integer> bit = new HashMap<>();
        for (int i = 0; i < floor.size(); i++) {
            bit.put(floor.get(i), i);
        }
        long boxes = 0;
        long goals = 0;
        for (int s : floor) {
            if (board.hasBox(s)) {
                boxes |= 1L << bit.get(s);
            }
            if (board.isGoal(s)) {
                goals |= 1L << bit.get(s);
            }
        }
        record State(int man, long boxes) {
        }
        record Entry(long primary, long secondary, int moves, int pushes, State state) {
        }
        Map<State, long[]> done = new HashMap<>();
        PriorityQueue<Entry> open = new PriorityQueue<>((a, b) -> a.primary != b.primary
                ? Long.compare(a.primary, b.primary) : Long.compare(a.secondary, b.secondary));
        open.add(new Entry(0, 0, 0, 0, new State(board.man(), boxes)));
        while (!open.isEmpty()) {
            Entry e = open.poll();
            if (done.containsKey(e.state)) {
                continue;
            }
            done.put(e.state, new long[] {e.primary, e.secondary});
            if (e.state.boxes == goals) {
                return new int[] {e.moves, e.pushes};
            }
            for (Direction d : Direction.values()) {
                int next = board.neighbour(e.state.man, d);
                if (next < 0 || !bit.containsKey(next)) {
                    continue;
                }
                long b = e.state.boxes;
                long nb = 1L << bit.get(next);
                int pushes = e.pushes;
                if ((b & nb) != 0) {
                    int beyond = board.neighbour(next, d);
                    if (beyond < 0 || !bit.containsKey(beyond) || (b & (1L << bit.get(beyond))) != 0) {
                        continue;
                    }
                    b = b & ~nb | 1L << bit.get(beyond);
                    pushes++;
                }
                int moves = e.moves + 1;
                State s = new State(next, b);
                if (!done.containsKey(s)) {
                    open.add(metric == Metric.MOVES ? new Entry(moves, pushes, moves, pushes, s)
                            : new Entry(pushes, moves, moves, pushes, s));
                }
            }
        }
        throw new IllegalArgumentException("no solution");
    }
}
