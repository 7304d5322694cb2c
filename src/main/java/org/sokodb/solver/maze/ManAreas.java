package org.sokodb.solver.maze;

import java.util.Arrays;

/**
 * Every area of the floor the boxes leave the man, each with its smallest square, and from
 * it the man's area after any push without a walk over the board. The areas are labelled by
 * one depth-first walk (after Hopcroft and Tarjan's cut squares), which also keeps for each
 * square the smallest square and the last visit of the part of the walk below it. After a
 * push from {@code from} to {@code to} the man stands on {@code from}, and his area is
 * {@code from} with the parts the floor falls into without {@code to} that lie beside it:
 * another area whole; in {@code to}'s own area, the part below a child of {@code to} that
 * reaches back no higher than {@code to} (cut off by the box), or else the rest of the area,
 * whose smallest square is the walk's root (the area's smallest) unless {@code to} is the
 * root. The square it names is the one {@link ManReach} walks to; only the cost differs: one
 * walk for all the pushes of a position instead of one for each.
 */
public final class ManAreas {
    private final Maze maze;
    /** The area of each free square (its index into {@link #smallest}); -1 on a box. */
    private final int[] area;
    /** The smallest square of each area of the last labelling (the root of its walk). */
    private final int[] smallest;
    /** The depth-first walk: each square's visit number, lowest visit it reaches back to, parent, next direction. */
    private final int[] visit;
    private final int[] low;
    private final int[] parent;
    private final int[] nextDirection;
    /** The last visit number below each square, and the smallest square below it (itself included). */
    private final int[] last;
    private final int[] below;
    private final int[] stack;
    /** How many areas the last labelling found. */
    private int count;

    public ManAreas(Maze maze) {
        this.maze = maze;
        this.area = new int[maze.size];
        this.smallest = new int[maze.size];
        this.visit = new int[maze.size];
        this.low = new int[maze.size];
        this.parent = new int[maze.size];
        this.nextDirection = new int[maze.size];
        this.last = new int[maze.size];
        this.below = new int[maze.size];
        this.stack = new int[maze.size];
    }

    /** Labels the areas of the floor around {@code box}. */
    public void label(boolean[] box) {
        Arrays.fill(area, -1);
        int areas = 0;
        int time = 0;
        for (int root = 0; root < maze.size; root++) {
            if (box[root] || area[root] >= 0) {
                continue;
            }
            // the squares are visited in ascending order, so root is the area's smallest square
            int id = areas++;
            smallest[id] = root;
            int top = 0;
            enter(root, -1, id, ++time);
            stack[top++] = root;
            while (top > 0) {
                int v = stack[top - 1];
                if (nextDirection[v] < 4) {
                    int w = maze.step(v, nextDirection[v]++);
                    if (w < 0 || box[w]) {
                        continue;
                    }
                    if (area[w] < 0) {
                        enter(w, v, id, ++time);
                        stack[top++] = w;
                    } else if (w != parent[v]) {
                        low[v] = Math.min(low[v], visit[w]);
                    }
                    continue;
                }
                top--;
                last[v] = time;
                int u = parent[v];
                if (u >= 0) {
                    low[u] = Math.min(low[u], low[v]);
                    below[u] = Math.min(below[u], below[v]);
                }
            }
        }
        count = areas;
    }

    /** How many areas the last labelling found: 1 when the boxes fence no square off the man. */
    public int count() {
        return count;
    }

    private void enter(int s, int from, int id, int time) {
        area[s] = id;
        visit[s] = time;
        low[s] = time;
        parent[s] = from;
        nextDirection[s] = 0;
        below[s] = s;
    }

    /** Whether free squares {@code a} and {@code b} lie in one area of the last labelling. */
    public boolean joined(int a, int b) {
        return area[a] >= 0 && area[a] == area[b];
    }

    /**
     * The smallest square of the man's area after the box on {@code from} is pushed to {@code
     * to} (free), the man on {@code from}; {@code box} is the labelled position before the push.
     */
    public int afterPush(int from, int to, boolean[] box) {
        int min = from;
        for (int d = 0; d < 4; d++) {
            int n = maze.step(from, d);
            if (n < 0 || box[n] || n == to) {
                continue;
            }
            min = Math.min(min, area[n] == area[to] ? partWithout(to, n) : smallest[area[n]]);
        }
        return min;
    }

    /** The smallest square of the part of {@code to}'s area that holds {@code n} once {@code to} is taken out. */
    private int partWithout(int to, int n) {
        for (int d = 0; d < 4; d++) {
            int c = maze.step(to, d);
            if (c >= 0 && area[c] >= 0 && parent[c] == to && visit[c] <= visit[n] && visit[n] <= last[c]) {
                // n lies below the child c: cut off with it unless c reaches back above to
                return low[c] >= visit[to] ? below[c] : smallest[area[to]];
            }
        }
        return smallest[area[to]]; // above to: with the root, which is not to (the root has no part above it)
    }
}
