package org.sokodb.solver.fess;

/** A binary min-heap of longs (a cell's moves, each a key with its cost in the high bits). */
final class LongHeap {
    private long[] items = new long[16];
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }

    void push(long item) {
        if (size == items.length) {
            items = java.util.Arrays.copyOf(items, size * 2);
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (items[parent] <= item) {
                break;
            }
            items[i] = items[parent];
            i = parent;
        }
        items[i] = item;
    }

    long pop() {
        long top = items[0];
        long last = items[--size];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && items[child + 1] < items[child]) {
                child++;
            }
            if (items[child] >= last) {
                break;
            }
            items[i] = items[child];
            i = child;
        }
        items[i] = last;
        return top;
    }
}
