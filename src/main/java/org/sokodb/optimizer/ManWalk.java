package org.sokodb.optimizer;

import java.util.Arrays;

import org.sokodb.solver.maze.Maze;

/**
 * The man's shortest walks around the boxes: a breadth-first fill from his square giving the
 * number of steps to every square he can reach. Marks are generation stamps, so a fill costs
 * only the squares it visits.
 */
final class ManWalk {
    static final int UNREACHED = Integer.MAX_VALUE;
    private final Maze maze;
    private final int[] stamp;
    private final int[] dist;
    private final int[] queue;
    private int generation;

    ManWalk(Maze maze) {
        this.maze = maze;
        this.stamp = new int[maze.size];
        this.dist = new int[maze.size];
        this.queue = new int[maze.size];
    }

    /** Fills from {@code man} with boxes on the squares of {@code bits}. */
    void fill(int man, long[] bits) {
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
        int g = generation;
        int head = 0;
        int tail = 0;
        stamp[man] = g;
        dist[man] = 0;
        queue[tail++] = man;
        while (head < tail) {
            int s = queue[head++];
            int next = dist[s] + 1;
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t >= 0 && stamp[t] != g && (bits[t >>> 6] & (1L << t)) == 0) {
                    stamp[t] = g;
                    dist[t] = next;
                    queue[tail++] = t;
                }
            }
        }
    }

    /** Steps to {@code square} in the last fill, or {@link #UNREACHED}. */
    int to(int square) {
        return square >= 0 && stamp[square] == generation ? dist[square] : UNREACHED;
    }
}
