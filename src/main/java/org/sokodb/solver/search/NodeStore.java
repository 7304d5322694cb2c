package org.sokodb.solver.search;

import java.util.ArrayList;
import java.util.Arrays;
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
 *
 * <p>What a look-up compares (the key, the man's square and the boxes) is one record of
 * consecutive longs, {@code [key, man << 32 | g, box words…]}: a look-up in a store of
 * millions of positions waits on memory, and one record costs one or two cache lines where
 * three arrays cost three.
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
    /** Per node, {@link #stride} longs: the key, the man's square and g, the box words. */
    private long[][] records = new long[16][];
    private final int stride;
    private int[][] parent = new int[16][];
    private int[][] move = new int[16][];
    private int[][] h = new int[16][];
    private int count;
    /**
     * The transposition table: per slot 0 (empty) or the node's number plus one in the low
     * {@link #idBits} bits, and in the bits above them a few bits of its key, so that a slot
     * of another position is passed over without reading its record.
     */
    private int[] table = new int[1 << 12];
    private final int idBits;
    private final int idMask;

    public NodeStore(int floorSquares, long memoryBytes) {
        this.words = (floorSquares + 63) >>> 6;
        this.stride = words + 2;
        long perNode = bytesPerNode(words);
        this.maxNodes = (int) Math.max(1, Math.min(Integer.MAX_VALUE / 4, memoryBytes / perNode));
        this.idBits = 32 - Integer.numberOfLeadingZeros(maxNodes);
        this.idMask = (int) ((1L << idBits) - 1);
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
        if (c >= records.length) {
            widen();
        }
        if (records[c] == null) {
            records[c] = new long[CHUNK * stride];
            parent[c] = new int[CHUNK];
            move[c] = new int[CHUNK];
            h[c] = new int[CHUNK];
        }
        int o = id & MASK;
        long[] record = records[c];
        int at = o * stride;
        record[at] = key;
        record[at + 1] = manAndG(manSquare, pushes);
        System.arraycopy(boxBits, 0, record, at + 2, words);
        parent[c][o] = parentNode;
        move[c][o] = pushMove;
        h[c][o] = bound;
        count++;
        insert(id, key);
        return id;
    }

    /** The node with these boxes and man square, or {@link #ABSENT}. */
    public int find(long[] boxBits, int manSquare, long key) {
        int mask = table.length - 1;
        int tag = tag(key);
        for (int slot = (int) mix(key) & mask; ; slot = (slot + 1) & mask) {
            int entry = table[slot];
            if (entry == 0) {
                return ABSENT;
            }
            if (entry >>> idBits != tag) {
                continue;
            }
            int id = (entry & idMask) - 1;
            long[] record = records[id >>> CHUNK_BITS];
            int at = (id & MASK) * stride;
            if (record[at] == key && (int) (record[at + 1] >>> 32) == manSquare
                    && sameBoxes(boxBits, record, at + 2)) {
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
        System.arraycopy(records[id >>> CHUNK_BITS], (id & MASK) * stride + 2, into, 0, words);
    }

    long hash(int id) {
        return records[id >>> CHUNK_BITS][(id & MASK) * stride];
    }

    private static long manAndG(int manSquare, int pushes) {
        return (long) manSquare << 32 | (pushes & 0xFFFFFFFFL);
    }

    private long manAndG(int id) {
        return records[id >>> CHUNK_BITS][(id & MASK) * stride + 1];
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
        return (int) (manAndG(id) >>> 32);
    }

    public int g(int id) {
        return (int) manAndG(id);
    }

    public int h(int id) {
        return h[id >>> CHUNK_BITS][id & MASK];
    }

    /** A shorter way to a node already stored (A*): new parent, push and push count. */
    public void improve(int id, int parentNode, int pushMove, int pushes) {
        int c = id >>> CHUNK_BITS;
        int o = id & MASK;
        parent[c][o] = parentNode;
        move[c][o] = pushMove;
        records[c][o * stride + 1] = manAndG(man(id), pushes);
    }

    private void insert(int id, long key) {
        int mask = table.length - 1;
        int slot = (int) mix(key) & mask;
        while (table[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        table[slot] = tag(key) << idBits | (id + 1);
    }

    private void grow() {
        int[] old = table;
        table = new int[old.length * 2];
        for (int entry : old) {
            if (entry != 0) {
                int id = (entry & idMask) - 1;
                insert(id, hash(id));
            }
        }
    }

    private void widen() {
        int n = records.length * 2;
        records = Arrays.copyOf(records, n);
        parent = Arrays.copyOf(parent, n);
        move = Arrays.copyOf(move, n);
        h = Arrays.copyOf(h, n);
    }

    /** The key's bits kept in its slot: its top bits (the slot comes from all of them, mixed). */
    private int tag(long key) {
        return (int) (key >>> (32 + idBits)); // idBits ≤ 30: the cap stays below 2^29 nodes
    }

    private static long mix(long key) {
        key ^= key >>> 33;
        key *= 0xff51afd7ed558ccdL;
        key ^= key >>> 33;
        return key;
    }
}
