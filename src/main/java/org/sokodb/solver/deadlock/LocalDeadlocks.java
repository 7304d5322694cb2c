package org.sokodb.solver.deadlock;

import java.util.Arrays;

import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;

/**
 * Deadlocks of a few boxes jammed together, learned by searching them alone. When a box is
 * moved next to others, the group of boxes touching it (each within one square of another,
 * diagonals included; at most {@link #MAX_GROUP}) is taken out of the position with the man,
 * every other box removed, and searched exhaustively by single moves — pushes for the
 * forward searches, pulls for the backward one: when no sequence of them can break the group
 * up (no two of its boxes within one square any more) or bring all of its boxes home (onto
 * goals; onto start squares for pulls), the group can never be solved, and neither can any
 * position that holds it with the man in that area — a solution of the whole, its moves of
 * the group's boxes kept, would solve the group alone (taking boxes away only frees squares).
 * A search that passes {@link #MAX_POSITIONS} positions answers "not known" (no cut).
 * Findings are kept by group and man square, and by group and man area (a search sees only
 * the area), for the search that owns the table.
 *
 * <p>Three boxes or more only: two are the pair table's ({@link PairDeadlocks}). One table per
 * search: not safe for use by two threads at once.
 */
public final class LocalDeadlocks {
    /** The most boxes a group takes (the nearest to the moved box first). */
    static final int MAX_GROUP = 4;
    /** Positions a group's search may take before it gives up (then: not known, no cut). */
    static final int MAX_POSITIONS = 2_000;
    /** Mazes this large get no groups searched (a square's number takes 14 bits in a key). */
    static final int MAX_SQUARES = 1 << 14;
    /** Findings kept at most; past that, new ones are worked out and forgotten. */
    static final int MAX_KEPT = 1 << 20;
    /** The most touching boxes gathered when every group of them is tried ({@link #forPushesEveryGroup}). */
    static final int MAX_TOUCHING = 8;

    private final Maze maze;
    /** Where the boxes go: goals, or start squares for pulls. */
    private final boolean[] home;
    private final boolean[] dead;
    private final int[] group = new int[MAX_TOUCHING];
    /** How many touching boxes are gathered: {@link #MAX_GROUP}, or {@link #MAX_TOUCHING} when every group of them is tried. */
    private final int gathered;
    private final int width;
    private final int[] queue;
    private final boolean[] inGroup;
    private final Findings findings = new Findings();
    private final GroupSearch search;

    private LocalDeadlocks(Maze maze, boolean pulls, boolean everyGroup) {
        this.maze = maze;
        this.gathered = everyGroup ? MAX_TOUCHING : MAX_GROUP;
        this.width = maze.board.width();
        int[] targets = pulls ? maze.startBoxes : maze.goals;
        this.home = new boolean[maze.size];
        for (int t : targets) {
            home[t] = true;
        }
        this.dead = Distances.dead(maze, pulls ? Distances.pullsTo(maze, targets) : Distances.pushesTo(maze, targets));
        this.queue = new int[maze.size];
        this.inGroup = new boolean[maze.size];
        this.search = new GroupSearch(maze, dead, home, pulls);
    }

    /** A table for a forward search: groups that can never be pushed apart or onto goals. */
    public static LocalDeadlocks forPushes(Maze maze) {
        return new LocalDeadlocks(maze, false, false);
    }

    /**
     * As {@link #forPushes}, and when more than {@link #MAX_GROUP} boxes touch the moved one
     * (up to {@link #MAX_TOUCHING}), every group of three or four of them that holds the moved box
     * and touches together is tried, not only the nearest: a jam of four beside a fifth box is
     * found whichever box came last (XSokoban 28 and 76: the phase search's push that made the
     * jam gathered a box beside it instead of one of the four).
     */
    public static LocalDeadlocks forPushesEveryGroup(Maze maze) {
        return new LocalDeadlocks(maze, false, true);
    }

    /** A table for the backward search: groups that can never be pulled apart or onto start squares. */
    public static LocalDeadlocks forPulls(Maze maze) {
        return new LocalDeadlocks(maze, true, false);
    }

    /**
     * Whether the box just moved to {@code moved} (the position {@code box} shows, the man
     * on {@code man}) is part of a group of three boxes or more that can never be solved.
     */
    public boolean isDeadlock(int moved, int man, boolean[] box) {
        if (maze.size >= MAX_SQUARES) {
            return false;
        }
        int k = gather(moved, box);
        if (k < 3) {
            return false;
        }
        if (k <= MAX_GROUP) {
            return dead(Arrays.copyOf(group, k), man);
        }
        int[] all = Arrays.copyOf(group, k);
        // the moved box (all[0]) with every two and every three of the others that touch together
        for (int a = 1; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                if (connected(new int[] {all[0], all[a], all[b]}) && dead(new int[] {all[0], all[a], all[b]}, man)) {
                    return true;
                }
                for (int c = b + 1; c < k; c++) {
                    int[] four = {all[0], all[a], all[b], all[c]};
                    if (connected(four) && dead(four, man)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Whether the boxes on {@code squares} touch together (each within one square of another, transitively). */
    private boolean connected(int[] squares) {
        int joined = 1;
        int reachedMask = 1;
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int i = 0; i < squares.length; i++) {
                if ((reachedMask >>> i & 1) != 0) {
                    continue;
                }
                for (int j = 0; j < squares.length; j++) {
                    if ((reachedMask >>> j & 1) != 0 && touching(squares[i], squares[j])) {
                        reachedMask |= 1 << i;
                        joined++;
                        grew = true;
                        break;
                    }
                }
            }
        }
        return joined == squares.length;
    }

    private boolean touching(int a, int b) {
        int sa = maze.square[a];
        int sb = maze.square[b];
        return Math.abs(sa % width - sb % width) <= 1 && Math.abs(sa / width - sb / width) <= 1;
    }

    /** Whether the group on {@code squares} (three or four boxes), the man on {@code man}, can never be solved. */
    private boolean dead(int[] squares, int man) {
        int k = squares.length;
        boolean allHome = true;
        for (int i = 0; i < k; i++) {
            allHome &= home[squares[i]];
        }
        if (allHome) {
            return false;
        }
        int[] sorted = squares.clone();
        Arrays.sort(sorted);
        long key = key(sorted, k);
        int known = findings.get(key, man);
        if (known == Findings.ABSENT) {
            // the search sees only the man's area with the group alone: its finding is kept
            // under that area too (as ~area, apart from the men's squares) for the other squares of it
            int area = ~search.area(sorted, k, man);
            known = findings.get(key, area);
            if (known == Findings.ABSENT) {
                known = search.dead(sorted, k, man) ? Findings.DEAD : Findings.ALIVE;
                findings.put(key, area, known);
            }
            findings.put(key, man, known);
        }
        return known == Findings.DEAD;
    }

    /** The boxes touching {@code moved}, transitively, nearest first, at most {@link #gathered}; returns how many. */
    private int gather(int moved, boolean[] box) {
        int k = 0;
        int head = 0;
        int tail = 0;
        group[k++] = moved;
        inGroup[moved] = true;
        queue[tail++] = moved;
        while (head < tail && k < gathered) {
            int s = queue[head++];
            for (int d = 0; d < 4 && k < gathered; d++) {
                int a = maze.step(s, d);
                if (a < 0) {
                    continue;
                }
                // the square beside s, and the one diagonal to s next to it
                for (int side = 0; side < 2 && k < gathered; side++) {
                    int t = side == 0 ? a : maze.step(a, (d + 1) & 3);
                    if (t >= 0 && box[t] && !inGroup[t]) {
                        inGroup[t] = true;
                        group[k++] = t;
                        queue[tail++] = t;
                    }
                }
            }
        }
        for (int i = 0; i < k; i++) {
            inGroup[group[i]] = false;
        }
        return k;
    }

    /** The group's squares, sorted, packed exactly: 14 bits each (mazes under 16,384 squares) and the count. */
    static long key(int[] sorted, int k) {
        long key = k;
        for (int i = 0; i < k; i++) {
            key = key << 14 | sorted[i];
        }
        return key;
    }

    /** The groups' findings (dead or alive) by their squares and the man's square (or {@code ~} his area's smallest square). */
    private final class Findings {
        static final int ABSENT = 0;
        static final int ALIVE = 1;
        static final int DEAD = 2;
        private long[] keys = new long[1 << 12];
        private int[] men = new int[1 << 12];
        private byte[] values = new byte[1 << 12];
        private int count;

        int get(long key, int man) {
            int mask = keys.length - 1;
            for (int slot = slot(key, man, mask); ; slot = (slot + 1) & mask) {
                if (values[slot] == ABSENT) {
                    return ABSENT;
                }
                if (keys[slot] == key && men[slot] == man) {
                    return values[slot];
                }
            }
        }

        void put(long key, int man, int value) {
            if (count >= MAX_KEPT) {
                return;
            }
            if (2 * (count + 1) > keys.length) {
                grow();
            }
            int mask = keys.length - 1;
            int slot = slot(key, man, mask);
            while (values[slot] != ABSENT) {
                slot = (slot + 1) & mask;
            }
            keys[slot] = key;
            men[slot] = man;
            values[slot] = (byte) value;
            count++;
        }

        private void grow() {
            long[] oldKeys = keys;
            int[] oldMen = men;
            byte[] oldValues = values;
            keys = new long[oldKeys.length * 2];
            men = new int[oldKeys.length * 2];
            values = new byte[oldKeys.length * 2];
            int mask = keys.length - 1;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldValues[i] != ABSENT) {
                    int slot = slot(oldKeys[i], oldMen[i], mask);
                    while (values[slot] != ABSENT) {
                        slot = (slot + 1) & mask;
                    }
                    keys[slot] = oldKeys[i];
                    men[slot] = oldMen[i];
                    values[slot] = oldValues[i];
                }
            }
        }

        private int slot(long key, int man, int mask) {
            long h = (key ^ (man * 0xC2B2AE3D27D4EB4FL)) * 0x9E3779B97F4A7C15L;
            return (int) (h >>> 40) & mask;
        }
    }
}
