package org.sokodb.difficulty;

import java.util.Arrays;

import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The answers of the solver's pair table for the push search ({@link PairDeadlocks#forPushes}),
 * worked out only for the pairs asked and kept: whether two boxes alone on the board, the man
 * where he stands, can still both be pushed onto goals. The table walks backwards from every
 * pair of goals over every pair of squares, a cost that grows as the fourth power of the floor;
 * a walk over a level asks a few hundred pairs. Each question is a search forwards, by pushes of
 * the two boxes, over (the two squares, the man's area), greedily nearer the goals first: a
 * position from which both boxes reach goals is solvable, one whose every reachable position
 * misses them is dead, the same answer as the table's (each push here is the reverse of a pull
 * of the table's walk). What a search settles is kept: the positions on the way to the goals as
 * solvable, every position a failed search reached as dead (none of them reaches the goals).
 *
 * <p>The same as the table on every level where the table is built whole: at least two goals,
 * at most {@link PairDeadlocks#MAX_SQUARES} floor squares, and a walk that cannot reach
 * {@link PairDeadlocks#MAX_WORK} ({@link #exact}). A push onto a dead square is never searched
 * (that box can reach no goal even alone).
 */
final class PairsOnDemand {
    private static final byte UNKNOWN = 0;
    private static final byte SOLVABLE = 1;
    private static final byte DEAD = 2;
    /** A position reached by the search under way, not settled yet. */
    private static final byte SEEN = 3;

    private final Maze maze;
    private final int size;
    private final boolean[] dead;
    /** Pushes from each square to its nearest goal, the box alone: the order of the search. */
    private final int[] nearest;
    private final boolean goalPairs;
    private final int words;
    /**
     * What the table would say, once asked, in its own layout: row {@code (a * size + man) * words},
     * bit b set in {@link #asked} when the pair on a and b with the man on {@code man} was settled,
     * in {@link #lost} when it is a deadlock. A question asked again costs a word of each.
     */
    private final long[] asked;
    private final long[] lost;
    /** By (pair, the smallest square of the man's area): a position of the searches. */
    private final byte[] state;
    private final ManReach reach;
    private final boolean[] box;
    /** The positions one search has settled on: their keys and the position each came from. */
    private int[] seenKey = new int[64];
    private int[] parent = new int[64];
    /** The positions waiting: the two boxes, the man, the position they are pushed from. */
    private int[] stackA = new int[64];
    private int[] stackB = new int[64];
    private int[] stackMan = new int[64];
    private int[] stackFrom = new int[64];
    private final int[] childA = new int[8];
    private final int[] childB = new int[8];
    private final int[] childMan = new int[8];
    private final int[] childCost = new int[8];

    /** {@link PairDeadlocks#isDeadlock(int, int, long[], int)}'s question, answered by the whole table or on demand. */
    interface Check {
        boolean isDeadlock(int moved, int man, long[] boxes, int ignored);
    }

    /** The pair deadlocks a walk asks: on demand where the answers are the table's ({@link #exact}), else the whole table. */
    static Check check(Maze maze, boolean[] dead, int[] nearest) {
        if (!exact(maze)) {
            return PairDeadlocks.forPushes(maze)::isDeadlock;
        }
        return new PairsOnDemand(maze, dead, nearest)::isDeadlock;
    }

    PairsOnDemand(Maze maze, boolean[] dead, int[] nearest) {
        this.maze = maze;
        this.size = maze.size;
        this.dead = dead;
        this.nearest = nearest;
        this.goalPairs = maze.goals.length >= 2;
        this.words = (size + 63) >>> 6;
        int rows = goalPairs ? Math.multiplyExact(size * size, words) : 0;
        this.asked = new long[rows];
        this.lost = new long[rows];
        this.state = new byte[goalPairs ? Math.multiplyExact(size * (size - 1) / 2, size) : 0];
        this.reach = new ManReach(maze);
        this.box = new boolean[size];
    }

    /**
     * Whether the answers are the whole table's on this maze: it is built (two goals or more, at
     * most {@link PairDeadlocks#MAX_SQUARES} squares) and its walk cannot give up (each entry of
     * its queue marks a new (pair, man) bit and costs it two squares a floor square: size³ ·
     * (size − 1) at most), or it is not built for lack of goals (then neither finds a deadlock).
     */
    static boolean exact(Maze maze) {
        long s = maze.size;
        return maze.goals.length < 2 || s <= PairDeadlocks.MAX_SQUARES && s * s * s * (s - 1) <= PairDeadlocks.MAX_WORK;
    }

    /**
     * True when the box just moved to {@code moved}, the man on {@code man}, makes a pair deadlock
     * with one of the boxes of {@code boxes} (a bitset over the floor squares) other than the one
     * on {@code ignored}: {@link PairDeadlocks#isDeadlock(int, int, long[], int)}'s question.
     */
    boolean isDeadlock(int moved, int man, long[] boxes, int ignored) {
        if (!goalPairs) {
            return false;
        }
        int row = (moved * size + man) * words;
        for (int w = 0; w < words; w++) {
            long others = boxes[w] & ~(w == ignored >>> 6 ? 1L << ignored : 0) & ~(w == moved >>> 6 ? 1L << moved : 0);
            for (long unknown = others & ~asked[row + w]; unknown != 0; unknown &= unknown - 1) {
                settle(moved, (w << 6) + Long.numberOfTrailingZeros(unknown), man);
            }
            if ((others & lost[row + w]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether boxes on {@code a} and {@code b} alone can both reach goals, the man on {@code man}. */
    boolean solvable(int a, int b, int man) {
        if (!goalPairs) {
            return true;
        }
        int row = (a * size + man) * words + (b >>> 6);
        if ((asked[row] & 1L << b) == 0) {
            settle(a, b, man);
        }
        return (lost[row] & 1L << b) == 0;
    }

    /** Asks the pair on {@code a} and {@code b}, the man on {@code man}, and keeps the answer both ways round. */
    private void settle(int a, int b, int man) {
        boolean dead = !search(a, b, man);
        int ab = (a * size + man) * words + (b >>> 6);
        int ba = (b * size + man) * words + (a >>> 6);
        asked[ab] |= 1L << b;
        asked[ba] |= 1L << a;
        if (dead) {
            lost[ab] |= 1L << b;
            lost[ba] |= 1L << a;
        }
    }

    /** The index of the unordered pair {@code a ≠ b}, as the table's walk numbers them. */
    private int pair(int a, int b) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        return lo * size - lo * (lo + 1) / 2 + (hi - lo - 1);
    }

    private boolean search(int a, int b, int man) {
        if (dead[a] || dead[b]) {
            return false;
        }
        int seen = 0;
        int top = push(0, a, b, man, -1);
        while (top > 0) {
            top--;
            int x0 = stackA[top];
            int y0 = stackB[top];
            int from = stackFrom[top];
            box[x0] = true;
            box[y0] = true;
            int key = pair(x0, y0) * size + reach.fill(stackMan[top], box);
            box[x0] = false;
            box[y0] = false;
            if (state[key] == SOLVABLE) {
                solved(seen, from);
                return true;
            }
            if (state[key] != UNKNOWN) {
                continue; // dead, or reached already in this search
            }
            if (seen == seenKey.length) {
                seenKey = Arrays.copyOf(seenKey, seen * 2);
                parent = Arrays.copyOf(parent, seen * 2);
            }
            seenKey[seen] = key;
            parent[seen] = from;
            state[key] = SEEN;
            int at = seen++;
            if (maze.goal[x0] && maze.goal[y0]) {
                solved(seen, at);
                return true;
            }
            int children = 0;
            for (int k = 0; k < 2; k++) {
                int x = k == 0 ? x0 : y0;
                int y = k == 0 ? y0 : x0;
                for (int d = 0; d < 4; d++) {
                    int to = maze.step(x, d);
                    int behind = maze.step(x, d ^ 2);
                    if (to != Maze.NONE && to != y && !dead[to] && behind != Maze.NONE && reach.reached(behind)) {
                        childA[children] = to;
                        childB[children] = y;
                        childMan[children] = x;
                        childCost[children] = nearest[to] + nearest[y];
                        children++;
                    }
                }
            }
            sortByCostDescending(children);
            for (int c = 0; c < children; c++) {
                top = push(top, childA[c], childB[c], childMan[c], at); // the cheapest pushed last: searched first
            }
        }
        for (int i = 0; i < seen; i++) {
            state[seenKey[i]] = DEAD; // none of them reaches the goals: every one is dead
        }
        return false;
    }

    /**
     * Puts a position on the search's stack, reached from the position {@code from} of the
     * search (−1 for the first); its man's area is filled when it is taken off.
     */
    private int push(int top, int a, int b, int man, int from) {
        if (top == stackA.length) {
            stackA = Arrays.copyOf(stackA, top * 2);
            stackB = Arrays.copyOf(stackB, top * 2);
            stackMan = Arrays.copyOf(stackMan, top * 2);
            stackFrom = Arrays.copyOf(stackFrom, top * 2);
        }
        stackA[top] = a;
        stackB[top] = b;
        stackMan[top] = man;
        stackFrom[top] = from;
        return top + 1;
    }

    /** The children of a position, dearest first (the stack takes the cheapest next). */
    private void sortByCostDescending(int count) {
        for (int i = 1; i < count; i++) {
            for (int j = i; j > 0 && childCost[j - 1] < childCost[j]; j--) {
                swap(j, j - 1);
            }
        }
    }

    private void swap(int i, int j) {
        int t = childA[i];
        childA[i] = childA[j];
        childA[j] = t;
        t = childB[i];
        childB[i] = childB[j];
        childB[j] = t;
        t = childMan[i];
        childMan[i] = childMan[j];
        childMan[j] = t;
        t = childCost[i];
        childCost[i] = childCost[j];
        childCost[j] = t;
    }

    /**
     * A search reached the goals through position {@code last}: it and those it came from are
     * solvable; the others it reached are not settled.
     */
    private void solved(int seen, int last) {
        for (int i = 0; i < seen; i++) {
            state[seenKey[i]] = UNKNOWN;
        }
        for (int i = last; i >= 0; i = parent[i]) {
            state[seenKey[i]] = SOLVABLE;
        }
    }
}
