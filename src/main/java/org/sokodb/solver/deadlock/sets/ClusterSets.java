package org.sokodb.solver.deadlock.sets;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;

import org.sokodb.solver.deadlock.LocalDeadlocks;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * YASS's small-box families (its 3- and 4-blocks, double-L, boxes against a wall that one push
 * freezes; packing-order.md §4): a few boxes touching each other (diagonals included) that can
 * never all reach goals, however they are pushed apart, kept as deadlock sets of the level's store
 * ({@link LearnedDeadlocks}), so every forward search asks them on each push. Two sources:
 *
 * <ul>
 *   <li>{@link #learn}: the groups of touching boxes of a position a search expands, each group
 *       with a box off a goal and of 3 to {@link #MOST_GROUP} boxes (a larger group: each box off a
 *       goal with the boxes touching it), each (boxes, man's area) tried once a level; of a group whose
 *       proof passes its cap, its touching subsets of 3 and 4 ({@link GroupSubsets});</li>
 *   <li>{@link #precalculate}: before any search, every cluster of 3 or 4 floor squares touching each
 *       other, none a dead square, at least half of them beside a wall, with the man in each region
 *       of the floor the cluster leaves him beside it; the smallest first.</li>
 * </ul>
 *
 * <p>Each candidate is proved by the learned sets' own proof ({@link DeadEndProof}: the boxes alone,
 * every other box taken away, searched exhaustively for a way onto goals; the whole proof, not the
 * corrals' fence-only one: a group that breaks up may still be dead), capped at {@link #POSITIONS}
 * positions a candidate and a budget a level, and made as small as the proofs allow; a set is kept
 * only when proved, of two boxes or more. Not the jams of {@link LocalDeadlocks}, which count a
 * group that breaks up as alive. Learns under the store's lock; made by {@link LearnedDeadlocks#clusters}.
 */
public final class ClusterSets {
    /** Positions one candidate's proof may take. */
    static final int POSITIONS = 2_000;
    /** Boxes a group of touching boxes holds at most to be tried whole. */
    static final int MOST_GROUP = 8;
    /** Positions the learned candidates' proofs of a level may take at the first position handed over ... */
    static final long BASE = 20_000;
    /** ... and more for each position handed over ... */
    static final long SHARE = 2;
    /** ... never more than this. */
    static final long MOST = 1_000_000;
    /** Positions the precalculated candidates' proofs of a level may take. */
    static final long PRECALC_BUDGET = 200_000;
    /** Positions the proofs of the subsets of one group whose proof passed its cap may take together ({@link GroupSubsets}). */
    static final long SUBSETS = 4L * POSITIONS;
    /** The man's area of a candidate whose boxes fence nothing: every man square outside them is the one area. */
    private static final int OPEN = -1;

    private final Maze maze;
    private final boolean[] dead;
    /** Null: the store learns nothing. */
    private final DeadEndProof proof;
    private final LearnedDeadlocks store;
    private final SetsBySquare sets;
    private final SetArea setArea;
    private final int most;
    private final HashSet<BoxesInArea> tried = new HashSet<>();
    /** The floor squares round each square, diagonals included. */
    private final int[][] round;
    /** The smaller groups of a group whose proof passed its cap; null with learning off. */
    private final GroupSubsets subsets;
    /** Whether the last candidate {@link #prove} tried passed its proof's cap. */
    private boolean capped;
    private final int[] label;
    private final int[] stack;
    private final int[] members;
    /** The man's area with a candidate's boxes only. */
    private final ManReach reach;
    /** Positions handed over to {@link #learn(int, boolean[], long)}. */
    private long given;
    /** Positions whose groups were tried. */
    private long handed;
    /** Positions the proofs took before the first handed over ({@link #precalculate}'s). */
    private long before;
    private int learned;
    private int precalculated;
    private int candidates;
    /** Sets kept of the subsets of capped groups, and the subsets tried. */
    private int fromSubsets;
    private int subsetsTried;

    /** The families of {@code store}'s level, its proofs cutting and steering by {@code tables} (null: learning off). */
    ClusterSets(Maze maze, ProofTables tables, LearnedDeadlocks store, SetsBySquare sets, int most) {
        this.maze = maze;
        this.store = store;
        this.dead = tables == null ? null : tables.dead;
        this.proof = tables == null ? null : new DeadEndProof(maze, tables, POSITIONS, store, false);
        this.sets = sets;
        this.setArea = new SetArea(maze);
        this.most = most;
        this.label = new int[maze.size];
        this.stack = new int[maze.size];
        this.members = new int[maze.size];
        this.reach = new ManReach(maze);
        this.round = GroupSubsets.round(maze);
        this.subsets = dead == null ? null : new GroupSubsets(maze, dead, round);
    }

    /** Positions the proofs have taken so far. */
    long positions() {
        return proof == null ? 0 : proof.positions();
    }

    /**
     * A position a search is about to expand ({@code box}, the man on {@code man}), {@code without}
     * positions past its last progress: when no set of the store holds there, its groups of touching
     * boxes are tried as sets, each once a level, within the level's budget ({@link #BASE} and {@link
     * #SHARE} for each position they are tried at); not before the search first stalls or has handed
     * over a while, as the corrals of every expansion ({@link CorralBudget#starts}: a level solved
     * sooner pays nothing).
     */
    public void learn(int man, boolean[] box, long without) {
        synchronized (store) {
            given++;
            if (handed == 0 && !CorralBudget.starts(given, without)) {
                return;
            }
            learn(man, box);
        }
    }

    /** {@link #learn(int, boolean[], long)} for a search past its first stall: tried now (for the tests and the trace). */
    public void learn(int man, boolean[] box) {
        synchronized (store) {
            if (proof != null && store.ready(man, box)) {
                learnGroups(man, box);
            }
        }
    }

    private void learnGroups(int man, boolean[] box) {
        if (handed++ == 0) {
            before = proof.positions();
        }
        long budget = Math.min(MOST, BASE + SHARE * handed);
        for (int[] group : groups(box)) {
            if (proof.positions() - before >= budget || sets.size() >= LearnedDeadlocks.MAX_SETS) {
                return;
            }
            if (prove(group, man)) {
                learned++;
            } else if (capped && group.length > GroupSubsets.FEWEST) {
                learnSubsets(group, man, budget);
            }
        }
    }

    /**
     * The subsets of 3 and 4 touching boxes of {@code group}, whose proof passed its cap, tried the
     * cheapest first while their proofs have taken less than {@link #SUBSETS} together and the level's
     * {@code budget} lasts; stops at the first kept (it holds in this position: the search leaves it).
     */
    private void learnSubsets(int[] group, int man, long budget) {
        long start = proof.positions();
        for (int[] subset : subsets.of(group, man)) {
            if (proof.positions() - start >= SUBSETS || proof.positions() - before >= budget
                    || sets.size() >= LearnedDeadlocks.MAX_SETS) {
                return;
            }
            int tried = candidates;
            if (prove(subset, man)) {
                learned++;
                fromSubsets++;
                subsetsTried += candidates - tried;
                return;
            }
            subsetsTried += candidates - tried;
        }
    }

    /** The clusters of 3 and 4 squares of the level, each with the man in each region beside it, tried as sets before any search. */
    public void precalculate() {
        synchronized (store) {
            if (proof != null && precalculated == 0 && candidates == 0) {
                precalculateAll();
            }
        }
    }

    private void precalculateAll() {
        for (int size = 3; size <= Math.min(4, most); size++) {
            for (int[] cluster : clusters(size)) {
                for (int man : menBeside(cluster)) {
                    if (proof.positions() >= PRECALC_BUDGET || sets.size() >= LearnedDeadlocks.MAX_SETS) {
                        return;
                    }
                    if (!knownDead(cluster, man) && prove(cluster, man)) {
                        precalculated++;
                    }
                }
            }
        }
    }

    /** How many sets {@link #precalculate} kept. */
    public int precalculated() {
        synchronized (store) {
            return precalculated;
        }
    }

    /** How many candidates were proved (each once). */
    int candidates() {
        synchronized (store) {
            return candidates;
        }
    }

    /** What was tried and kept so far, in one line (for measurements). */
    public String summary() {
        synchronized (store) {
            return "clusters " + candidates + " tried, " + precalculated + " precalculated, " + learned + " learned ("
                + fromSubsets + " of " + subsetsTried + " subsets of capped groups), " + positions() + " proof positions";
        }
    }

    /**
     * Proves {@code boxes} (ascending) dead with the man on {@code man}, once for each of the man's
     * areas they leave him (once in all when they fence nothing); keeps the smallest set proved.
     */
    private boolean prove(int[] boxes, int man) {
        capped = false;
        if (tried.size() >= LearnedDeadlocks.MAX_TRIED || tried.contains(new BoxesInArea(boxes, OPEN))) {
            return false;
        }
        int area = reach.fillWithOnly(man, boxes, boxes.length);
        boolean open = reach.count() + boxes.length == maze.size;
        if (!tried.add(new BoxesInArea(boxes, open ? OPEN : area))) {
            return false;
        }
        candidates++;
        int[] set = proof.generalise(boxes, man, most);
        if (set == null || set.length < 2) {
            capped = set == null && proof.ending() == ProofEnding.CAPPED;
            return false;
        }
        sets.add(new LearnedSet(set, set.length - 1, setArea.region(set, man)));
        return true;
    }

    /** Whether a set kept already holds with the boxes of {@code cluster} alone, the man on {@code man}. */
    private boolean knownDead(int[] cluster, int man) {
        boolean[] box = new boolean[maze.size];
        for (int s : cluster) {
            box[s] = true;
        }
        for (int s : cluster) {
            if (sets.matching(s, man, box) != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * The groups of boxes touching each other (diagonals included) with a box off a goal, of 3 to
     * {@link #MOST_GROUP} boxes (two are the pair table's); of a larger one, each box off a goal with
     * the boxes touching it, three or more.
     */
    List<int[]> groups(boolean[] box) {
        List<int[]> out = new ArrayList<>();
        Arrays.fill(label, 0);
        int g = 0;
        for (int s = 0; s < maze.size; s++) {
            if (!box[s] || label[s] != 0) {
                continue;
            }
            label[s] = ++g;
            int top = 0;
            int count = 0;
            stack[top++] = s;
            boolean off = false;
            while (top > 0) {
                int b = stack[--top];
                members[count++] = b;
                off |= !maze.goal[b];
                for (int t : round[b]) {
                    if (box[t] && label[t] == 0) {
                        label[t] = g;
                        stack[top++] = t;
                    }
                }
            }
            if (!off || count < 3) {
                continue;
            }
            if (count <= MOST_GROUP) {
                int[] group = Arrays.copyOf(members, count);
                Arrays.sort(group);
                out.add(group);
                continue;
            }
            for (int i = 0; i < count; i++) {
                int[] star = maze.goal[members[i]] ? null : star(members[i], box);
                if (star != null && star.length >= 3) {
                    out.add(star);
                }
            }
        }
        return out;
    }

    /** The box on {@code s} with the boxes touching it, ascending. */
    private int[] star(int s, boolean[] box) {
        int[] star = new int[round[s].length + 1];
        int k = 0;
        star[k++] = s;
        for (int t : round[s]) {
            if (box[t]) {
                star[k++] = t;
            }
        }
        int[] out = Arrays.copyOf(star, k);
        Arrays.sort(out);
        return out;
    }

    /** The clusters of {@code size} floor squares touching each other, none dead, at least half beside a wall, each once. */
    List<int[]> clusters(int size) {
        HashSet<List<Integer>> seen = new HashSet<>();
        List<int[]> out = new ArrayList<>();
        List<int[]> grown = new ArrayList<>();
        for (int s = 0; s < maze.size; s++) {
            if (!dead[s]) {
                grown.add(new int[] {s});
            }
        }
        for (int n = 1; n < size; n++) {
            grown = GroupSubsets.grownByOne(grown, round, t -> !dead[t], seen);
        }
        for (int[] cluster : grown) {
            int beside = 0;
            for (int c : cluster) {
                beside += besideWall(c) ? 1 : 0;
            }
            if (2 * beside >= size) {
                out.add(cluster);
            }
        }
        return out;
    }

    /** A square of each region of the floor the boxes of {@code cluster} alone leave the man, beside one of them. */
    private List<Integer> menBeside(int[] cluster) {
        boolean[] blocked = new boolean[maze.size];
        for (int c : cluster) {
            blocked[c] = true;
        }
        Arrays.fill(label, 0);
        List<Integer> men = new ArrayList<>();
        int value = 0;
        for (int c : cluster) {
            for (int d = 0; d < 4; d++) {
                int t = maze.step(c, d);
                if (t >= 0 && !blocked[t] && label[t] == 0) {
                    maze.flood(t, blocked, label, ++value, stack);
                    men.add(t);
                }
            }
        }
        return men;
    }

    private boolean besideWall(int s) {
        for (int d = 0; d < 4; d++) {
            if (maze.step(s, d) < 0) {
                return true;
            }
        }
        return false;
    }
}
