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
    /** By a position's key: layout × squares + man. */
    private final KeyIndex index = new KeyIndex();

    Positions(int squares, long memoryBytes) {
        this.squares = squares;
        this.max = (int) Math.max(16, Math.min(1 << 30, memoryBytes / BYTES));
    }

    /**
     * Bytes per position at the worst moment: its fields, its slots in the index and two
     * entries of the open list (a position reached again more cheaply is queued again).
     */
    static final long BYTES = 5 * 4 + 8 + KeyIndex.BYTES + 2 * OpenList.BYTES;

    int count() {
        return count;
    }

    int find(int layoutId, int manSquare) {
        long key = (long) layoutId * squares + manSquare;
        for (int slot = index.first(key); ; slot = index.next(slot)) {
            int id = index.row(slot);
            if (id == KeyIndex.END || index.key(slot) == key) {
                return id == KeyIndex.END ? ABSENT : id;
            }
        }
    }

    /** A new position (the caller found it absent); {@link #FULL} at the cap. */
    int add(int layoutId, int manSquare, int parentId, int pushMove, long g) {
        if (count >= max) {
            return FULL;
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
        index.add((long) layoutId * squares + manSquare, id);
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
}
