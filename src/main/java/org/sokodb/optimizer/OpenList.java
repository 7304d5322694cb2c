package org.sokodb.optimizer;

import java.util.Arrays;

/**
 * The open list of the best-first searches: a binary heap of positions by f (cost so far plus
 * lower bound), the smaller lower bound first among equal f (the search dives to the goal
 * instead of widening a plateau). A position reached again more cheaply is pushed again; the
 * stale entry is recognised by its f when it comes out.
 */
final class OpenList {
    /** Bytes per entry. */
    static final long BYTES = 8 + 4 + 4;

    private long[] f = new long[256];
    private int[] h = new int[256];
    private int[] node = new int[256];
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }

    void push(int id, long priority, int bound) {
        if (size == f.length) {
            f = Arrays.copyOf(f, size * 2);
            h = Arrays.copyOf(h, size * 2);
            node = Arrays.copyOf(node, size * 2);
        }
        int i = size++;
        while (i > 0) {
            int p = (i - 1) >>> 1;
            if (!before(priority, bound, f[p], h[p])) {
                break;
            }
            copy(p, i);
            i = p;
        }
        set(i, priority, bound, id);
    }

    /** The f of the entry {@link #pop} takes next. */
    long peekF() {
        return f[0];
    }

    int pop() {
        int top = node[0];
        size--;
        if (size > 0) {
            long lf = f[size];
            int lh = h[size];
            int ln = node[size];
            int i = 0;
            while (true) {
                int c = 2 * i + 1;
                if (c >= size) {
                    break;
                }
                if (c + 1 < size && before(f[c + 1], h[c + 1], f[c], h[c])) {
                    c++;
                }
                if (!before(f[c], h[c], lf, lh)) {
                    break;
                }
                copy(c, i);
                i = c;
            }
            set(i, lf, lh, ln);
        }
        return top;
    }

    /** Moves the entry at {@code from} to {@code to} (a step of a sift). */
    private void copy(int from, int to) {
        set(to, f[from], h[from], node[from]);
    }

    private void set(int i, long priority, int bound, int id) {
        f[i] = priority;
        h[i] = bound;
        node[i] = id;
    }

    private static boolean before(long fa, int ha, long fb, int hb) {
        return fa < fb || (fa == fb && ha < hb);
    }
}
