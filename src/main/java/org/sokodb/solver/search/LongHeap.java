package org.sokodb.solver.search;

import java.util.Arrays;

/**
 * A binary min-heap of long keys, each with an int beside it when the heap is made
 * {@link #withValues()} (a node's number under its priority). The searches pack what they
 * order by into the key (a cost in the high bits, a tie-break below it), so one comparison
 * of longs orders them; entries with equal keys come out in the order the heap's sifts leave
 * them, the same for the same pushes and pops.
 */
public final class LongHeap {
    /** Bytes per entry of a heap with values. */
    public static final long BYTES_WITH_VALUE = 8 + 4;

    private long[] keys = new long[16];
    /** The value of each entry, or null in a heap of keys alone. */
    private int[] values;
    private int size;

    /** A heap of keys alone. */
    public LongHeap() {
    }

    private LongHeap(boolean values) {
        this.values = values ? new int[keys.length] : null;
    }

    /** A heap whose entries carry an int value beside the key. */
    public static LongHeap withValues() {
        return new LongHeap(true);
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public int size() {
        return size;
    }

    /** Adds {@code key} (a heap of keys alone). */
    public void push(long key) {
        push(key, 0);
    }

    /** Adds {@code key} with {@code value} (kept only in a heap with values). */
    public void push(long key, int value) {
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            if (values != null) {
                values = Arrays.copyOf(values, size * 2);
            }
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (keys[parent] <= key) {
                break;
            }
            move(parent, i);
            i = parent;
        }
        set(i, key, value);
    }

    /** The smallest key (the heap must not be empty). */
    public long peek() {
        return keys[0];
    }

    /** The value of the smallest key's entry. */
    public int peekValue() {
        return values[0];
    }

    /** Removes the entry with the smallest key; returns the key. */
    public long pop() {
        long top = keys[0];
        size--;
        if (size > 0) {
            long last = keys[size];
            int lastValue = values == null ? 0 : values[size];
            int i = 0;
            while (true) {
                int child = 2 * i + 1;
                if (child >= size) {
                    break;
                }
                if (child + 1 < size && keys[child + 1] < keys[child]) {
                    child++;
                }
                if (keys[child] >= last) {
                    break;
                }
                move(child, i);
                i = child;
            }
            set(i, last, lastValue);
        }
        return top;
    }

    private void move(int from, int to) {
        keys[to] = keys[from];
        if (values != null) {
            values[to] = values[from];
        }
    }

    private void set(int i, long key, int value) {
        keys[i] = key;
        if (values != null) {
            values[i] = value;
        }
    }
}
