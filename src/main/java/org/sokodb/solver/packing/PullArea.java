package org.sokodb.solver.packing;

import java.util.Arrays;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * Where one box can be pulled to with the board as it is: the other boxes stand still, the man
 * starts from his home and walks round the box between pulls. A state is the box's square and
 * the side the man stands on after the pull; breadth first over them. The first pull is from a
 * side the man reaches from home, and no pull leaves him in a pocket walled on three sides
 * (unless it is his start square: he can only pull the box back out of it).
 */
final class PullArea {
    private final Maze maze;
    private final ManReach reach;
    private final ManReach walk;
    private final boolean[] pocket;
    private final int[] queue;
    private final boolean[] seen;
    /** Per square, the fewest pulls that bring the box there ({@link #FAR} where none). */
    final int[] pulls;
    /** Per square, the sides (bits by direction) the man stands on after a pull brought the box there. */
    final int[] sides;
    private int area;
    /** How many searches were made (the order's measure of work). */
    long searches;

    static final int FAR = Integer.MAX_VALUE;

    PullArea(Maze maze) {
        this.maze = maze;
        this.reach = new ManReach(maze);
        this.walk = new ManReach(maze);
        this.pocket = new boolean[maze.size];
        for (int s = 0; s < maze.size; s++) {
            int walls = 0;
            for (int d = 0; d < 4; d++) {
                walls += maze.step(s, d) == Maze.NONE ? 1 : 0;
            }
            pocket[s] = walls >= 3 && s != maze.startMan;
        }
        this.queue = new int[4 * maze.size];
        this.seen = new boolean[4 * maze.size];
        this.pulls = new int[maze.size];
        this.sides = new int[maze.size];
    }

    /**
     * The squares the box on {@code from} can be pulled to, the other boxes of {@code present}
     * standing still and the man at home on {@code home}: fills {@link #pulls} and
     * {@link #sides}; returns how many squares the box reaches (its own counted).
     */
    int search(int from, boolean[] present, int home) {
        searches++;
        Arrays.fill(pulls, FAR);
        Arrays.fill(sides, 0);
        Arrays.fill(seen, false);
        pulls[from] = 0;
        area = 1;
        int head = 0;
        int tail = 0;
        walk.fill(home, present);
        for (int d = 0; d < 4; d++) {
            int man = maze.step(from, d);
            if (man != Maze.NONE && !present[man] && walk.reached(man)) {
                seen[from * 4 + d] = true;
                queue[tail++] = from * 4 + d;
            }
        }
        present[from] = false;
        try {
            while (head < tail) {
                int state = queue[head++];
                int b = state >>> 2;
                present[b] = true;
                reach.fill(maze.step(b, state & 3), present);
                present[b] = false;
                for (int d = 0; d < 4; d++) {
                    int man = maze.step(b, d);
                    if (man == Maze.NONE || !reach.reached(man)) {
                        continue;
                    }
                    seen[b * 4 + d] = true; // he gets there without pulling
                    int behind = maze.step(man, d);
                    if (behind == Maze.NONE || present[behind] || pocket[behind]) {
                        continue;
                    }
                    if (pulls[man] == FAR) {
                        pulls[man] = pulls[b] + 1;
                        area++;
                    }
                    sides[man] |= 1 << d;
                    int next = man * 4 + d;
                    if (!seen[next]) {
                        seen[next] = true;
                        queue[tail++] = next;
                    }
                }
            }
            return area;
        } finally {
            present[from] = true;
        }
    }

    /**
     * Whether, with the box on {@code from} moved to {@code to} and the man beside it on side
     * {@code side}, the man can walk to {@code there}.
     */
    boolean walksTo(int from, int to, int side, boolean[] present, int there) {
        present[from] = false;
        present[to] = true;
        try {
            walk.fill(maze.step(to, side), present);
            return walk.reached(there);
        } finally {
            present[to] = false;
            present[from] = true;
        }
    }

    /** The side of {@code to} (a direction) from which the man, after the box came there, walks to {@code there}; -1 when none. */
    int sideHome(int from, int to, boolean[] present, int there) {
        for (int d = 0; d < 4; d++) {
            if ((sides[to] & 1 << d) != 0 && walksTo(from, to, d, present, there)) {
                return d;
            }
        }
        return -1;
    }
}
