package org.sokodb.solver.bounds;

import java.util.Arrays;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * An order in which to fill the goals, computed backwards: from the solved position, take
 * out, one after the other, a box the man can reach and pull off its goal, the one nearest
 * to the man's start first. Filled in the reverse order, the goals of a goal room are
 * packed from the far end to the entrance, so no box blocks the way of the next one. The
 * forward search prefers positions whose longest filled prefix of this order is longer.
 *
 * <p>{@link #leaving} is stricter about what may be taken out: a box leaves its goal only
 * when, pulled alone (the man walking round it, the boxes still on goals in the way), it
 * can reach a start square, so a box that can be pulled a step but not out of its corner
 * waits until the boxes in its way are gone — filled forward, it comes before them. When
 * no box can leave that way, the plain rule above picks one.
 */
public final class PackingOrder implements PackingPlan {
    /** Goals (floor squares) in the order to fill them. */
    public final int[] goals;

    public PackingOrder(Maze maze) {
        this(maze, false);
    }

    /** The order in which a goal is emptied only by a box that can get back to a start square. */
    public static PackingOrder leaving(Maze maze) {
        return new PackingOrder(maze, true);
    }

    /** Above this much work ({@code size² · goals²}) the pull of each box out is not checked. */
    private static final long MAX_LEAVING_WORK = 2_000_000_000L;

    private PackingOrder(Maze maze, boolean leave) {
        int count = maze.goals.length;
        boolean[] present = new boolean[maze.size];
        for (int g : maze.goals) {
            present[g] = true;
        }
        int[] walk = walkingDistances(maze, maze.startMan);
        int[] removed = new int[count];
        int k = 0;
        ManReach reach = new ManReach(maze);
        boolean[] reached = new boolean[maze.size];
        long work = (long) maze.size * maze.size * count * count;
        PullOut check = leave && work <= MAX_LEAVING_WORK ? new PullOut(maze) : null;
        while (k < count) {
            // the man may stand anywhere outside the boxes still on goals
            Arrays.fill(reached, false);
            for (int s = 0; s < maze.size; s++) {
                if (!present[s] && !reached[s]) {
                    reach.fill(s, present);
                    for (int t = 0; t < maze.size; t++) {
                        reached[t] |= reach.reached(t);
                    }
                }
            }
            int best = -1;
            if (check != null) {
                for (int g : maze.goals) {
                    if (present[g] && (best < 0 || walk[g] < walk[best]) && check.canLeave(g, present, reached)) {
                        best = g;
                    }
                }
            }
            if (best < 0) {
                for (int g : maze.goals) {
                    if (present[g] && pullable(maze, g, present, reached) && (best < 0 || walk[g] < walk[best])) {
                        best = g;
                    }
                }
            }
            if (best < 0) {
                break; // none can leave: the rest keep their index order
            }
            present[best] = false;
            removed[k++] = best;
        }
        goals = new int[count];
        int i = 0;
        for (int g : maze.goals) {
            if (present[g]) {
                goals[i++] = g;
            }
        }
        for (int r = k - 1; r >= 0; r--) {
            goals[i++] = removed[r];
        }
    }

    @Override
    public int length() {
        return goals.length;
    }

    @Override
    public int target(int packed) {
        return goals[packed];
    }

    @Override
    public boolean settled(int square, int packed) {
        return inPrefix(square, packed);
    }

    /** Whether {@code square} is one of the first {@code packed} goals of the order. */
    public boolean inPrefix(int square, int packed) {
        for (int k = 0; k < packed; k++) {
            if (goals[k] == square) {
                return true;
            }
        }
        return false;
    }

    /** The number of goals, from the start of the order, that hold a box. */
    @Override
    public int packed(boolean[] box) {
        int n = 0;
        while (n < goals.length && box[goals[n]]) {
            n++;
        }
        return n;
    }

    static boolean pullable(Maze maze, int g, boolean[] present, boolean[] reached) {
        for (int d = 0; d < 4; d++) {
            int man = maze.step(g, d);
            int behind = man < 0 ? -1 : maze.step(man, d);
            if (man >= 0 && behind >= 0 && reached[man] && !present[man] && !present[behind]) {
                return true;
            }
        }
        return false;
    }

    static int[] walkingDistances(Maze maze, int from) {
        int[] dist = new int[maze.size];
        Arrays.fill(dist, Integer.MAX_VALUE);
        int[] queue = new int[maze.size];
        int head = 0;
        int tail = 0;
        dist[from] = 0;
        queue[tail++] = from;
        while (head < tail) {
            int s = queue[head++];
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t >= 0 && dist[t] == Integer.MAX_VALUE) {
                    dist[t] = dist[s] + 1;
                    queue[tail++] = t;
                }
            }
        }
        return dist;
    }
}
