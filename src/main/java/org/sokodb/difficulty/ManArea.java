package org.sokodb.difficulty;

import java.util.Arrays;

import org.sokodb.solver.maze.Maze;

/**
 * The man's area of a {@link PersonWalk}, kept from push to push rather than filled anew: the
 * squares he can walk to around the boxes, the same squares a fill from where he stands gives
 * ({@code ManReach}). After a push of a box from {@code from} to {@code to} (the man then on
 * {@code from}) the area is the one before, less {@code to}, with {@code from} and the regions
 * beside {@code from} it did not hold, when {@code to} was not in it, or was and taking it away
 * cuts none of its squares off: every free square next to {@code to} still joins {@code from}
 * round the eight squares about {@code to}. Otherwise (the area perhaps cut in two, as by a box
 * pushed along a corridor) it is filled anew from the man. Marks are generation stamps, as the
 * solver's fill keeps them.
 */
final class ManArea {
    private final Maze maze;
    private final int[] stamp;
    private final int[] stack;
    private int generation;
    /** The four squares next to a box's square, and the squares between each and the next round it. */
    private final int[] side = new int[4];
    private final boolean[] free = new boolean[4];

    ManArea(Maze maze) {
        this.maze = maze;
        this.stamp = new int[maze.size];
        this.stack = new int[maze.size];
    }

    /** Fills the man's area from {@code start} anew. */
    void fill(int start, boolean[] box) {
        if (++generation == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            generation = 1;
        }
        stamp[start] = generation;
        extend(start, box);
    }

    /** Whether the area holds {@code square}. */
    boolean reached(int square) {
        return square >= 0 && stamp[square] == generation;
    }

    /**
     * The area after a push in direction {@code d} of the box on {@code from} to {@code to}, the
     * man now on {@code from}; {@code box} already shows the box on {@code to}.
     */
    void pushed(int from, int to, int d, boolean[] box) {
        if (reached(to)) {
            if (!joinedRound(to, from, d ^ 2, box)) {
                fill(from, box);
                return;
            }
            stamp[to] = generation - 1;
        }
        stamp[from] = generation;
        for (int e = 1; e < 4; e += 2) { // the two squares beside from, across the push
            int s = maze.step(from, d ^ e);
            if (s >= 0 && !box[s] && stamp[s] != generation) {
                stamp[s] = generation;
                extend(s, box);
            }
        }
    }

    /**
     * Whether every free square next to {@code centre} (a box now) joins the one in direction
     * {@code toward} from it round the eight squares about {@code centre}.
     */
    private boolean joinedRound(int centre, int from, int toward, boolean[] box) {
        for (int d = 0; d < 4; d++) {
            int s = maze.step(centre, d);
            side[d] = s;
            free[d] = s >= 0 && !box[s];
        }
        int joined = 1 << toward;
        for (int k = 1; k < 4 && linked(centre, (toward + k - 1) & 3, (toward + k) & 3, box); k++) {
            joined |= 1 << ((toward + k) & 3);
        }
        for (int k = 1; k < 4 && linked(centre, (toward - k + 1) & 3, (toward - k) & 3, box); k++) {
            joined |= 1 << ((toward - k) & 3);
        }
        for (int d = 0; d < 4; d++) {
            if (free[d] && (joined & 1 << d) == 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether the free squares next to the centre in directions {@code a} and {@code b} (next round) join through the square between them. */
    private boolean linked(int centre, int a, int b, boolean[] box) {
        if (!free[a] || !free[b]) {
            return false;
        }
        int corner = maze.step(side[a], b);
        return corner >= 0 && !box[corner];
    }

    /** Marks every square joined to the marked square {@code start} through free squares not marked yet. */
    private void extend(int start, boolean[] box) {
        int g = generation;
        int top = 0;
        stack[top++] = start;
        while (top > 0) {
            int s = stack[--top];
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t >= 0 && stamp[t] != g && !box[t]) {
                    stamp[t] = g;
                    stack[top++] = t;
                }
            }
        }
    }
}
