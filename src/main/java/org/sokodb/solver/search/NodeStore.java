package org.sokodb.solver.search;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Every position a search has met, stored compactly and bounded by a memory cap: the boxes
 * as a bitset over the floor squares, the man's normalised square, the push that led here
 * from the parent, the pushes so far (g) and the lower bound (h), and a transposition table
 * of node numbers keyed by Zobrist hash. Nodes live in fixed-size chunks allocated as the
 * search grows, so a small level never pays for the cap; the number of nodes is derived
 * from the cap, never from the heap, and {@link #add} answers {@link #FULL} when it is
 * reached.
 */
public final class NodeStore {
    public static final int FULL = -1;
    public static final int ABSENT = -1;
    private static final int CHUNK_BITS = 14;
    private static final int CHUNK = 1 << CHUNK_BITS;
    private static final int MASK = CHUNK - 1;
    /** Transposition table slots per node at the worst moment (just after doubling) plus the open list. */
    private static final int TABLE_AND_QUEUE_BYTES = 4 * 4 + 8;

    public final int words;
    private final int maxNodes;
    private long[][] boxes = new long[16][];
    private long[][] hash = new long[16][];
    private int[][] parent = new int[16][];
    private int[][] move = new int[16][];
    private int[][] man = new int[16][];
    private int[][] g = new int[16][];
    private int[][] h = new int[16][];
    private int count;
    private int[] table = new int[1 << 12];

    public NodeStore(int floorSquares, long memoryBytes) {
        this.words = (floorSquares + 63) >>> 6;
        long perNode = bytesPerNode(words);
        this.maxNodes = (int) Math.max(1, Math.min(Integer.MAX_VALUE / 4, memoryBytes / perNode));
    }

    static long bytesPerNode(int words) {
        return 8L * words + 8 + 5 * 4 + TABLE_AND_QUEUE_BYTES;
    }

    public int count() {
        return count;
    }

    /** Adds a node; returns its number, or {@link #FULL} when the memory cap is reached. */
    public int add(long[] boxBits, int manSquare, long key, int parentNode, int pushMove, int pushes, int bound) {
        if (count >= maxNodes) {
            return FULL;
        }
        if ((long) (count + 1) * 2 > table.length) {
            grow();
        }
        int id = count;
        int c = id >>> CHUNK_BITS;
        if (c >= boxes.length) {
            widen();
        }
        if (boxes[c] == null) {
            boxes[c] = new long[CHUNK * words];
            hash[c] = new long[CHUNK];
            parent[c] = new int[CHUNK];
            move[c] = new int[CHUNK];
            man[c] = new int[CHUNK];
            g[c] = new int[CHUNK];
            h[c] = new int[CHUNK];
        }
        int o = id & MASK;
        System.arraycopy(boxBits, 0, boxes[c], o * words, words);
        hash[c][o] = key;
        parent[c][o] = parentNode;
        move[c][o] = pushMove;
        man[c][o] = manSquare;
        g[c][o] = pushes;
        h[c][o] = bound;
        count++;
        insert(id, key);
        return id;
    }

    /** The node with these boxes and man square, or {@link #ABSENT}. */
    public int find(long[] boxBits, int manSquare, long key) {
        int mask = table.length - 1;
        for (int slot = (int) mix(key) & mask; ; slot = (slot + 1) & mask) {
            int entry = table[slot];
            if (entry == 0) {
                return ABSENT;
            }
            int id = entry - 1;
            int c = id >>> CHUNK_BITS;
            int o = id & MASK;
            if (hash[c][o] == key && man[c][o] == manSquare && sameBoxes(boxBits, boxes[c], o * words)) {
                return id;
            }
        }
    }

    private boolean sameBoxes(long[] bits, long[] chunk, int offset) {
        for (int w = 0; w < words; w++) {
            if (bits[w] != chunk[offset + w]) {
                return false;
            }
        }
        return true;
    }

    public void boxesOf(int id, long[] into) {
        System.arraycopy(boxes[id >>> CHUNK_BITS], (id & MASK) * words, into, 0, words);
    }

    long hash(int id) {
        return hash[id >>> CHUNK_BITS][id & MASK];
    }

    public int parent(int id) {
        return parent[id >>> CHUNK_BITS][id & MASK];
    }

    /** The positions from the root's first child down to {@code id}, in the order they were reached. */
    public List<Integer> pathTo(int id) {
        List<Integer> chain = new ArrayList<>();
        for (int s = id; parent(s) >= 0; s = parent(s)) {
            chain.add(s);
        }
        Collections.reverse(chain);
        return chain;
    }

    public int move(int id) {
        return move[id >>> CHUNK_BITS][id & MASK];
    }

    public int man(int id) {
        return man[id >>> CHUNK_BITS][id & MASK];
    }

    public int g(int id) {
        return g[id >>> CHUNK_BITS][id & MASK];
    }

    public int h(int id) {
        return h[id >>> CHUNK_BITS][id & MASK];
    }

    /** A shorter way to a node already stored (A*): new parent, push and push count. */
    void improve(int id, int parentNode, int pushMove, int pushes) {
        int c = id >>> CHUNK_BITS;
        int o = id & MASK;
        parent[c][o] = parentNode;
        move[c][o] = pushMove;
        g[c][o] = pushes;
    }

    private void insert(int id, long key) {
        int mask = table.length - 1;
        int slot = (int) mix(key) & mask;
        while (table[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        table[slot] = id + 1;
    }

    private void grow() {
        int[] old = table;
        table = new int[old.length * 2];
        for (int entry : old) {
            if (entry != 0) {
                insert(entry - 1, hash(entry - 1));
            }
        }
    }

    private void widen() {
        int n = boxes.length * 2;
        boxes = java.util.Arrays.copyOf(boxes, n);
        hash = java.util.Arrays.copyOf(hash, n);
        parent = java.util.Arrays.copyOf(parent, n);
        move = java.util.Arrays.copyOf(move, n);
        man = java.util.Arrays.copyOf(man, n);
        g = java.util.Arrays.copyOf(g, n);
        h = java.util.Arrays.copyOf(h, n);
    }

    private static long mix(long key) {
        key ^= key >>> 33;
        key *= 0xff51afd7ed558ccdL;
        key ^= key >>> 33;
        return key;
    }
}
