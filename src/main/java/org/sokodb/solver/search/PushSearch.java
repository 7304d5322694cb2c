package org.sokodb.solver.search;

import java.util.ArrayList;
import java.util.List;

import org.sokodb.board.Direction;
import org.sokodb.solver.bounds.PackingOrder;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.MacroMove;
import org.sokodb.solver.maze.Maze;

/**
 * The forward search: best first over pushes, one state per box layout and man area.
 * Children are cut when a box would land on a dead square, freeze off a goal, or leave no
 * perfect matching of boxes to goals; the matching's cost is the lower bound. A weighted
 * best first search ({@code weight * h + g}) that stops at the first solved position it
 * generates: it proves nothing about pushes ({@link OptimalSearch} does, for
 * {@code --optimal pushes}).
 */
public final class PushSearch extends MeetingSearch {
    private final SearchOptions options;
    private final FreezeCheck freeze;
    /** Pairs of boxes that can no longer both be pushed onto goals, with the man where he is. */
    private final PairDeadlocks pairs;
    /** The deadlock sets learned from dead ends, shared with the other forward searches of the level. */
    private final LearnedDeadlocks learned;
    private final GoalRoomTerm goalRoom;
    private final PackingOrder packing;
    /** Marks a goal macro in a node's move: then {@code from << 15 | to}, else {@code from * 4 + direction}. */
    private static final int MACRO = 1 << 30;
    private final MacroMove goalMacro;
    private final boolean useMacro;
    /** How many boxes, nearest first, get a goal macro to the next goal of the packing order. */
    private static final int MACRO_BOXES = 1;
    private final int[] path;

    public PushSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes) {
        this(maze, options, control, memoryBytes, Meeting.none());
    }

    public PushSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes, Meeting meeting) {
        this(maze, options, control, memoryBytes, meeting,
                options.learned(maze));
    }

    /** With the deadlock sets {@code learned} shared with the level's other forward searches. */
    public PushSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes, Meeting meeting,
            LearnedDeadlocks learned) {
        // distances by square, not by the box's square and the man's side of it: with the man's
        // side Microban 153 is not solved in 1.3M positions, without in 601k (measured: journal/solver.md entry 17)
        this(maze, options, control, memoryBytes, meeting, learned, Distances.pushesTo(maze, maze.goals));
    }

    private PushSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes, Meeting meeting,
            LearnedDeadlocks learned, int[][] dist) {
        super(maze, control, memoryBytes, dist, options.uses("picorral"), meeting, Meeting.FORWARD);
        this.options = options;
        children.warm = options.uses("warm");
        this.freeze = new FreezeCheck(maze, dead);
        this.pairs = options.uses("pushpairs") ? PairDeadlocks.forPushes(maze) : PairDeadlocks.none();
        this.learned = learned;
        this.goalRoom = new GoalRoomTerm(maze, options);
        this.packing = goalRoom.packing;
        this.goalMacro = MacroMove.pushes(maze, dist);
        this.useMacro = options.uses("macro") && maze.size < (1 << 15);
        this.path = new int[maze.size + 1];
        meeting.register(Meeting.FORWARD, node -> pushesTo(node, MacroMove.pushes(maze, dist), new int[maze.size + 1]));
    }

    @Override
    public SearchOutcome run(long startNanos) {
        int root = storeStart();
        if (root == NOTHING) {
            return unsolvable(startNanos);
        }
        int h0 = store.h(root);
        if (h0 == 0) {
            return found(root, startNanos);
        }
        if (met(startKey, root)) {
            return joinedOutcome(startNanos);
        }
        open.push(root, priority(0, h0));
        return expandAll(startNanos);
    }

    /** The single pushes of node {@code id}, then its goal macro. */
    @Override
    int expand(int id, int g) {
        int result = pushChildren(id, g);
        if (result != EVERY_PUSH) {
            return result;
        }
        return useMacro ? macro(id, g) : NOTHING;
    }

    /**
     * Goal macros: the {@link #MACRO_BOXES} boxes nearest to the next goal of the packing
     * order (by push distance, ties by index), each pushed there when it gets there.
     */
    private int macro(int id, int g) {
        int packed = packing.packed(box);
        if (packed == n) {
            return NOTHING;
        }
        int target = packing.goals[packed];
        int tried = 0;
        int previous = -1;
        while (tried < MACRO_BOXES) {
            // the next nearest box after the ones tried (selection keeps this allocation-free)
            int nearest = -1;
            int nearestDistance = Integer.MAX_VALUE;
            for (int i = 0; i < n; i++) {
                int b = boxes[i];
                int d = goalMacro.distance(b, target);
                if (d >= Distances.UNREACHABLE || packing.inPrefix(b, packed) || !after(d, i, previous, target)) {
                    continue;
                }
                if (d < nearestDistance) {
                    nearest = i;
                    nearestDistance = d;
                }
            }
            if (nearest < 0) {
                return NOTHING;
            }
            previous = nearest;
            tried++;
            int result = macroFor(id, g, nearest, target);
            if (result != NOTHING) {
                return result;
            }
        }
        return NOTHING;
    }

    /** Whether box {@code i} at distance {@code d} comes after box {@code previous} in the (distance, index) order. */
    private boolean after(int d, int i, int previous, int target) {
        if (previous < 0) {
            return true;
        }
        int p = goalMacro.distance(boxes[previous], target);
        return d > p || (d == p && i > previous);
    }

    private int macroFor(int id, int g, int i, int target) {
        int b = boxes[i];
        int k = goalMacro.follow(box, store.man(id), b, target, path);
        if (k < 2) {
            return NOTHING;
        }
        box[b] = false;
        box[target] = true;
        int result = child(id, g, i, b, target, path[k - 1] >>> 2, MACRO | (b << 15) | target, k);
        box[target] = false;
        box[b] = true;
        return result;
    }

    /**
     * The child where box {@code i} went from {@code from} to {@code to} in {@code cost}
     * pushes, the last made with the man on {@code manAfter}; {@code box} already shows it.
     */
    @Override
    int child(int parent, int g, int i, int from, int to, int manAfter, int move, int cost) {
        if (freeze.isDeadlock(to, box)) {
            return NOTHING;
        }
        if (pairs.isDeadlock(to, manAfter, bits, from)) {
            return NOTHING; // bits still show the box on from, not yet on to
        }
        if (learned.isDeadlock(to, manAfter, box)) {
            return NOTHING;
        }
        return make(parent, g, i, from, to, manAfter, move, cost);
    }

    @Override
    void deadEnd(int id) {
        learned.deadEnd(store.man(id), box);
    }

    @Override
    void everyPushDead(int id) {
        learned.everyPushDead(store.man(id), box);
    }

    @Override
    boolean isEnd(int h, int man) {
        return h == 0;
    }

    @Override
    int priority(int g, int h) {
        return options.weight() * h + g + goalRoom.of(box);
    }

    @Override
    SearchOutcome found(int id, long startNanos) {
        return found(pushesTo(id, goalMacro, path), false, startNanos, SearchOutcome.SearchName.FORWARD);
    }

    /**
     * The pushes from the start to node {@code id}; goal macros are followed again on the
     * way, with {@code macro} and {@code path} (the backward search asks from its own
     * thread, with its own).
     */
    private List<PathBuilder.Push> pushesTo(int id, MacroMove macro, int[] path) {
        List<Integer> chain = store.pathTo(id);
        boolean[] layout = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            layout[b] = true;
        }
        List<PathBuilder.Push> pushes = new ArrayList<>();
        for (int node : chain) {
            int move = store.move(node);
            int k = 1;
            path[0] = move;
            if ((move & MACRO) != 0) {
                k = macro.follow(layout, store.man(store.parent(node)), (move ^ MACRO) >>> 15, move & 0x7FFF, path);
            }
            for (int p = 0; p < k; p++) {
                int from = path[p] >>> 2;
                int d = path[p] & 3;
                pushes.add(new PathBuilder.Push(maze.square[from], Direction.values()[d]));
                layout[from] = false;
                layout[maze.step(from, d)] = true;
            }
        }
        return pushes;
    }

    /** Whether the goal macro is on (the default: a test guards it, since a flipped switch once hid it). */
    boolean usesGoalMacro() {
        return useMacro;
    }
}
