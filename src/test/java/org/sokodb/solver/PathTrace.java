package org.sokodb.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.sokodb.replay.Steps;
import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.deadlock.LocalDeadlocks;
import org.sokodb.solver.deadlock.ManTraps;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.deadlock.PiCorrals;
import org.sokodb.solver.deadlock.freeze.PullFreezeCheck;
import org.sokodb.solver.deadlock.sets.StallCheckpoints;
import org.sokodb.solver.fess.FessCuts;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.BoxBits;

/**
 * A known solution walked push by push through every cut the searches make (issue 82): each
 * position of the path is asked whether a search would cut it, with the man where the push left
 * him, and each push whether the search making it would. The forward cuts are the push search's,
 * the phase search's, FESS's and the packing-order search's; the backward ones the pull search's,
 * the path read backwards from the solved position (a pull undoes a push, the man ending where
 * he stood before it). A cut {@link Cut#sound} says the position cannot be solved: its
 * rejection of a position on a solution is a bug. The others restrict what a search tries
 * without a claim on the position ({@link Cut#CORRAL_ELSEWHERE}, {@link Cut#STEP_WALLS}): their
 * rejections say where a search cannot follow this solution.
 */
public final class PathTrace {
    /** The cuts, by name; {@code sound}: a rejection of a position on a solution is a bug. */
    public enum Cut {
        /** A box pushed onto a square from which no goal can be reached (every forward search). */
        DEAD_SQUARE(true),
        /** Boxes that can never move again, off a goal (every forward search). */
        FREEZE(true),
        /** The push pair table: two boxes that cannot both reach goals, the man where he is. */
        PAIRS(true),
        /** Boxes with no perfect matching to goals (every forward search). */
        MATCHING(true),
        /**
         * A jam of three or four boxes that no pushes break up (FESS, the packing-order search's WAY and
         * ROVER), every group of the boxes touching the pushed one tried (as the phase search's {@code phaselocal}).
         */
        LOCAL(true),
        /** A PI-corral no push can enter: the position before the push judged dead (push, phase, FESS, packing). */
        CORRAL_DEAD(true),
        /** A deadlock set learned from dead ends (the forward searches' shared store). */
        LEARNED(true),
        /** FESS: no matching with the goal boxes frozen in place as walls. */
        GOAL_WALLS(true),
        /** The push is not one of the PI-corral's the search restricts the position to: another line is taken. */
        CORRAL_ELSEWHERE(false),
        /** The packing-order search: the boxes left cannot reach the goals left round the goals its plan packed for good. */
        STEP_WALLS(false),
        /** Pulls: a box pulled onto a square from which no start square can be reached. */
        PULL_DEAD_SQUARE(true),
        /** Pulls: boxes that can never be pulled again, off a start square. */
        PULL_FREEZE(true),
        /** Pulls: the pull pair table. */
        PULL_PAIRS(true),
        /** Pulls: no perfect matching to start squares. */
        PULL_MATCHING(true),
        /** Pulls: a jam of three or four boxes no pulls break up. */
        PULL_LOCAL(true),
        /** Pulls: the man shut in a pocket he can never pull his way out of. */
        MAN_TRAP(true),
        /** Pulls: the solved position's man area not taken as a start (its pair check). */
        PULL_ROOT(true);

        public final boolean sound;

        Cut(boolean sound) {
            this.sound = sound;
        }
    }

    /**
     * A cut that rejects the position after push {@code push} (1-based; 0 is the start, for the
     * pull search the solved position's root) or the push itself.
     */
    public record Rejection(int push, Cut cut) {
        @Override
        public String toString() {
            return "push " + push + ": " + cut + (cut.sound ? " (a solvable position cut)" : "");
        }
    }

    private final Maze maze;
    private final int n;
    private final boolean[] dead;
    private final boolean[] pullDead;
    private final FreezeCheck freeze;
    private final PullFreezeCheck pullFreeze;
    private final PairDeadlocks pairs;
    private final PairDeadlocks pullPairs;
    private final LocalDeadlocks local;
    private final LocalDeadlocks pullLocal;
    private final ManTraps traps;
    private final PiCorrals corrals;
    private final Matching matching;
    private final Matching pullMatching;
    private final FessCuts fess;
    private final ManReach reach;

    public PathTrace(Maze maze) {
        this.maze = maze;
        this.n = maze.boxCount();
        int[][] dist = Distances.pushesTo(maze, maze.goals);
        int[][] pullDist = Distances.pullsTo(maze, maze.startBoxes);
        this.dead = Distances.dead(maze, dist);
        this.pullDead = Distances.dead(maze, pullDist);
        this.freeze = new FreezeCheck(maze, dead);
        this.pullFreeze = new PullFreezeCheck(maze, pullDead);
        this.pairs = PairDeadlocks.forPushes(maze);
        this.pullPairs = PairDeadlocks.forPulls(maze);
        this.local = LocalDeadlocks.forPushesEveryGroup(maze); // finds what forPushes finds, and more
        this.pullLocal = LocalDeadlocks.forPulls(maze);
        this.traps = new ManTraps(maze, pullDead);
        this.corrals = new PiCorrals(maze, dead);
        this.matching = new Matching(dist, n);
        this.pullMatching = new Matching(pullDist, n);
        this.fess = new FessCuts(maze, freeze);
        this.reach = new ManReach(maze);
    }

    /** The positions of a solution: the boxes and the man's square before each push and after the last. */
    public record Path(List<boolean[]> boxes, int[] man, int[] from, int[] direction) {
        public int pushes() {
            return from.length;
        }
    }

    /** The pushes of {@code steps} on {@code maze}, with the positions between them. */
    public static Path path(Maze maze, Steps steps) {
        boolean[] box = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            box[b] = true;
        }
        int man = maze.startMan;
        List<boolean[]> boxes = new ArrayList<>();
        List<Integer> mans = new ArrayList<>();
        List<Integer> froms = new ArrayList<>();
        List<Integer> dirs = new ArrayList<>();
        boxes.add(box.clone());
        mans.add(man);
        for (int i = 0; i < steps.length(); i++) {
            int d = steps.direction(i).ordinal();
            int next = maze.step(man, d);
            if (next < 0) {
                throw new IllegalArgumentException("step " + (i + 1) + " walks into a wall");
            }
            if (box[next]) {
                int to = maze.step(next, d);
                if (to < 0 || box[to]) {
                    throw new IllegalArgumentException("step " + (i + 1) + " pushes a box into a wall or a box");
                }
                box[next] = false;
                box[to] = true;
                froms.add(next);
                dirs.add(d);
                boxes.add(box.clone());
                mans.add(next);
            }
            man = next;
        }
        return new Path(boxes, mans.stream().mapToInt(Integer::intValue).toArray(),
                froms.stream().mapToInt(Integer::intValue).toArray(),
                dirs.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Every cut that rejects a position or push of {@code path}, in the order of the pushes (forward, then backward). */
    public List<Rejection> rejections(Path path, LearnedDeadlocks learned) {
        List<Rejection> found = new ArrayList<>();
        int[] before = new int[n];
        int[] after = new int[n];
        long[] bits = new long[(maze.size + 63) >>> 6];
        for (int k = 0; k < path.pushes(); k++) {
            boolean[] parent = path.boxes().get(k);
            boolean[] child = path.boxes().get(k + 1);
            int from = path.from()[k];
            int d = path.direction()[k];
            int to = maze.step(from, d);
            squares(parent, before);
            squares(child, after);
            int push = k + 1;
            reach.fill(path.man()[k], parent);
            int restricted = corrals.find(reach, parent);
            if (restricted == 0) {
                found.add(new Rejection(k, Cut.CORRAL_DEAD));
            } else if (restricted != PiCorrals.ALL && !contains(corrals.pushes, restricted, from * 4 + d)) {
                found.add(new Rejection(push, Cut.CORRAL_ELSEWHERE));
            }
            if (dead[to]) {
                found.add(new Rejection(push, Cut.DEAD_SQUARE));
            }
            if (freeze.isDeadlock(to, child)) {
                found.add(new Rejection(push, Cut.FREEZE));
            }
            BoxBits.load(bits, before);
            if (pairs.isDeadlock(to, from, bits, from)) {
                found.add(new Rejection(push, Cut.PAIRS));
            }
            if (matching.solve(after, n) >= Distances.UNREACHABLE) {
                found.add(new Rejection(push, Cut.MATCHING));
            }
            if (local.isDeadlock(to, from, child)) {
                found.add(new Rejection(push, Cut.LOCAL));
            }
            if (learned.isDeadlock(to, from, child)) {
                found.add(new Rejection(push, Cut.LEARNED));
            }
            if (fess.goalWallsCut(after, child)) {
                found.add(new Rejection(push, Cut.GOAL_WALLS));
            }
            if (fess.stepWallsCut(before, indexOf(before, from), to, child)) {
                found.add(new Rejection(push, Cut.STEP_WALLS));
            }
        }
        found.addAll(pullRejections(path));
        return found;
    }

    /**
     * The pull search's cuts along the path read backwards: push {@code k} undone is a pull of
     * the box from its square after the push back to where it was, the man ending on the square
     * he pushed from; the position it makes is the one before push {@code k}.
     */
    private List<Rejection> pullRejections(Path path) {
        List<Rejection> found = new ArrayList<>();
        int[] squares = new int[n];
        long[] bits = new long[(maze.size + 63) >>> 6];
        int last = path.pushes();
        boolean[] solved = path.boxes().get(last);
        squares(solved, squares);
        BoxBits.load(bits, squares);
        for (int i = 0; i < n && pullPairs.built(); i++) {
            for (int j = i + 1; j < n; j++) {
                if (pullPairs.isDeadlock(squares[i], squares[j], path.man()[last])) {
                    found.add(new Rejection(last, Cut.PULL_ROOT));
                    i = n;
                    break;
                }
            }
        }
        for (int k = last - 1; k >= 0; k--) {
            boolean[] after = path.boxes().get(k + 1);
            boolean[] pulled = path.boxes().get(k);
            int from = path.from()[k];
            int d = path.direction()[k];
            int to = maze.step(from, d);
            int man = maze.step(from, d ^ 2);
            squares(after, squares);
            BoxBits.load(bits, squares);
            if (pullDead[from]) {
                found.add(new Rejection(k, Cut.PULL_DEAD_SQUARE));
            }
            if (pullFreeze.isDeadlock(from, pulled)) {
                found.add(new Rejection(k, Cut.PULL_FREEZE));
            }
            if (pullPairs.isDeadlock(from, man, bits, to)) {
                found.add(new Rejection(k, Cut.PULL_PAIRS));
            }
            squares(pulled, squares);
            if (pullMatching.solve(squares, n) >= Distances.UNREACHABLE) {
                found.add(new Rejection(k, Cut.PULL_MATCHING));
            }
            if (pullLocal.isDeadlock(from, man, pulled)) {
                found.add(new Rejection(k, Cut.PULL_LOCAL));
            }
            reach.fill(man, pulled);
            if (traps.isDeadlock(reach, man, pulled)) {
                found.add(new Rejection(k, Cut.MAN_TRAP));
            }
        }
        found.sort((a, b) -> Integer.compare(b.push(), a.push()));
        return found;
    }

    /**
     * Hands the dead ends one push off the path to {@code learned}, as a search expanding the
     * path's positions would meet them: children with no legal push, or with a PI-corral no push
     * can enter. The sets it learns are then asked of the path like any the searches learn.
     */
    public void learnAround(Path path, LearnedDeadlocks learned) {
        for (int k = 0; k < path.pushes(); k++) {
            childrenOffPath(path, k, (man, box) -> {
                if (deadEnd(man, box)) {
                    learned.deadEnd(man, box);
                }
            });
        }
    }

    /**
     * Hands every position of the path, and every child one push off it, to {@link
     * LearnedDeadlocks#corrals}, as the phase search with {@code phaselearn} does with each
     * position it expands: the corral sets learned so near the path are then asked of it.
     */
    public void corralsAround(Path path, LearnedDeadlocks learned) {
        around(path, learned::corrals);
    }

    /** Hands {@code visit} every position of the path and every child one push off it. */
    void around(Path path, OffPath visit) {
        for (int k = 0; k <= path.pushes(); k++) {
            visit.child(path.man()[k], path.boxes().get(k).clone());
            if (k < path.pushes()) {
                childrenOffPath(path, k, visit);
            }
        }
    }

    /**
     * Hands every position of the path, and every child one push off it, to a no-progress
     * checkpoint's second candidate ({@link StallCheckpoints#position}: the position less the
     * boxes the man can push back and forth), as the phase search with {@code phasestall} may at
     * any of them: the sets learned so near the path are then asked of it.
     */
    public void stallAround(Path path, LearnedDeadlocks learned) {
        around(path, new StallCheckpoints(maze, learned)::position);
    }

    /** A child one push off the path: the man where the box stood, {@code box} showing the box pushed. */
    interface OffPath {
        void child(int man, boolean[] box);
    }

    /**
     * Hands {@code visit} every child of the path's position {@code k} but the path's own: each
     * legal push onto a square neither dead nor a box whose box does not freeze there.
     */
    private void childrenOffPath(Path path, int k, OffPath visit) {
        boolean[] box = path.boxes().get(k).clone();
        reach.fill(path.man()[k], box);
        boolean[] reached = new boolean[maze.size];
        for (int s = 0; s < maze.size; s++) {
            reached[s] = reach.reached(s);
        }
        for (int b = 0; b < maze.size; b++) {
            if (!box[b]) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int to = maze.step(b, d);
                int behind = maze.step(b, d ^ 2);
                if (to < 0 || box[to] || dead[to] || behind < 0 || !reached[behind]
                        || (b == path.from()[k] && d == path.direction()[k])) {
                    continue;
                }
                box[b] = false;
                box[to] = true;
                if (!freeze.isDeadlock(to, box)) {
                    visit.child(b, box);
                }
                box[to] = false;
                box[b] = true;
            }
        }
    }

    /** Whether the position {@code box}, the man on {@code man}, has no legal push or a corral no push enters. */
    private boolean deadEnd(int man, boolean[] box) {
        reach.fill(man, box);
        return corrals.find(reach, box) == 0 || !reach.anyPush(box, dead);
    }

    private static void squares(boolean[] box, int[] into) {
        int k = 0;
        for (int s = 0; s < box.length; s++) {
            if (box[s]) {
                into[k++] = s;
            }
        }
    }

    private static int indexOf(int[] squares, int square) {
        int i = Arrays.binarySearch(squares, square);
        if (i < 0) {
            throw new IllegalStateException("no box on " + square);
        }
        return i;
    }

    private static boolean contains(int[] values, int count, int value) {
        for (int i = 0; i < count; i++) {
            if (values[i] == value) {
                return true;
            }
        }
        return false;
    }
}
