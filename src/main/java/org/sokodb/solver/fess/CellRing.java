package org.sokodb.solver.fess;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.sokodb.solver.search.LongHeap;

/**
 * The occupied cells of the feature space, each with the moves not yet taken from its
 * positions (cheapest first), visited in turn: FESS's cycle. A cell with no move left drops
 * out of the ring; a new cell joins it at the end.
 */
final class CellRing {
    private final Map<Integer, LongHeap> byCell = new HashMap<>();
    private final List<LongHeap> ring = new ArrayList<>();
    private int next;
    private long moves;

    /** Adds a move of a position in {@code cell}. */
    void add(int cell, long move) {
        LongHeap heap = byCell.get(cell);
        if (heap == null) {
            heap = new LongHeap();
            byCell.put(cell, heap);
        }
        if (heap.isEmpty()) {
            ring.add(heap);
        }
        heap.push(move);
        moves++;
    }

    boolean isEmpty() {
        return moves == 0;
    }

    /** The cheapest move of the next cell in the cycle (which then leaves the ring if it has no more). */
    long takeNext() {
        if (next >= ring.size()) {
            next = 0;
        }
        LongHeap heap = ring.get(next);
        long move = heap.pop();
        moves--;
        if (heap.isEmpty()) {
            ring.remove(next); // its place goes to the following cell
        } else {
            next++;
        }
        return move;
    }

    /** Occupied cells (with moves left). */
    int cells() {
        return ring.size();
    }
}
