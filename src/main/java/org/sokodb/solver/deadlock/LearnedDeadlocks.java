package org.sokodb.solver.deadlock;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;

import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * Deadlocks learned during a search: a position the search suspects is proved dead by an
 * exhaustive push search of its own, then cut down to a small set of its boxes that is still
 * dead alone (each box taken away in turn, kept away when the rest is still proved dead), and
 * stored as a <em>pattern</em>: those boxes' squares and the man's area among them alone. Any
 * later position that holds every box of a pattern, the man inside its area, is dead too: a
 * solution of it, its moves of the pattern's boxes kept, would bring the pattern's boxes onto
 * goals alone (taking boxes away only frees squares, so the man walks wherever he walked and
 * further), and the man can walk from his square to the pattern's.
 *
 * <p>What the pair tables ({@link PairDeadlocks}) and the local groups ({@link LocalDeadlocks})
 * do not see: a goal room packed in an order that shuts off its last goals, boxes far apart
 * that together leave a goal no way in. A pattern is checked where a move puts a box on one of
 * its squares, a word of the position's box bits at a time. The proofs are bounded (a search
 * that passes its cap answers "not known": nothing is learned) and so is the work of all
 * proofs together, as a share of the owning search's positions. One table per search: not
 * safe for use by two threads at once. Box bits are one bit per floor square, square {@code s}
 * in word {@code s >>> 6}.
 */
public final class LearnedDeadlocks {
    /** Positions one proof may take before it gives up (then: not known). */
    static final int MAX_POSITIONS = Integer.getInteger("sokodb.learn.cap", 4_000);
    /** Patterns kept at most. */
    static final int MAX_PATTERNS = 1 << 14;

    private final Maze maze;
    private final boolean[] dead;
    /** Push distances to each goal, by goal index. */
    private final int[][] dist;
    private final PairDeadlocks pairs;
    /** Kuhn's matching: the box index on each goal, or -1; the round a goal was last visited in. */
    private final int[] goalOf;
    private final int[] visitedGoal;
    private int round;
    private final FreezeCheck freeze;
    private final ManReach reach;
    private final ManReach areaReach;
    private final int words;
    private final boolean[] box;
    /** The boxes of a position whose man's area is being found (apart from {@link #box}, which a proof's expansion holds). */
    private final boolean[] areaBox;
    private final List<Pattern> patterns = new ArrayList<>();
    /** The patterns holding a box on each square. */
    private final int[][] bySquare;
    private final int[] bySquareCount;
    private final HashSet<State> seen = new HashSet<>();
    private final ArrayList<long[]> stack = new ArrayList<>();
    private long work;
    private long proofs;
    private long cuts;
    public long capped;
    public long fullAlive;
    public long calls;

    /** A dead set of boxes and the man's area among them alone. */
    private record Pattern(long[] boxes, long[] area) {
    }

    /** A position of a proof, exactly: its boxes' bits and the smallest square of the man's area. */
    private static final class State {
        final long[] bits;
        final int area;
        final int hash;

        State(long[] bits, int area) {
            this.bits = bits;
            this.area = area;
            this.hash = Arrays.hashCode(bits) * 31 + area;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && s.area == area && Arrays.equals(s.bits, bits);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /** A table for a forward search: sets of boxes that can never all be pushed onto goals. */
    public LearnedDeadlocks(Maze maze, boolean[] dead, int[][] dist, PairDeadlocks pairs) {
        this.maze = maze;
        this.dead = dead;
        this.dist = dist;
        this.pairs = pairs;
        this.goalOf = new int[dist.length];
        this.visitedGoal = new int[dist.length];
        this.freeze = new FreezeCheck(maze, dead);
        this.reach = new ManReach(maze);
        this.areaReach = new ManReach(maze);
        this.words = (maze.size + 63) >>> 6;
        this.box = new boolean[maze.size];
        this.areaBox = new boolean[maze.size];
        this.bySquare = new int[maze.size][];
        this.bySquareCount = new int[maze.size];
    }

    /**
     * Whether a learned pattern holding a box on {@code moved} is all in {@code bits} with the
     * man ({@code man}, any square of his area) inside its area. Patterns without a box on
     * {@code moved} are not looked at: the position before the move held them as well.
     */
    public boolean isDeadlock(int moved, int man, long[] bits) {
        if (matches(moved, man, bits)) {
            cuts++;
            return true;
        }
        return false;
    }

    /** Whether any learned pattern is all in {@code bits} with the man ({@code man}) inside its area. */
    public boolean isDeadlockAnywhere(int man, long[] bits) {
        for (Pattern p : patterns) {
            if ((p.area[man >>> 6] >>> (man & 63) & 1) != 0 && contains(bits, p.boxes)) {
                cuts++;
                return true;
            }
        }
        return false;
    }

    /**
     * Tries to prove the position ({@code bits}, the man on {@code man}) dead, spending at most
     * {@code allowance} positions of proofs in all; when it is, learns a pattern from it and
     * returns true. {@code near} is a square the cut-down tries to keep boxes near (the last
     * box moved): boxes farthest from it are taken away first.
     */
    public boolean learn(long[] bits, int man, int near, long allowance) {
        if (work >= allowance || patterns.size() >= MAX_PATTERNS) {
            return false;
        }
        calls++;
        long[] set = goalsAndOne(bits, near);
        if (!provedDead(set, man)) {
            set = bits.clone();
            long c0 = capped;
            if (!provedDead(set, man)) {
                if (capped == c0) fullAlive++;
                return false;
            }
        }
        if (!Boolean.parseBoolean(System.getProperty("sokodb.learn.min", "true"))) {
            return true;
        }
        int[] order = squaresOf(set);
        sortFarthestFirst(order, near);
        for (int s : order) {
            if (work >= allowance) {
                break;
            }
            set[s >>> 6] &= ~(1L << (s & 63));
            if (!provedDead(set, man)) {
                set[s >>> 6] |= 1L << (s & 63);
            }
        }
        add(set, man);
        return true;
    }

    /** The boxes of {@code bits} on goals, and the box off a goal nearest {@code near}. */
    private long[] goalsAndOne(long[] bits, int near) {
        long[] set = new long[words];
        int width = maze.board.width();
        int nx = maze.square[near] % width;
        int ny = maze.square[near] / width;
        int best = -1;
        for (int s : squaresOf(bits)) {
            if (maze.goal[s]) {
                set[s >>> 6] |= 1L << (s & 63);
            } else if (best < 0 || distance(s, nx, ny, width) < distance(best, nx, ny, width)) {
                best = s;
            }
        }
        if (best >= 0) {
            set[best >>> 6] |= 1L << (best & 63);
        }
        return set;
    }

    /** TEMP. */
    public String sizes() {
        StringBuilder b = new StringBuilder();
        for (Pattern p : patterns) {
            b.append(squaresOf(p.boxes).length).append(' ');
        }
        return b.toString();
    }

    /** Patterns learned so far (for the log). */
    public int size() {
        return patterns.size();
    }

    /** Positions cut by a pattern so far (for the log). */
    public long cuts() {
        return cuts;
    }

    /** Proofs tried so far (for the log). */
    public long proofs() {
        return proofs;
    }

    /** Positions searched by all proofs so far. */
    public long work() {
        return work;
    }

    private void add(long[] set, int man) {
        fillBoxes(set, true);
        areaReach.fill(man, areaBox);
        fillBoxes(set, false);
        long[] area = new long[words];
        for (int s = 0; s < maze.size; s++) {
            if (areaReach.reached(s)) {
                area[s >>> 6] |= 1L << (s & 63);
            }
        }
        int id = patterns.size();
        patterns.add(new Pattern(set, area));
        for (int s : squaresOf(set)) {
            if (bySquare[s] == null) {
                bySquare[s] = new int[4];
            } else if (bySquareCount[s] == bySquare[s].length) {
                bySquare[s] = Arrays.copyOf(bySquare[s], bySquareCount[s] * 2);
            }
            bySquare[s][bySquareCount[s]++] = id;
        }
    }

    /**
     * True only when no sequence of pushes brings every box of {@code set} onto a goal, the man
     * starting on {@code man}: searched to the end within {@link #MAX_POSITIONS}, depth first.
     */
    private boolean provedDead(long[] set, int man) {
        proofs++;
        seen.clear();
        stack.clear();
        int[] start = squaresOf(set);
        if (start.length == 0 || allOnGoals(start)) {
            return false;
        }
        long[] first = Arrays.copyOf(set, words + 1);
        first[words] = man;
        stack.add(first);
        seen.add(state(set, man));
        int taken = 0;
        try {
            while (!stack.isEmpty()) {
                long[] p = stack.remove(stack.size() - 1);
                int[] boxes = squaresOf(p);
                for (int b : boxes) {
                    box[b] = true;
                }
                reach.fill((int) p[words], box);
                for (int b : boxes) {
                    for (int d = 0; d < 4; d++) {
                        int to = maze.step(b, d);
                        int behind = maze.step(b, d ^ 2);
                        if (to < 0 || box[to] || dead[to] || behind < 0 || !reach.reached(behind)) {
                            continue;
                        }
                        box[b] = false;
                        box[to] = true;
                        boolean frozen = freeze.isDeadlock(to, box);
                        box[to] = false;
                        box[b] = true;
                        if (frozen) {
                            continue;
                        }
                        long[] child = p.clone();
                        child[b >>> 6] &= ~(1L << (b & 63));
                        child[to >>> 6] |= 1L << (to & 63);
                        child[words] = b;
                        long[] childBoxes = Arrays.copyOf(child, words);
                        if (pairs.isDeadlock(to, b, childBoxes, to) || matches(to, b, childBoxes)
                                || !matchable(squaresOf(childBoxes))) {
                            continue;
                        }
                        if (!seen.add(state(childBoxes, b))) {
                            continue;
                        }
                        if (allOnGoals(squaresOf(childBoxes))) {
                            return false;
                        }
                        if (++taken > MAX_POSITIONS) {
                            capped++;
                            return false; // not known
                        }
                        stack.add(child);
                    }
                }
                for (int b : boxes) {
                    box[b] = false;
                }
            }
            return true;
        } finally {
            work += taken;
            Arrays.fill(box, false);
        }
    }

    /** A pattern with a box on {@code moved} inside {@code bits}, the man on {@code man}. */
    private boolean matches(int moved, int man, long[] bits) {
        int[] ids = bySquare[moved];
        for (int k = bySquareCount[moved] - 1; k >= 0; k--) {
            Pattern p = patterns.get(ids[k]);
            if ((p.area[man >>> 6] >>> (man & 63) & 1) != 0 && contains(bits, p.boxes)) {
                return true;
            }
        }
        return false;
    }

    /** Whether every box can be given a goal of its own that it can still be pushed to (Kuhn's augmenting paths). */
    private boolean matchable(int[] squares) {
        Arrays.fill(goalOf, -1);
        for (int i = 0; i < squares.length; i++) {
            round++;
            if (!augment(i, squares)) {
                return false;
            }
        }
        return true;
    }

    private boolean augment(int i, int[] squares) {
        for (int g = 0; g < dist.length; g++) {
            if (visitedGoal[g] == round || dist[g][squares[i]] >= Distances.UNREACHABLE) {
                continue;
            }
            visitedGoal[g] = round;
            if (goalOf[g] < 0 || augment(goalOf[g], squares)) {
                goalOf[g] = i;
                return true;
            }
        }
        return false;
    }

    private State state(long[] bits, int man) {
        fillBoxes(bits, true);
        int area = areaReach.fill(man, areaBox);
        fillBoxes(bits, false);
        return new State(bits, area);
    }

    private void fillBoxes(long[] bits, boolean value) {
        for (int s : squaresOf(bits)) {
            areaBox[s] = value;
        }
    }

    private boolean allOnGoals(int[] squares) {
        for (int s : squares) {
            if (!maze.goal[s]) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(long[] bits, long[] pattern) {
        for (int w = 0; w < pattern.length; w++) {
            if ((bits[w] & pattern[w]) != pattern[w]) {
                return false;
            }
        }
        return true;
    }

    /** The squares of the set bits of the first {@code words} words. */
    private int[] squaresOf(long[] bits) {
        int count = 0;
        for (int w = 0; w < words; w++) {
            count += Long.bitCount(bits[w]);
        }
        int[] squares = new int[count];
        int k = 0;
        for (int w = 0; w < words; w++) {
            for (long x = bits[w]; x != 0; x &= x - 1) {
                squares[k++] = w << 6 | Long.numberOfTrailingZeros(x);
            }
        }
        return squares;
    }

    /** Sorts {@code squares} by board distance from {@code near}, farthest first. */
    private void sortFarthestFirst(int[] squares, int near) {
        int width = maze.board.width();
        int nx = maze.square[near] % width;
        int ny = maze.square[near] / width;
        Integer[] boxed = Arrays.stream(squares).boxed().toArray(Integer[]::new);
        Arrays.sort(boxed, (a, b) -> Integer.compare(distance(b, nx, ny, width), distance(a, nx, ny, width)));
        for (int i = 0; i < squares.length; i++) {
            squares[i] = boxed[i];
        }
    }

    private int distance(int s, int nx, int ny, int width) {
        return Math.abs(maze.square[s] % width - nx) + Math.abs(maze.square[s] / width - ny);
    }
}
