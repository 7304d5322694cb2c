package org.sokodb.solver.maze;

import java.util.Arrays;

/**
 * The squares the man can walk to around the boxes. Marks are generation stamps, so a new
 * fill costs only the squares it visits. The smallest square reached names the man's area:
 * positions that differ only in where the man stands inside one area are one state.
 */
public final class ManReach {
    private final Maze maze;
    private final int[] stamp;
    private final int[] stack;
    private int generation;
    private int smallest;
    private int count;
    /** The board of {@link #fillWithOnly}: no box on it between calls; made at its first call. */
    private boolean[] only;

    public ManReach(Maze maze) {
        this.maze = maze;
        this.stamp = new int[maze.size];
        this.stack = new int[maze.size];
    }

    /** Fills the man's area from {@code start}; returns its smallest square. */
    public int fill(int start, boolean[] box) {
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
        int g = generation;
        int top = 0;
        stamp[start] = g;
        stack[top++] = start;
        int min = start;
        int squares = 1;
        int[] next = maze.next;
        while (top > 0) {
            int s = stack[--top];
            int base = s * 4;
            for (int d = 0; d < 4; d++) {
                int t = next[base + d];
                if (t >= 0 && stamp[t] != g && !box[t]) {
                    stamp[t] = g;
                    stack[top++] = t;
                    squares++;
                    if (t < min) {
                        min = t;
                    }
                }
            }
        }
        smallest = min;
        count = squares;
        return min;
    }

    /**
     * Fills the man's area from {@code start} with only the first {@code count} squares of {@code
     * boxes} on the board, every other box taken away (the area a few boxes' deadlock proof or set
     * is told apart by); returns its smallest square.
     */
    public int fillWithOnly(int start, int[] boxes, int count) {
        if (only == null) {
            only = new boolean[maze.size];
        }
        for (int i = 0; i < count; i++) {
            only[boxes[i]] = true;
        }
        int area = fill(start, only);
        for (int i = 0; i < count; i++) {
            only[boxes[i]] = false;
        }
        return area;
    }

    /** Whether the last fill reached {@code square}. */
    public boolean reached(int square) {
        return square >= 0 && stamp[square] == generation;
    }

    /**
     * Whether, as the last fill left the man, some box of {@code box} has a push he can make
     * onto a square that is neither a box nor {@code dead}.
     */
    public boolean anyPush(boolean[] box, boolean[] dead) {
        for (int b = 0; b < maze.size; b++) {
            if (!box[b]) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int to = maze.step(b, d);
                int behind = maze.step(b, d ^ 2);
                if (to >= 0 && !box[to] && !dead[to] && behind >= 0 && reached(behind)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** How many squares the last fill reached. */
    public int count() {
        return count;
    }

    int smallest() {
        return smallest;
    }
}
