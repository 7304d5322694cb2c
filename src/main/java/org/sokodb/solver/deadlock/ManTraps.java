package org.sokodb.solver.deadlock;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * Traps of the backward search: the man shut in an area he can never leave. The pull search
 * ends with the man in the area of his start square, so when his area does not hold that
 * square he has to get out of it some day; but he gets out only by pulling the boxes around
 * it, and a box he pulls comes to his side. In a small pocket every pull can leave a box in
 * the doorway.
 *
 * <p>Worked out by searching the pocket alone: the boxes next to the man's area (its fence)
 * kept, every other box taken away, the man pulling (never onto a square from which no start
 * square can be reached) until he stands on a square outside the area and its fence, or on
 * his start square. When no sequence of pulls gets him there, the position is dead: a
 * solution of the whole, taking the same pulls of the fence boxes up to the moment he first
 * leaves, would get him out of the pocket alone — taking boxes away only frees squares, and
 * he cannot touch a box that is not of the fence before he has left (it stands beyond a
 * fence square, which he reaches only after its box moved).
 *
 * <p>Only small areas are searched ({@link #MAX_SQUARES} squares with the fence, the state
 * one word), and each search stops after {@link #MAX_POSITIONS} positions with "not known"
 * (no cut). Findings are kept by the fence and the man's area. One table per search: not
 * safe for two threads at once.
 */
public final class ManTraps {
    /**
     * The area and its fence at most (a position of the pocket search is one long up to 58).
     * Holland at 100k positions, the pull search alone: 58 squares and 2,000 positions cost
     * about ten times the CPU of 20 and 200 on its largest mazes, for the same levels and
     * about as many positions saved (measured: journal/solver.md entry 36).
     */
    static final int MAX_SQUARES = 20;
    static final int MAX_POSITIONS = 200;
    /** Findings kept at most; past that, new ones are worked out and forgotten. */
    static final int MAX_KEPT = 1 << 18;

    private final Maze maze;
    private final boolean[] dead;
    /** Square → its index in the pocket of the current check, or -1. */
    private final int[] local;
    private final int[] global = new int[MAX_SQUARES];
    private final int[] stack;
    private final long[] queue = new long[MAX_POSITIONS + 1];
    private final LongSet seen = new LongSet();
    private final Map<Key, Boolean> findings = new HashMap<>();
    private int size;

    public ManTraps(Maze maze, boolean[] dead) {
        this.maze = maze;
        this.dead = dead;
        this.local = new int[maze.size];
        Arrays.fill(local, -1);
        this.stack = new int[maze.size];
    }

    /**
     * Whether the man on {@code man} (the position {@code box} shows) is shut in an area
     * without his start square that no pulls can get him out of. {@code area} is his area,
     * filled by the caller: most areas are ruled out by it at once (too large, or holding
     * his start square).
     */
    public boolean isDeadlock(ManReach area, int man, boolean[] box) {
        if (area.count() >= MAX_SQUARES || area.reached(maze.startMan)) {
            return false;
        }
        return isDeadlock(man, box);
    }

    /**
     * Whether the man on {@code man} (the position {@code box} shows) is shut in an area
     * without his start square that no pulls can get him out of.
     */
    public boolean isDeadlock(int man, boolean[] box) {
        if (!gather(man, box)) {
            clear();
            return false;
        }
        long boxes = 0;
        int f = 0;
        for (int i = 0; i < size; i++) {
            if (box[global[i]]) {
                boxes |= 1L << i;
            }
        }
        int[] fence = new int[Long.bitCount(boxes)];
        for (int i = 0; i < size; i++) {
            if ((boxes >>> i & 1) != 0) {
                fence[f++] = global[i];
            }
        }
        Key key = new Key(fence, global[0]);
        Boolean known = findings.get(key);
        if (known == null) {
            known = trapped(boxes, local[man]);
            if (findings.size() < MAX_KEPT) {
                findings.put(key, known);
            }
        }
        clear();
        return known;
    }

    /**
     * Numbers the man's area and its fence (area squares first, in the order found, the
     * man's square first); false when the man's start square is in the area or the pocket
     * is too large to search.
     */
    private boolean gather(int man, boolean[] box) {
        size = 0;
        add(man);
        int top = 0;
        stack[top++] = man;
        while (top > 0) {
            int s = stack[--top];
            if (s == maze.startMan) {
                return false;
            }
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t < 0 || local[t] >= 0) {
                    continue;
                }
                if (size == MAX_SQUARES) {
                    return false;
                }
                add(t);
                if (!box[t]) {
                    stack[top++] = t;
                }
            }
        }
        return true;
    }

    private void add(int s) {
        local[s] = size;
        global[size++] = s;
    }

    private void clear() {
        for (int i = 0; i < size; i++) {
            local[global[i]] = -1;
        }
    }

    /** Whether no pulls of the fence boxes (bits over the pocket's squares) get the man out. */
    private boolean trapped(long boxes, int man) {
        seen.clear();
        int head = 0;
        int tail = 0;
        int a = area(boxes, man);
        if (a < 0) {
            return false;
        }
        long start = boxes << 6 | a;
        seen.add(start);
        queue[tail++] = start;
        long reached = 0;
        while (head < tail) {
            long state = queue[head++];
            long b = state >>> 6;
            int m = (int) (state & 63);
            reached = reachable(b, m);
            for (int i = 0; i < size; i++) {
                if ((b >>> i & 1) == 0) {
                    continue;
                }
                int sq = global[i];
                for (int d = 0; d < 4; d++) {
                    int to = maze.step(sq, d);
                    if (to < 0 || dead[to] || local[to] < 0 || (reached >>> local[to] & 1) == 0) {
                        continue;
                    }
                    int back = maze.step(to, d);
                    if (back < 0) {
                        continue;
                    }
                    if (local[back] < 0) {
                        return false; // he steps back out of the pocket
                    }
                    if ((b >>> local[back] & 1) != 0) {
                        continue;
                    }
                    long nb = b & ~(1L << i) | 1L << local[to];
                    int na = area(nb, local[back]);
                    if (na < 0) {
                        return false;
                    }
                    long next = nb << 6 | na;
                    if (seen.add(next)) {
                        if (tail == MAX_POSITIONS) {
                            return false; // not known
                        }
                        queue[tail++] = next;
                    }
                }
            }
        }
        return true;
    }

    /** The squares the man reaches from local square {@code m}, as bits. */
    private long reachable(long b, int m) {
        long seenBits = 1L << m;
        int top = 0;
        stack[top++] = m;
        while (top > 0) {
            int s = global[stack[--top]];
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t < 0) {
                    continue;
                }
                int l = local[t];
                if (l < 0 || (b >>> l & 1) != 0 || (seenBits >>> l & 1) != 0) {
                    continue;
                }
                seenBits |= 1L << l;
                stack[top++] = l;
            }
        }
        return seenBits;
    }

    /**
     * The smallest local square of the man's area from local square {@code m}, or -1 when
     * that area leaves the pocket or holds his start square (he is out).
     */
    private int area(long b, int m) {
        long seenBits = 1L << m;
        int min = m;
        int top = 0;
        stack[top++] = m;
        while (top > 0) {
            int l0 = stack[--top];
            int s = global[l0];
            if (s == maze.startMan) {
                return -1;
            }
            for (int d = 0; d < 4; d++) {
                int t = maze.step(s, d);
                if (t < 0) {
                    continue;
                }
                int l = local[t];
                if (l < 0) {
                    return -1;
                }
                if ((b >>> l & 1) != 0 || (seenBits >>> l & 1) != 0) {
                    continue;
                }
                seenBits |= 1L << l;
                min = Math.min(min, l);
                stack[top++] = l;
            }
        }
        return min;
    }

    /** A fence (its squares ascending) and the first square of the man's area. */
    private record Key(int[] fence, int man) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && man == k.man && Arrays.equals(fence, k.fence);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(fence) * 31 + man;
        }
    }

    /** An open-addressing set of longs (never 0: a state always has the man's bits or boxes). */
    private static final class LongSet {
        private final long[] slots = new long[1 << 13];
        private final int[] used = new int[MAX_POSITIONS + 1];
        private int count;

        void clear() {
            for (int i = 0; i < count; i++) {
                slots[used[i]] = 0;
            }
            count = 0;
        }

        boolean add(long v) {
            long x = v + 1; // 0 marks an empty slot
            int i = (int) (mix(x) & (slots.length - 1));
            while (slots[i] != 0) {
                if (slots[i] == x) {
                    return false;
                }
                i = (i + 1) & (slots.length - 1);
            }
            if (count == used.length) {
                return true; // full: the caller stops at MAX_POSITIONS anyway
            }
            slots[i] = x;
            used[count++] = i;
            return true;
        }

        private static long mix(long x) {
            x *= 0x9E3779B97F4A7C15L;
            return x ^ (x >>> 29);
        }
    }
}
