package org.sokodb.optimizer;

import java.util.Arrays;

/**
 * A set of box layouts, each numbered in the order it was added: the bitset over the floor
 * squares, its key, and its lower bound (pushes to the targets, filled in when first needed).
 * The vicinity search fills it before searching and then only looks layouts up; the exact
 * search adds layouts as it meets them. Bounded: {@link #add} answers {@link #FULL} at the
 * cap, which is derived from a memory budget, never from the heap. Storage grows in chunks,
 * so a small level never pays for the cap and no array is copied whole; a layout's key, bits
 * and bound lie side by side, so a lookup that finds it reads one stretch of memory.
 */
final class Layouts {
    static final int FULL = -1;
    static final int ABSENT = -1;
    static final int UNKNOWN = -1;
    private static final int CHUNK_BITS = 14;
    private static final int CHUNK = 1 << CHUNK_BITS;
    private static final int MASK = CHUNK - 1;

    private final int words;
    /** Longs per layout: the key, the bits, the bound (low half) and its last position expanded (high half). */
    private final int stride;
    private final int max;
    private long[][] data = new long[8][];
    private int count;
    private final KeyIndex index = new KeyIndex();

    Layouts(int words, long memoryBytes) {
        this.words = words;
        this.stride = words + 2;
        this.max = (int) Math.max(16, Math.min(1 << 30, memoryBytes / bytesPerLayout(words)));
    }

    /**
     * Bytes one layout takes at the worst moment: its key, bits and bound, and its slots in the
     * index.
     */
    static long bytesPerLayout(int words) {
        return 8L * (words + 2) + KeyIndex.BYTES;
    }

    int count() {
        return count;
    }

    /** The most layouts the set may hold. */
    int capacity() {
        return max;
    }

    /** The number of the layout {@code b} (key {@code key}), or {@link #ABSENT}. */
    int find(long[] b, long key) {
        for (int slot = index.first(key); ; slot = index.next(slot)) {
            int id = index.row(slot);
            if (id == KeyIndex.END) {
                return ABSENT;
            }
            if (index.key(slot) == key && same(b, id)) {
                return id;
            }
        }
    }

    /** The number of {@code b}, added when new; {@link #FULL} when it is new and the set is full. */
    int add(long[] b, long key) {
        int found = find(b, key);
        if (found != ABSENT) {
            return found;
        }
        if (count >= max) {
            return FULL;
        }
        int id = count;
        int c = id >>> CHUNK_BITS;
        if (c == data.length) {
            data = Arrays.copyOf(data, c * 2);
        }
        if (data[c] == null) {
            data[c] = new long[CHUNK * stride];
        }
        long[] chunk = data[c];
        int o = (id & MASK) * stride;
        chunk[o] = key;
        System.arraycopy(b, 0, chunk, o + 1, words);
        chunk[o + 1 + words] = UNKNOWN & 0xFFFFFFFFL; // no position of it expanded yet (the high half)
        count++;
        index.add(key, id);
        return id;
    }

    /** {@code b} added (the caller found it absent) with its lower bound: its number, or {@link #FULL}. */
    int add(long[] b, long key, int bound) {
        int id = add(b, key);
        if (id != FULL) {
            setBound(id, bound);
        }
        return id;
    }

    void bitsOf(int id, long[] into) {
        System.arraycopy(data[id >>> CHUNK_BITS], (id & MASK) * stride + 1, into, 0, words);
    }

    long key(int id) {
        return data[id >>> CHUNK_BITS][(id & MASK) * stride];
    }

    /** The lower bound stored for layout {@code id}, or {@link #UNKNOWN}. */
    int bound(int id) {
        return (int) data[id >>> CHUNK_BITS][(id & MASK) * stride + 1 + words];
    }

    void setBound(int id, int value) {
        int at = (id & MASK) * stride + 1 + words;
        long[] chunk = data[id >>> CHUNK_BITS];
        chunk[at] = (chunk[at] & 0xFFFFFFFF00000000L) | (value & 0xFFFFFFFFL);
    }

    /** The last position of layout {@code id} a search expanded, or -1: the head of their list. */
    int lastExpanded(int id) {
        return (int) (data[id >>> CHUNK_BITS][(id & MASK) * stride + 1 + words] >>> 32) - 1;
    }

    void setLastExpanded(int id, int position) {
        int at = (id & MASK) * stride + 1 + words;
        long[] chunk = data[id >>> CHUNK_BITS];
        chunk[at] = (chunk[at] & 0xFFFFFFFFL) | ((long) (position + 1) << 32);
    }

    private boolean same(long[] b, int id) {
        long[] chunk = data[id >>> CHUNK_BITS];
        int offset = (id & MASK) * stride + 1;
        for (int w = 0; w < words; w++) {
            if (b[w] != chunk[offset + w]) {
                return false;
            }
        }
        return true;
    }
}
