package org.sokodb.solver.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.Direction;
import org.sokodb.solver.bounds.PackingOrder;
import org.sokodb.solver.deadlock.FreezeCheck;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.deadlock.PiCorrals;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.MacroMove;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;

/**
 * The forward search: best first over pushes, one state per box layout and man area.
 * Children are cut when a box would land on a dead square, freeze off a goal, or leave no
 * perfect matching of boxes to goals; the matching's cost is the lower bound. A weighted
 * best first search ({@code weight * h + g}) that stops at the first solved position it
 * generates: it proves nothing about pushes ({@link OptimalSearch} does, for
 * {@code --optimal pushes}).
 */
public final class PushSearch implements Engine {
    private final Maze maze;
    private final SearchOptions options;
    private final SearchControl control;
    private final boolean[] dead;
    private final FreezeCheck freeze;
    /** Pairs of boxes that can no longer both be pushed onto goals, with the man where he is. */
    private final PairDeadlocks pairs;
    private final int[][] dist;
    /** The bound and key of each child (shared with the other searches). */
    private final Children children;
    private final Children.Keeper keeper = this::keep;
    /** The child being made: its parent, push and push count, for {@link #keep}. */
    private int childParent;
    private int childMove;
    private int childG;
    private final ManReach reach;
    private final Zobrist zobrist;
    private final NodeStore store;
    private final BucketQueue open = new BucketQueue();
    private final int n;
    private final int[] boxes;
    private final boolean[] box;
    private final int[] indexOf;
    private final PiCorrals corrals;
    private final boolean usePiCorrals;
    private final GoalRoomTerm goalRoom;
    private final PackingOrder packing;
    /** Marks a goal macro in a node's move: then {@code from << 15 | to}, else {@code from * 4 + direction}. */
    private static final int MACRO = 1 << 30;
    private final MacroMove goalMacro;
    private final boolean useMacro;
    /** How many boxes, nearest first, get a goal macro to the next goal of the packing order. */
    private static final int MACRO_BOXES = 1;
    private final int[] path;
    private final long[] bits;
    private long expanded;
    private final Meeting meeting;
    /** A child that met the backward search: then {@link #joined} holds the whole solution. */
    private static final int JOINED = -3;
    private org.sokodb.replay.Steps joined;

    public PushSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes) {
        this(maze, options, control, memoryBytes, Meeting.none());
    }

    public PushSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes, Meeting meeting) {
        this.maze = maze;
        this.meeting = meeting;
        this.options = options;
        this.control = control;
        int[][] dist = Distances.pushesTo(maze, maze.goals);
        this.dead = Distances.dead(maze, dist);
        this.freeze = new FreezeCheck(maze, dead);
        this.pairs = options.uses("pushpairs") ? PairDeadlocks.forPushes(maze) : PairDeadlocks.none();
        this.n = maze.boxCount();
        this.dist = dist;
        this.reach = new ManReach(maze);
        this.zobrist = new Zobrist(maze.size);
        this.store = new NodeStore(maze.size, memoryBytes);
        this.boxes = new int[n];
        this.box = new boolean[maze.size];
        this.indexOf = new int[maze.size];
        this.corrals = new PiCorrals(maze, dead);
        this.usePiCorrals = options.uses("picorral");
        this.goalRoom = new GoalRoomTerm(maze, options);
        this.packing = goalRoom.packing;
        this.goalMacro = MacroMove.pushes(maze, dist);
        this.useMacro = options.uses("macro") && maze.size < (1 << 15);
        this.path = new int[maze.size + 1];
        this.bits = new long[store.words];
        // by square: with the man's side Microban 153 is not solved in 1.3M positions, without in 601k (docs/solver-log.md)
        this.children = new Children(maze, dist, n, zobrist, bits);
        meeting.register(Meeting.FORWARD, node -> pushesTo(node, MacroMove.pushes(maze, dist), new int[maze.size + 1]));
    }

    @Override
    public SearchOutcome run(long startNanos) {
        BoxBits.load(bits, maze.startBoxes);
        unpack();
        for (int b : boxes) {
            if (dead[b]) {
                return unsolvable(startNanos);
            }
        }
        int h0 = children.matching().solve(boxes, n);
        if (h0 >= Distances.UNREACHABLE) {
            return unsolvable(startNanos);
        }
        int man0 = reach.fill(maze.startMan, box);
        long rootKey = zobrist.boxes(boxes, n) ^ zobrist.man(man0);
        int root = store.add(bits, man0, rootKey, -1, -1, 0, h0);
        if (h0 == 0) {
            return found(root, startNanos);
        }
        if (met(rootKey, root)) {
            return joinedOutcome(startNanos);
        }
        open.push(root, priority(0, h0) + goalRoom.of(box));
        while (!open.isEmpty()) {
            if ((expanded & 255) == 0 || expanded >= control.nodeLimit()) {
                Optional<SearchOutcome.Ending> stop = control.reasonToStop(expanded);
                if (stop.isPresent()) {
                    return gaveUp(stop.get(), startNanos);
                }
            }
            int id = open.pop();
            int g = store.g(id);
            expanded++;
            store.boxesOf(id, bits);
            unpack();
            int child = expand(id, g);
            if (child == NodeStore.FULL) {
                return gaveUp(SearchOutcome.Ending.MEMORY, startNanos);
            }
            if (child >= 0) {
                return found(child, startNanos);
            }
            if (child == JOINED) {
                return joinedOutcome(startNanos);
            }
        }
        return unsolvable(startNanos);
    }

    private static final int NOTHING = Children.NOTHING;

    /** Generates the children of node {@code id}; a solved child's number, FULL, or NOTHING. */
    private int expand(int id, int g) {
        reach.fill(store.man(id), box);
        int restricted = usePiCorrals ? corrals.find(reach, box) : PiCorrals.ALL;
        if (restricted == 0) {
            return NOTHING; // a PI-corral that cannot be entered: dead
        }
        children.expanding(boxes, n);
        if (restricted != PiCorrals.ALL) {
            for (int k = 0; k < restricted; k++) {
                int push = corrals.pushes[k];
                int result = push(id, g, indexOf[push >>> 2], push & 3);
                if (result != NOTHING) {
                    return result;
                }
            }
            return NOTHING;
        }
        for (int i = 0; i < n; i++) {
            for (int d = 0; d < 4; d++) {
                int result = push(id, g, i, d);
                if (result != NOTHING) {
                    return result;
                }
            }
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

    /** The push of box {@code i} in direction {@code d}, when legal and not dead. */
    private int push(int id, int g, int i, int d) {
        int b = boxes[i];
        int to = maze.step(b, d);
        if (to < 0 || box[to] || dead[to] || !reach.reached(maze.step(b, d ^ 2))) {
            return NOTHING;
        }
        box[b] = false;
        box[to] = true;
        int result = child(id, g, i, b, to, b, b * 4 + d, 1);
        box[to] = false;
        box[b] = true;
        return result;
    }

    /**
     * The child where box {@code i} went from {@code from} to {@code to} in {@code cost}
     * pushes, the last made with the man on {@code manAfter}; {@code box} already shows it.
     */
    private int child(int parent, int g, int i, int from, int to, int manAfter, int move, int cost) {
        if (freeze.isDeadlock(to, box)) {
            return NOTHING;
        }
        if (pairs.isDeadlock(to, manAfter, bits, from)) {
            return NOTHING; // bits still show the box on from, not yet on to
        }
        childParent = parent;
        childMove = move;
        childG = g + cost;
        return children.make(i, from, to, manAfter, cost, box, keeper);
    }

    /** Stores and queues the child being made, unless it was met before. */
    private int keep(long[] bits, int man, long key, int h) {
        if (store.find(bits, man, key) != NodeStore.ABSENT) {
            return NOTHING;
        }
        int c = store.add(bits, man, key, childParent, childMove, childG, h);
        if (c == NodeStore.FULL) {
            return NodeStore.FULL;
        }
        if (h == 0) {
            return c;
        }
        if (met(key, c)) {
            return JOINED;
        }
        open.push(c, priority(childG, h) + goalRoom.of(box));
        return NOTHING;
    }

    private int priority(int g, int h) {
        return options.weight() * h + g;
    }

    /** Boxes from {@link #bits} into the list and the occupancy array. */
    private void unpack() {
        BoxBits.unpack(bits, boxes, box, indexOf);
    }

    /** Publishes a stored node to the backward search and joins it to the backward search's when it met it. */
    private boolean met(long key, int id) {
        meeting.publish(Meeting.FORWARD, key, id);
        Optional<org.sokodb.replay.Steps> steps = meeting.join(Meeting.FORWARD, key, id);
        steps.ifPresent(s -> joined = s);
        return steps.isPresent();
    }

    private SearchOutcome joinedOutcome(long startNanos) {
        return new SearchOutcome.Found(joined, false, expanded, SearchOutcome.since(startNanos), "meeting");
    }

    private SearchOutcome found(int id, long startNanos) {
        return new SearchOutcome.Found(PathBuilder.steps(maze.board, pushesTo(id, goalMacro, path)), false,
                expanded, SearchOutcome.since(startNanos), "forward");
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

    private SearchOutcome unsolvable(long startNanos) {
        return SearchOutcome.NotFound.unsolvable(expanded, startNanos);
    }

    private SearchOutcome gaveUp(SearchOutcome.Ending reason, long startNanos) {
        return SearchOutcome.NotFound.gaveUp(reason, expanded, startNanos);
    }

    /** Whether the goal macro is on (the default: a test guards it, since a flipped switch once hid it). */
    boolean usesGoalMacro() {
        return useMacro;
    }
}
