package org.sokodb.solver.maze;

import java.util.Arrays;

/**
 * The goals a box alone on the board can be pushed onto, the man's side of it taken into account,
 * and whether a group of boxes can each be brought to a goal of its own: a bound that needs no
 * search. With the box alone, the floor less its square falls into at most four areas round it;
 * the man stays in his while the box does not move (he never walks through it), and a push needs
 * him on the square behind. So a box's state is its square and the area the man is in (named by
 * the first direction whose neighbour lies in it), and the goals it can reach are those of the
 * states its pushes lead to. The other boxes only take squares away from the man and from the
 * box, so whatever a box reaches among them it reaches alone: when the boxes of a group cannot be
 * matched each to a goal of its own (no perfect matching, Hall's condition fails), no position
 * holding them with the man where he is can be solved. The pushes never go onto a square of
 * {@code dead} (squares no box can be pushed from onto a goal). Made once a level; not safe for
 * two threads at once.
 */
public final class LoneBoxGoals {
    private final Maze maze;
    private final boolean[] dead;
    /** {@code side[s * 4 + d]}: the first direction whose neighbour of s is in the same area as neighbour d, box on s; -1 for a wall. */
    private final int[] side;
    /** Goal number of each square, -1 off goals. */
    private final int[] goalNumber;
    private final int words;
    /** The goals reachable from each state ({@code s * 4 + side}), worked out at its first asking. */
    private final long[][] memo;
    /** The goals each square can reach with the man anywhere ({@link Distances}): the state-free bound. */
    private final long[][] anywhere;
    private final int[] stack;
    private final int[] mark;
    private int generation;
    private final boolean[] one;
    /** The matching's work space: the box matched to each goal, and the goals tried in one augmenting search. */
    private final int[] owner;
    private final int[] visited;
    private int visit;

    /** The table of {@code maze}, pushes never onto {@code dead} squares. */
    public LoneBoxGoals(Maze maze, boolean[] dead) {
        this.maze = maze;
        this.dead = dead;
        this.goalNumber = new int[maze.size];
        Arrays.fill(goalNumber, -1);
        for (int g = 0; g < maze.goals.length; g++) {
            goalNumber[maze.goals[g]] = g;
        }
        this.words = Math.max(1, (maze.goals.length + 63) / 64);
        this.side = new int[maze.size * 4];
        this.memo = new long[maze.size * 4][];
        this.stack = new int[maze.size * 4 + 4];
        this.mark = new int[maze.size];
        this.one = new boolean[maze.size];
        this.owner = new int[maze.goals.length];
        this.visited = new int[maze.goals.length];
        for (int s = 0; s < maze.size; s++) {
            sides(s);
        }
        this.anywhere = new long[maze.size][];
        int[][] toGoals = Distances.pushesTo(maze, maze.goals);
        for (int s = 0; s < maze.size; s++) {
            long[] set = new long[words];
            for (int g = 0; g < toGoals.length; g++) {
                if (toGoals[g][s] < Distances.UNREACHABLE) {
                    set[g >> 6] |= 1L << g;
                }
            }
            anywhere[s] = set;
        }
    }

    /** Labels the areas round a box on {@code s}: each neighbour with the first direction of its area. */
    private void sides(int s) {
        one[s] = true;
        Arrays.fill(side, s * 4, s * 4 + 4, -1);
        for (int d = 0; d < 4; d++) {
            int n = maze.step(s, d);
            if (n < 0 || side[s * 4 + d] >= 0) {
                continue;
            }
            generation++;
            maze.flood(n, one, mark, generation, stack);
            for (int e = d; e < 4; e++) {
                int m = maze.step(s, e);
                if (m >= 0 && mark[m] == generation) {
                    side[s * 4 + e] = d;
                }
            }
        }
        one[s] = false;
    }

    /** The side of the man on {@code man} round a box alone on {@code box}: the first direction of his area, -1 if he touches none. */
    public int sideOf(int box, int man) {
        one[box] = true;
        generation++;
        maze.flood(man, one, mark, generation, stack);
        one[box] = false;
        for (int d = 0; d < 4; d++) {
            int n = maze.step(box, d);
            if (n >= 0 && mark[n] == generation) {
                return side[box * 4 + d];
            }
        }
        return -1;
    }

    /** The goals a box alone on {@code box} reaches, the man on the side {@code sideOf} gave (-1: it cannot be pushed). */
    public long[] goals(int box, int manSide) {
        if (manSide < 0) {
            long[] set = new long[words];
            if (goalNumber[box] >= 0) {
                set[goalNumber[box] >> 6] |= 1L << goalNumber[box];
            }
            return set;
        }
        int state = box * 4 + manSide;
        if (memo[state] == null) {
            memo[state] = walk(state);
        }
        return memo[state];
    }

    /** The side of the man round a box just pushed onto {@code to} in direction {@code d}: he stands behind it. */
    public int sideAfterPush(int to, int d) {
        return side[to * 4 + (d ^ 2)];
    }

    /** The goals each square reaches with the man anywhere: a superset of {@link #goals}, no state. */
    public long[] goalsAnywhere(int box) {
        return anywhere[box];
    }

    /** Every state reachable from {@code start}, and the goals among their squares. */
    private long[] walk(int start) {
        long[] set = new long[words];
        boolean[] seen = new boolean[maze.size * 4];
        int top = 0;
        int[] todo = new int[maze.size * 4];
        seen[start] = true;
        todo[top++] = start;
        while (top > 0) {
            int state = todo[--top];
            int s = state >> 2;
            int area = state & 3;
            if (goalNumber[s] >= 0) {
                set[goalNumber[s] >> 6] |= 1L << goalNumber[s];
            }
            for (int d = 0; d < 4; d++) {
                int to = maze.step(s, d);
                int behind = maze.step(s, d ^ 2);
                if (to < 0 || behind < 0 || dead[to] || side[s * 4 + (d ^ 2)] != area) {
                    continue;
                }
                int next = to * 4 + side[to * 4 + (d ^ 2)];
                if (!seen[next]) {
                    seen[next] = true;
                    todo[top++] = next;
                }
            }
        }
        return set;
    }

    /**
     * Whether the boxes whose goal sets are {@code sets} (the first {@code k}) can each be matched to a goal of
     * its own. When not, {@code left} (if given, at least k long) holds 1 for the boxes of a group that fails Hall's
     * condition: those boxes alone reach fewer goals than they are.
     */
    public boolean matched(long[][] sets, int k, int[] left) {
        Arrays.fill(owner, -1);
        for (int i = 0; i < k; i++) {
            visit++;
            if (!augment(sets, i)) {
                if (left != null) {
                    Arrays.fill(left, 0, k, 0);
                    markGroup(sets, i, left);
                }
                return false;
            }
        }
        return true;
    }

    /** Kuhn's augmenting search for box {@code i}. */
    private boolean augment(long[][] sets, int i) {
        long[] set = sets[i];
        for (int w = 0; w < words; w++) {
            long bits = set[w];
            while (bits != 0) {
                int g = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (visited[g] == visit) {
                    continue;
                }
                visited[g] = visit;
                if (owner[g] < 0 || augment(sets, owner[g])) {
                    owner[g] = i;
                    return true;
                }
            }
        }
        return false;
    }

    /** The boxes the failed augmenting search from {@code i} met: {@code i} and the owners of the goals it visited. */
    private void markGroup(long[][] sets, int i, int[] left) {
        left[i] = 1;
        for (int g = 0; g < owner.length; g++) {
            if (visited[g] == visit && owner[g] >= 0) {
                left[owner[g]] = 1;
            }
        }
    }

    /** How many words a goal set has. */
    public int words() {
        return words;
    }
}
