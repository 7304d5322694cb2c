package org.sokodb.optimizer;

import java.util.Arrays;

/**
 * The positions a search has reached: a box layout (its number in {@link Layouts}) and the
 * man's square, with the cheapest cost found so far, the position it came from and the push
 * that led here ({@code from * 4 + direction}). The man's square, not his area, because a
 * push costs the walk to it: two positions that differ only in where the man stands may
 * differ in cost. Bounded like {@link Layouts}.
 */
final class Positions {
    static final int FULL = -1;
    static final int ABSENT = -1;
    private static final int CHUNK_BITS = 15;
    private static final int CHUNK = 1 << CHUNK_BITS;
    private static final int MASK = CHUNK - 1;

    private final int squares;
    private final int max;
    private int[][] layout = new int[8][];
    private int[][] man = new int[8][];
    private int[][] parent = new int[8][];
    private int[][] move = new int[8][];
    /** The position of the same layout expanded before this one, or -1: a list per layout. */
    private int[][] previous = new int[8][];
    private long[][] cost = new long[8][];
    private int count;
    /** Open addressing: a slot holds a position's key (layout × squares + man) and its number + 1 (0: empty). */
    private long[] slotKey = new long[1 << 10];
    private int[] slotId = new int[1 << 10];

    Positions(int squares, long memoryBytes) {
        this.squares = squares;
        this.max = (int) Math.max(16, Math.min(1 << 30, memoryBytes / BYTES));
    }

    /**
     * Bytes per position at the worst moment: its fields, four table slots (at most half full,
     * the old table still there while it doubles) and two entries of the open list (a position
     * reached again more cheaply is queued again).
     */
    static final long BYTES = 5 * 4 + 8 + 4 * 12 + 2 * OpenList.BYTES;

    int count() {
        return count;
    }

    int find(int layoutId, int manSquare) {
        long key = (long) layoutId * squares + manSquare;
        int mask = slotId.length - 1;
        for (int slot = Layouts.mix(key) & mask; ; slot = (slot + 1) & mask) {
            int entry = slotId[slot];
            if (entry == 0) {
                return ABSENT;
            }
            if (slotKey[slot] == key) {
                return entry - 1;
            }
        }
    }

    /** A new position (the caller found it absent); {@link #FULL} at the cap. */
    int add(int layoutId, int manSquare, int parentId, int pushMove, long g) {
        if (count >= max) {
            return FULL;
        }
        if ((count + 1) * 2L > slotId.length) {
            grow();
        }
        int id = count;
        int c = id >>> CHUNK_BITS;
        if (c == layout.length) {
            int n = c * 2;
            layout = Arrays.copyOf(layout, n);
            man = Arrays.copyOf(man, n);
            parent = Arrays.copyOf(parent, n);
            move = Arrays.copyOf(move, n);
            previous = Arrays.copyOf(previous, n);
            cost = Arrays.copyOf(cost, n);
        }
        if (layout[c] == null) {
            layout[c] = new int[CHUNK];
            man[c] = new int[CHUNK];
            parent[c] = new int[CHUNK];
            move[c] = new int[CHUNK];
            previous[c] = new int[CHUNK];
            cost[c] = new long[CHUNK];
        }
        int o = id & MASK;
        layout[c][o] = layoutId;
        man[c][o] = manSquare;
        parent[c][o] = parentId;
        move[c][o] = pushMove;
        cost[c][o] = g;
        count++;
        insert(id);
        return id;
    }

    /** A cheaper way to a position already stored. */
    void improve(int id, int parentId, int pushMove, long g) {
        int c = id >>> CHUNK_BITS;
        int o = id & MASK;
        parent[c][o] = parentId;
        move[c][o] = pushMove;
        cost[c][o] = g;
    }

    int layout(int id) {
        return layout[id >>> CHUNK_BITS][id & MASK];
    }

    int man(int id) {
        return man[id >>> CHUNK_BITS][id & MASK];
    }

    int parent(int id) {
        return parent[id >>> CHUNK_BITS][id & MASK];
    }

    int move(int id) {
        return move[id >>> CHUNK_BITS][id & MASK];
    }

    int previousExpanded(int id) {
        return previous[id >>> CHUNK_BITS][id & MASK];
    }

    void setPreviousExpanded(int id, int position) {
        previous[id >>> CHUNK_BITS][id & MASK] = position;
    }

    long cost(int id) {
        return cost[id >>> CHUNK_BITS][id & MASK];
    }

    private void insert(int id) {
        long key = (long) layout(id) * squares + man(id);
        int mask = slotId.length - 1;
        int slot = Layouts.mix(key) & mask;
        while (slotId[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        slotKey[slot] = key;
        slotId[slot] = id + 1;
    }

    private void grow() {
        slotKey = new long[slotKey.length * 2];
        slotId = new int[slotId.length * 2];
        for (int id = 0; id < count; id++) {
            insert(id);
        }
    }
}
