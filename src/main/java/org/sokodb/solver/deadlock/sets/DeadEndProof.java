package org.sokodb.solver.deadlock.sets;

import java.util.Arrays;
import java.util.HashSet;
import java.util.PriorityQueue;

import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.deadlock.LocalDeadlocks;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.ManAreas;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The bounded search that proves a few boxes dead before they are learned
 * ({@link LearnedDeadlocks}): the boxes alone on the board, every other box taken away, the
 * man on his square, searched exhaustively by single pushes for a position with all of them
 * on goals. When there is none, no position holding those boxes with the man in that area is
 * solvable: a solution of the whole, its pushes of these boxes kept, would bring them onto
 * goals alone (taking boxes away only frees squares for the man and for them). Only sound
 * cuts are made on the way: dead squares, boxes frozen off a goal, pairs of boxes that can
 * never both get home ({@link PairDeadlocks}) and jams of a few boxes ({@link
 * LocalDeadlocks}) and the sets learned before, each of which holds for any position with more
 * boxes. A search that passes
 * its position cap answers "not proved", never "dead". The tables it cuts and steers by are the
 * level's, made once and shared by its proofs ({@link ProofTables}).
 *
 * <p>The positions are taken nearest the goals first (the sum of each box's pushes to its
 * nearest goal, alone on the board): a proof of dead boxes takes every position it can reach
 * whatever the order, so it proves what a breadth-first one proves in as many positions, while
 * boxes that can get home get there in far fewer (each taking away of a box below is such a try).
 *
 * <p>A proof of a corral's fence ({@code fenceOnly}) gives up, not proved, as soon as the boxes
 * fence no square off the man any more (YASS's corral test counts a fence whose boxes all get
 * out as no deadlock): a fence that opens is seldom dead, and a proof of it to the goals costs
 * the most positions. Giving up early never makes a set learned that was not proved.
 *
 * <p>The generalisation: of a dead set of boxes, each box in turn is taken away and kept away
 * when the rest is still proved dead, so the set learned is as small as the proofs allow.
 * Not safe for two threads at once.
 */
final class DeadEndProof {
    private final Maze maze;
    private final boolean[] dead;
    private final FreezeCheck freeze;
    private final PairDeadlocks pairs;
    private final LocalDeadlocks local;
    /** The sets learned so far, each proved: a cut too. */
    private final LearnedDeadlocks known;
    private final boolean[] box;
    /** The areas of the position being expanded, from which each push's man's area is read. */
    private final ManAreas areas;
    /** The man's area of the proof's first position. */
    private final ManReach areaReach;
    private final HashSet<BoxesInArea> seen = new HashSet<>();
    /** Each box square's pushes to its nearest goal, alone on the board. */
    private final int[] nearest;
    /** The positions to take: boxes, the man's square, then the sum of {@link #nearest} over the boxes, lowest first. */
    private final PriorityQueue<int[]> queue = new PriorityQueue<>((a, b) -> Integer.compare(a[a.length - 1], b[b.length - 1]));
    /** Positions a proof may take before it gives up (then: not proved). */
    private final int cap;
    /** The cap of the proofs under way: {@link #cap}, or a larger one given to {@link #generalise(int[], int, int, int)}. */
    private int limit;
    /** Whether the proofs under way give up when the fence opens: {@link #fenceOnly}, but not with a larger cap. */
    private boolean giveUpOpen;
    /** Positions taken by all proofs so far. */
    private long positions;
    /** Whether a proof with a larger cap stops taking boxes away once the set cannot come down to a set's size ({@link #stopEarly}). */
    private boolean stopsEarly;
    /** Whether a proof gives up once the boxes fence nothing off the man. */
    private final boolean fenceOnly;
    /** How the last proof ended. */
    private ProofEnding ending = ProofEnding.DEAD;

    DeadEndProof(Maze maze, boolean[] dead, int cap, LearnedDeadlocks known) {
        this(maze, new ProofTables(maze, dead), cap, known, false);
    }

    /** A proof that cuts and steers by the level's shared {@code tables}. */
    DeadEndProof(Maze maze, ProofTables tables, int cap, LearnedDeadlocks known, boolean fenceOnly) {
        this.fenceOnly = fenceOnly;
        this.known = known;
        this.maze = maze;
        this.dead = tables.dead;
        this.freeze = new FreezeCheck(maze, dead);
        this.pairs = tables.pairs;
        this.local = tables.local;
        this.box = new boolean[maze.size];
        this.areas = new ManAreas(maze);
        this.areaReach = new ManReach(maze);
        this.cap = cap;
        this.limit = cap;
        this.giveUpOpen = fenceOnly;
        this.nearest = tables.nearest;
    }

    /** Whether from now on a proof with a larger cap stops taking boxes away once the set can no longer be kept ({@code repeatsize}). */
    void stopEarly(boolean stops) {
        stopsEarly = stops;
    }

    /** The dead squares the proofs never push a box onto. */
    boolean[] deadSquares() {
        return dead;
    }

    /** Positions taken by all proofs so far. */
    long positions() {
        return positions;
    }

    /** How the last proof ({@link #dead}) ended; after {@link #generalise} returned null, how its first one did. */
    ProofEnding ending() {
        return ending;
    }

    /**
     * The smallest dead subset the proofs find of {@code boxes} (ascending squares), the man
     * on {@code man}, or null when {@code boxes} themselves are not proved dead. Boxes are
     * taken away while the set is larger than {@code most}; a set still larger then is null.
     */
    int[] generalise(int[] boxes, int man, int most) {
        return generalise(boxes, man, most, 0);
    }

    /**
     * {@link #generalise(int[], int, int)} with each proof capped at {@code cap} positions (0: this proof's own cap
     * and way); a proof with a cap of its own goes on past the fence's opening, to the goals: a fence whose boxes
     * can get out and still not home is proved dead too.
     */
    int[] generalise(int[] boxes, int man, int most, int cap) {
        limit = cap > 0 ? cap : this.cap;
        giveUpOpen = cap <= 0 && fenceOnly;
        try {
            return smallest(boxes, man, most, cap > 0);
        } finally {
            limit = this.cap;
            giveUpOpen = fenceOnly;
        }
    }

    /**
     * The smallest dead subset of {@code boxes}, each proof within {@link #limit}. A proof with a larger cap ({@code
     * larger}) stops taking boxes away once too few are left to try for the set to come down to {@code most}: it
     * would not be kept, and each trial may take the whole cap.
     */
    private int[] smallest(int[] boxes, int man, int most, boolean larger) {
        if (!dead(boxes, man)) {
            return null;
        }
        int[] set = boxes;
        for (int i = set.length - 1; i >= 0 && set.length > 1; i--) {
            if (larger && stopsEarly && set.length - most > i + 1) {
                return null;
            }
            int[] without = new int[set.length - 1];
            System.arraycopy(set, 0, without, 0, i);
            System.arraycopy(set, i + 1, without, i, set.length - 1 - i);
            if (dead(without, man)) {
                set = without;
            }
        }
        return set.length <= most ? set : null;
    }

    /** True only when no pushes bring {@code boxes} (ascending) all onto goals, the man starting on {@code man}. */
    boolean dead(int[] boxes, int man) {
        seen.clear();
        queue.clear();
        int k = boxes.length;
        ending = ProofEnding.HOME;
        if (onGoals(boxes, k)) {
            return false;
        }
        int[] start = Arrays.copyOf(boxes, k + 2);
        start[k] = man;
        for (int i = 0; i < k; i++) {
            start[k + 1] += nearest[boxes[i]];
        }
        return search(start, firstState(start, k), k);
    }

    /** The search of {@link #dead} from {@code start} (its state {@code first}). */
    private boolean search(int[] start, BoxesInArea first, int k) {
        seen.add(first);
        queue.add(start);
        int taken = 0;
        try {
            while (!queue.isEmpty()) {
                if (++taken > limit) {
                    ending = ProofEnding.CAPPED;
                    return false; // not proved
                }
                positions++;
                int[] p = queue.poll();
                for (int i = 0; i < k; i++) {
                    box[p[i]] = true;
                }
                areas.label(box);
                if (giveUpOpen && areas.count() == 1) {
                    ending = ProofEnding.OPEN;
                    return false; // the fence is open: not proved
                }
                for (int i = 0; i < k; i++) {
                    int b = p[i];
                    for (int d = 0; d < 4; d++) {
                        int to = maze.step(b, d);
                        int behind = maze.step(b, d ^ 2);
                        if (to < 0 || box[to] || dead[to] || behind < 0 || !areas.joined(behind, p[k])) {
                            continue;
                        }
                        int[] child = p.clone();
                        child[i] = to;
                        child[k] = b;
                        child[k + 1] += nearest[to] - nearest[b];
                        Arrays.sort(child, 0, k);
                        BoxesInArea s = new BoxesInArea(Arrays.copyOf(child, k), areas.afterPush(b, to, box));
                        if (seen.contains(s)) {
                            continue; // met before: the cuts would change nothing (a goal position ends the proof when met)
                        }
                        box[b] = false;
                        box[to] = true;
                        boolean cut = freeze.isDeadlock(to, box) || pairDeadlock(p, k, i, to, b)
                                || known.isDeadlock(to, b, box) || local.isDeadlock(to, b, box);
                        box[to] = false;
                        box[b] = true;
                        if (cut) {
                            continue;
                        }
                        if (onGoals(child, k)) {
                            return false;
                        }
                        seen.add(s);
                        queue.add(child);
                    }
                }
                for (int i = 0; i < k; i++) {
                    box[p[i]] = false;
                }
            }
            ending = ProofEnding.DEAD;
            return true;
        } finally {
            Arrays.fill(box, false);
        }
    }

    /** Whether box {@code i} of {@code p}, pushed to {@code to} with the man on {@code man}, is lost with another box of {@code p}. */
    private boolean pairDeadlock(int[] p, int k, int i, int to, int man) {
        for (int j = 0; j < k; j++) {
            if (j != i && pairs.isDeadlock(to, p[j], man)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the first {@code k} squares of {@code p} are all goals. */
    private boolean onGoals(int[] p, int k) {
        for (int i = 0; i < k; i++) {
            if (!maze.goal[p[i]]) {
                return false;
            }
        }
        return true;
    }

    /** The state of the first position {@code p} ({@code k} boxes ascending, then the man's square). */
    private BoxesInArea firstState(int[] p, int k) {
        return new BoxesInArea(Arrays.copyOf(p, k), areaReach.fillWithOnly(p[k], p, k));
    }
}
