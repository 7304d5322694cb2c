package org.sokodb.optimizer;

import java.util.Arrays;

import org.sokodb.solver.search.LongHeap;

/**
 * The positions a search has reached: a box layout (its number in {@link Layouts}) and the
 * man's square, with the cheapest cost found so far, the position it came from and the push
 * that led here ({@code from * 4 + direction}). The man's square, not his area, because a
 * push costs the walk to it: two positions that differ only in where the man stands may
 * differ in cost. Bounded like {@link Layouts}. {@link FewestChanges}, whose walks cost nothing,
 * keeps a number of its own in the man's place: his area and the box pushed last
 * ({@code squares} is then the count of such numbers).
 */
final class Positions {
    static final int FULL = -1;
    static final int ABSENT = -1;
    /** The move of a position reached by a walk alone, and of the root. */
    static final int NO_MOVE = -1;
    private static final int CHUNK_BITS = 15;
    private static final int CHUNK = 1 << CHUNK_BITS;
    private static final int MASK = CHUNK - 1;
    /**
     * A position's int fields, side by side in its chunk: its layout, the man's square, its
     * parent, the push that led here, and the position of the same layout expanded before
     * this one or -1 (a list per layout).
     */
    private static final int LAYOUT = 0, MAN = 1, PARENT = 2, MOVE = 3, PREVIOUS = 4, FIELDS = 5;

    private final int squares;
    private final int max;
    private int[][] fields = new int[8][];
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
    static final long BYTES = FIELDS * 4 + 8 + KeyIndex.BYTES + 2 * LongHeap.BYTES_WITH_VALUE;

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
        if (c == fields.length) {
            fields = Arrays.copyOf(fields, c * 2);
            cost = Arrays.copyOf(cost, c * 2);
        }
        if (fields[c] == null) {
            fields[c] = new int[CHUNK * FIELDS];
            cost[c] = new long[CHUNK];
        }
        int at = (id & MASK) * FIELDS;
        fields[c][at + LAYOUT] = layoutId;
        fields[c][at + MAN] = manSquare;
        count++;
        improve(id, parentId, pushMove, g);
        index.add((long) layoutId * squares + manSquare, id);
        return id;
    }

    /** What {@link #reach} returns when the position is known at a cost no higher. */
    static final int NOT_CHEAPER = -2;

    /**
     * A way to (layout, man) at cost {@code g}, from {@code parentId} by {@code pushMove}: the
     * position, added or made cheaper, for the open list; {@link #NOT_CHEAPER} when it is known
     * as cheaply; {@link #FULL} when it is new and the table is at its cap.
     */
    int reach(int layoutId, int manSquare, int parentId, int pushMove, long g) {
        int p = find(layoutId, manSquare);
        if (p == ABSENT) {
            return add(layoutId, manSquare, parentId, pushMove, g);
        }
        if (g < cost(p)) {
            improve(p, parentId, pushMove, g);
            return p;
        }
        return NOT_CHEAPER;
    }

    /** A cheaper way to a position already stored. */
    void improve(int id, int parentId, int pushMove, long g) {
        int[] chunk = fields[id >>> CHUNK_BITS];
        int at = (id & MASK) * FIELDS;
        chunk[at + PARENT] = parentId;
        chunk[at + MOVE] = pushMove;
        cost[id >>> CHUNK_BITS][id & MASK] = g;
    }

    private int field(int id, int field) {
        return fields[id >>> CHUNK_BITS][(id & MASK) * FIELDS + field];
    }

    int layout(int id) {
        return field(id, LAYOUT);
    }

    int man(int id) {
        return field(id, MAN);
    }

    int parent(int id) {
        return field(id, PARENT);
    }

    int move(int id) {
        return field(id, MOVE);
    }

    int previousExpanded(int id) {
        return field(id, PREVIOUS);
    }

    void setPreviousExpanded(int id, int position) {
        fields[id >>> CHUNK_BITS][(id & MASK) * FIELDS + PREVIOUS] = position;
    }

    long cost(int id) {
        return cost[id >>> CHUNK_BITS][id & MASK];
    }

    /** The pushes from the root to position {@code id}: the moves along its parents, walks left out. */
    PushLine line(int id) {
        int count = 0;
        for (int p = id; parent(p) >= 0; p = parent(p)) {
            if (move(p) != NO_MOVE) {
                count++;
            }
        }
        int[] from = new int[count];
        int[] dir = new int[count];
        for (int p = id; parent(p) >= 0; p = parent(p)) {
            int m = move(p);
            if (m != NO_MOVE) {
                count--;
                from[count] = m >>> 2;
                dir[count] = m & 3;
            }
        }
        return new PushLine(from, dir);
    }
}
