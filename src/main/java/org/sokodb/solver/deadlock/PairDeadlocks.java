package org.sokodb.solver.deadlock;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * Pairs of boxes that can never both be brought home, with the man where he stands: the
 * deadlock table of two boxes. For a pair of squares and a square of the man, whether the two
 * boxes alone on the board (every other box taken away) can still be moved onto two of the
 * targets — goals for the push search, start squares for the pull search — the man walking
 * round them between moves.
 *
 * <p>Sound for any number of boxes: a solution of the whole position, its moves of the two
 * boxes kept and the others' left out, is a solution of the pair (taking boxes away only
 * frees squares, and the man's walk between two moves of the pair avoids them as before).
 * So a pair that cannot be solved dooms every position holding it with the man there.
 *
 * <p>Answered on demand: only the pairs a search asks are worked out, each by a search forwards
 * over (the two squares, the man's area) by the searches' own moves (pushes, or pulls), nearest
 * the targets first, never onto a square from which the box alone reaches no target. What a
 * search settles is kept: the positions on its way to the targets as solvable, every position a
 * failed search reached as dead (none of them reaches the targets). The answers are kept as one
 * row of bits per (box square, man square) over the other box's square, so that a move is
 * checked against all the other boxes at once, a word of the search's box bitset at a time (a
 * lookup per box cost more time per position; measured: journal/solver.md entry 27); a question
 * asked again costs two words. The answers are those of the whole table this class built before, a
 * walk backwards from every pair of targets over every pair of squares (the same answers and
 * positions, measured: journal/solver.md entry 109). It also knows the single boxes that are lost
 * with the man on one side of them (a box in a one-wide dead end with the man behind it), which
 * dead squares miss. Levels with more than {@link #MAX_SQUARES} floor squares get no table.
 *
 * <p>Safe to share between threads (the race's searches share the push table of a level): the
 * answers are read without a lock, a word at a time with acquire reads, and a question's
 * {@code asked} bit is published with a release write only after its {@code lost} bit; the
 * searches that settle new questions run one at a time under the table's lock, on its scratch
 * arrays.
 */
public final class PairDeadlocks {
    /**
     * Above this many floor squares no table is used (the levels beyond it had none when the
     * table was built whole, its size and cost growing as the cube of the floor).
     */
    public static final int MAX_SQUARES = 300;

    private static final VarHandle WORD = MethodHandles.arrayElementVarHandle(long[].class);
    private static final byte UNKNOWN = 0;
    private static final byte SOLVABLE = 1;
    private static final byte DEAD = 2;
    /** A position reached by the search under way, not settled yet. */
    private static final byte SEEN = 3;

    private static final PairDeadlocks NONE = new PairDeadlocks(null, null, false);

    private final Maze maze;
    private final int size;
    private final int words;
    private final boolean pulls;
    private final int[] targets;
    /**
     * Row {@code (a * size + man) * words}: bit b set in {@code asked} when boxes on a and b with
     * the man on {@code man} were settled, in {@code lost} when they cannot both get home.
     */
    private final long[] asked;
    private final long[] lost;
    /** Squares from which a box alone reaches no target, moves to the nearest target, the targets: made on the first question. */
    private boolean[] dead;
    private int[] nearest;
    private boolean[] home;
    /** By (pair, the smallest square of the man's area): a position of the searches. */
    private byte[] state;
    private ManReach reach;
    private boolean[] box;
    /** The positions one search has settled on: their keys and the position each came from. */
    private int[] seenKey = new int[64];
    private int[] parent = new int[64];
    /** The positions waiting: the two boxes, the man, the position they are moved from. */
    private int[] stack = new int[256];
    private final int[] children = new int[32];

    private PairDeadlocks(Maze maze, int[] targets, boolean pulls) {
        boolean used = maze != null && targets.length >= 2 && maze.size <= MAX_SQUARES;
        this.maze = maze;
        this.size = used ? maze.size : 0;
        this.words = (size + 63) >>> 6;
        this.pulls = pulls;
        this.targets = targets;
        this.asked = used ? new long[size * size * words] : null;
        this.lost = used ? new long[size * size * words] : null;
    }

    /** No table: nothing is ever a pair deadlock. */
    public static PairDeadlocks none() {
        return NONE;
    }

    /**
     * The push tables of the mazes still in use, by identity: the searches of the race on one
     * level share one, and so what each has asked.
     */
    private static final Map<Maze, PairDeadlocks> PUSH_TABLES = Collections.synchronizedMap(new WeakHashMap<>());

    /** The table of the push search: pairs that can no longer both be pushed onto goals. */
    public static PairDeadlocks forPushes(Maze maze) {
        return PUSH_TABLES.computeIfAbsent(maze, m -> new PairDeadlocks(m, m.goals, false));
    }

    /** The table of the pull search: pairs that can no longer both be pulled onto start squares. */
    public static PairDeadlocks forPulls(Maze maze) {
        return new PairDeadlocks(maze, maze.startBoxes, true);
    }

    /** Whether a table is used (the level has two boxes or more and is small enough). */
    public boolean built() {
        return asked != null;
    }

    /**
     * True when boxes on {@code a} and {@code b} (two different squares) can never both
     * reach targets with the man on {@code man} (a square that is neither).
     */
    public boolean isDeadlock(int a, int b, int man) {
        if (asked == null || a == b || man == a || man == b) {
            return false;
        }
        int word = (a * size + man) * words + (b >>> 6);
        if (((long) WORD.getAcquire(asked, word) & 1L << b) == 0) {
            settle(a, man, word - (b >>> 6), b >>> 6, 1L << b);
        }
        return ((long) WORD.getAcquire(lost, word) & 1L << b) != 0;
    }

    /**
     * True when the box just moved to {@code moved}, the man on {@code man}, makes a pair
     * deadlock with one of the boxes of {@code boxes} (a bitset over the floor squares, one
     * bit per box) other than the one on {@code ignored}: the square it came from.
     */
    public boolean isDeadlock(int moved, int man, long[] boxes, int ignored) {
        if (asked == null || man == moved) {
            return false;
        }
        int row = (moved * size + man) * words;
        for (int w = 0; w < words; w++) {
            long others = boxes[w] & ~bit(ignored, w) & ~bit(moved, w) & ~bit(man, w);
            if (others == 0) {
                continue;
            }
            long unknown = others & ~(long) WORD.getAcquire(asked, row + w);
            if (unknown != 0) {
                settle(moved, man, row, w, unknown);
            }
            if ((others & (long) WORD.getAcquire(lost, row + w)) != 0) {
                return true;
            }
        }
        return false;
    }

    private static long bit(int square, int word) {
        return square >>> 6 == word ? 1L << square : 0;
    }

    /** How many (pair, man square) combinations cannot be solved, every one asked: for the tests and the benches. */
    public long deadCount() {
        long dead = 0;
        for (int a = 0; asked != null && a < size; a++) {
            for (int b = a + 1; b < size; b++) {
                for (int m = 0; m < size; m++) {
                    dead += m != a && m != b && isDeadlock(a, b, m) ? 1 : 0;
                }
            }
        }
        return dead;
    }

    /**
     * Settles the boxes on {@code a} and on each square of {@code squares} (bits of word
     * {@code w} of row {@code row}), the man on {@code man}, and keeps each answer both ways round.
     */
    private synchronized void settle(int a, int man, int row, int w, long squares) {
        if (state == null) {
            prepare();
        }
        for (long left = squares & ~asked[row + w]; left != 0; left &= left - 1) {
            int b = (w << 6) + Long.numberOfTrailingZeros(left);
            int ba = (b * size + man) * words + (a >>> 6);
            if (!search(a, b, man)) {
                WORD.setRelease(lost, row + w, lost[row + w] | 1L << b);
                WORD.setRelease(lost, ba, lost[ba] | 1L << a);
            }
            WORD.setRelease(asked, row + w, asked[row + w] | 1L << b);
            WORD.setRelease(asked, ba, asked[ba] | 1L << a);
        }
    }

    /** The searches' tables, made on the first question: dead squares, distances, positions, scratch. */
    private void prepare() {
        int[][] dist = pulls ? Distances.pullsTo(maze, targets) : Distances.pushesTo(maze, targets);
        dead = Distances.dead(maze, dist);
        nearest = new int[size];
        for (int s = 0; s < size; s++) {
            int least = Distances.UNREACHABLE;
            for (int[] d : dist) {
                least = Math.min(least, d[s]);
            }
            nearest[s] = least;
        }
        home = new boolean[size];
        for (int t : targets) {
            home[t] = true;
        }
        reach = new ManReach(maze);
        box = new boolean[size];
        state = new byte[size * (size - 1) / 2 * size];
    }

    /** The index of the unordered pair {@code a ≠ b}. */
    private int pair(int a, int b) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        return lo * size - lo * (lo + 1) / 2 + (hi - lo - 1);
    }

    /** Whether boxes on {@code a} and {@code b} alone can both reach targets, the man on {@code man}. */
    private boolean search(int a, int b, int man) {
        if (dead[a] || dead[b]) {
            return false;
        }
        int seen = 0;
        int top = push(0, a, b, man, -1);
        while (top > 0) {
            top -= 4;
            int x0 = stack[top];
            int y0 = stack[top + 1];
            int from = stack[top + 3];
            box[x0] = true;
            box[y0] = true;
            int key = pair(x0, y0) * size + reach.fill(stack[top + 2], box);
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
            if (home[x0] && home[y0]) {
                solved(seen, at);
                return true;
            }
            int count = moves(x0, y0);
            for (int c = 0; c < count; c++) {
                int i = c * 4; // the dearest first: the cheapest is pushed last and searched first
                top = push(top, children[i], children[i + 1], children[i + 2], at);
            }
        }
        for (int i = 0; i < seen; i++) {
            state[seenKey[i]] = DEAD; // none of them reaches the targets: every one is dead
        }
        return false;
    }

    /**
     * The moves from boxes on {@code x0} and {@code y0}, the man's area filled, into
     * {@link #children} (the box moved, the other, the man after, the cost), dearest first.
     */
    private int moves(int x0, int y0) {
        int count = 0;
        for (int k = 0; k < 2; k++) {
            int x = k == 0 ? x0 : y0;
            int y = k == 0 ? y0 : x0;
            for (int d = 0; d < 4; d++) {
                int to = maze.step(x, d);
                if (to == Maze.NONE || to == y || dead[to]) {
                    continue;
                }
                int manAfter;
                if (pulls) {
                    manAfter = maze.step(to, d); // the man on to steps on, the box following him
                    if (!reach.reached(to) || manAfter == Maze.NONE || manAfter == y) {
                        continue;
                    }
                } else {
                    if (!reach.reached(maze.step(x, d ^ 2))) {
                        continue;
                    }
                    manAfter = x;
                }
                int i = count * 4;
                children[i] = to;
                children[i + 1] = y;
                children[i + 2] = manAfter;
                children[i + 3] = nearest[to] + nearest[y];
                for (int j = i; j > 0 && children[j - 1] < children[j + 3]; j -= 4) {
                    swap(j, j - 4);
                }
                count++;
            }
        }
        return count;
    }

    private void swap(int i, int j) {
        for (int k = 0; k < 4; k++) {
            int t = children[i + k];
            children[i + k] = children[j + k];
            children[j + k] = t;
        }
    }

    /**
     * Puts a position on the search's stack, reached from the position {@code from} of the
     * search (−1 for the first); its man's area is filled when it is taken off.
     */
    private int push(int top, int a, int b, int man, int from) {
        if (top + 4 > stack.length) {
            stack = Arrays.copyOf(stack, stack.length * 2);
        }
        stack[top] = a;
        stack[top + 1] = b;
        stack[top + 2] = man;
        stack[top + 3] = from;
        return top + 4;
    }

    /**
     * A search reached the targets through position {@code last}: it and those it came from are
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
