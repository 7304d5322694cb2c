package org.sokodb.solver.fess;

import java.util.Arrays;

import org.sokodb.solver.maze.Maze;

/**
 * The floor around one box lifted from a position, for that box's macro moves: where the man
 * can walk, and how many regions the free floor has, with the box put back on any square —
 * each answered in constant time instead of a flood fill per square the box reaches.
 *
 * <p>One depth-first search over the free squares (the floor without the other boxes) gives
 * each square its discovery time, its subtree and its low point (Tarjan's articulation
 * points). A box on square s cuts s's region into pieces: each child subtree c of s whose low
 * point does not reach above s ({@code low[c] >= disc[s]}) is a piece of its own, and the
 * rest of the region (the squares before s, after its subtree, and the subtrees that reach
 * above it) is one more piece when not empty. Two squares are joined with the box on s when
 * they are in one region and one piece; the smallest square of a piece, the man's area's
 * name, comes from the smallest square of each subtree and of each run of the discovery
 * order before and after a square.
 */
final class BoxGraph {
    private final Maze maze;
    private final int size;
    /** Discovery time of each free square, -1 for squares with a box (and the lifted box's is free). */
    private final int[] disc;
    private final int[] low;
    /** One past the last discovery time of the square's subtree. */
    private final int[] end;
    /** The square each free square was discovered from (-1 for a region's root). */
    private final int[] parent;
    /** The region (connected free floor) of each free square. */
    private final int[] region;
    /** The discovery time of each region's root. */
    private final int[] regionStart;
    /** Squares by discovery time. */
    private final int[] order;
    /** The smallest square of each square's subtree. */
    private final int[] subtreeMin;
    /** By discovery time i: the smallest square discovered in i's region before i. */
    private final int[] beforeMin;
    /** By discovery time i: the smallest square discovered in i's region from i on. */
    private final int[] fromMin;
    private final int[] stack;
    private final int[] nextDirection;
    private int regions;

    BoxGraph(Maze maze) {
        this.maze = maze;
        this.size = maze.size;
        this.disc = new int[size];
        this.low = new int[size];
        this.end = new int[size];
        this.parent = new int[size];
        this.region = new int[size];
        this.regionStart = new int[size];
        this.order = new int[size];
        this.subtreeMin = new int[size];
        this.beforeMin = new int[size + 1];
        this.fromMin = new int[size + 1];
        this.stack = new int[size];
        this.nextDirection = new int[size];
    }

    /** Builds the graph of the position {@code box} shows with the box on {@code lifted} taken off. */
    void lift(boolean[] box, int lifted) {
        boolean put = lifted >= 0 && box[lifted];
        if (put) {
            box[lifted] = false;
        }
        try {
            search(box);
        } finally {
            if (put) {
                box[lifted] = true;
            }
        }
    }

    /**
     * The depth-first search over the free squares, region by region: each square's
     * discovery time, low point, subtree end and smallest square. The square being looked
     * at and its next direction stay in locals; the stack holds its ancestors.
     */
    private void search(boolean[] box) {
        Arrays.fill(disc, -1);
        int time = 0;
        regions = 0;
        for (int root = 0; root < size; root++) {
            if (disc[root] >= 0 || box[root]) {
                continue;
            }
            regionStart[regions] = time;
            int top = 0;
            disc[root] = low[root] = time;
            subtreeMin[root] = root;
            parent[root] = -1;
            order[time++] = root;
            region[root] = regions;
            int s = root;
            int d = 0;
            while (true) {
                if (d < 4) {
                    int t = maze.step(s, d++);
                    if (t < 0 || box[t]) {
                        continue;
                    }
                    if (disc[t] < 0) {
                        disc[t] = low[t] = time;
                        subtreeMin[t] = t;
                        parent[t] = s;
                        order[time++] = t;
                        region[t] = regions;
                        stack[top] = s;
                        nextDirection[top++] = d;
                        s = t;
                        d = 0;
                    } else if (disc[t] < low[s]) {
                        low[s] = disc[t];
                    }
                    continue;
                }
                end[s] = time;
                if (top == 0) {
                    break;
                }
                int up = stack[--top];
                d = nextDirection[top];
                low[up] = Math.min(low[up], low[s]);
                subtreeMin[up] = Math.min(subtreeMin[up], subtreeMin[s]);
                s = up;
            }
            regions++;
        }
        for (int r = 0; r < regions; r++) {
            int first = regionStart[r];
            int last = end[order[first]];
            beforeMin[first] = Integer.MAX_VALUE;
            for (int i = first; i < last; i++) {
                beforeMin[i + 1] = Math.min(beforeMin[i], order[i]);
            }
            fromMin[last] = Integer.MAX_VALUE;
            for (int i = last - 1; i >= first; i--) {
                fromMin[i] = Math.min(fromMin[i + 1], order[i]);
            }
        }
    }

    /**
     * The piece of the floor that free square {@code u} is in with the box on {@code s}:
     * the child of {@code s} heading a subtree cut off by it, or -1 for the rest of the region.
     */
    private int piece(int s, int u) {
        int ds = disc[s];
        int du = disc[u];
        if (du <= ds || du >= end[s]) {
            return -1;
        }
        for (int d = 0; d < 4; d++) {
            int c = maze.step(s, d);
            if (isChild(s, c) && disc[c] <= du && du < end[c]) {
                return low[c] >= ds ? c : -1;
            }
        }
        return -1; // not reached: every square of s's subtree is in a child's
    }

    /** Whether {@code c} heads a subtree of {@code s}'s in the search. */
    private boolean isChild(int s, int c) {
        return c >= 0 && disc[c] >= 0 && parent[c] == s;
    }

    /** Whether free squares {@code u} and {@code v} (neither {@code s}) are joined with the box on {@code s}. */
    boolean connected(int s, int u, int v) {
        return region[u] == region[v] && (region[u] != region[s] || piece(s, u) == piece(s, v));
    }

    /** Whether free squares {@code u} and {@code v} are joined with no box put back. */
    boolean sameRegion(int u, int v) {
        return region[u] == region[v];
    }

    /** The smallest square the man can reach from free square {@code u} with the box on {@code s}. */
    int smallest(int s, int u) {
        if (region[u] != region[s]) {
            return subtreeMin[order[regionStart[region[u]]]];
        }
        int c = piece(s, u);
        if (c >= 0) {
            return subtreeMin[c];
        }
        // the rest of s's region: before s, after its subtree, and the children that reach above s
        int ds = disc[s];
        int best = beforeMin[ds];
        if (end[s] < regionEnd(region[s])) {
            best = Math.min(best, fromMin[end[s]]);
        }
        for (int d = 0; d < 4; d++) {
            int child = maze.step(s, d);
            if (isChild(s, child) && low[child] < ds) {
                best = Math.min(best, subtreeMin[child]);
            }
        }
        return best;
    }

    /** The number of regions of the free floor with the box on {@code s}. */
    int regions(int s) {
        int ds = disc[s];
        int pieces = 0;
        boolean rest = ds != regionStart[region[s]]; // squares before s in its region
        for (int d = 0; d < 4; d++) {
            int c = maze.step(s, d);
            if (isChild(s, c)) {
                if (low[c] >= ds) {
                    pieces++;
                } else {
                    rest = true;
                }
            }
        }
        if (end[s] < regionEnd(region[s])) {
            rest = true;
        }
        return regions - 1 + pieces + (rest ? 1 : 0);
    }

    private int regionEnd(int r) {
        return end[order[regionStart[r]]];
    }
}
