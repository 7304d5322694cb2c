package org.sokodb.solver.fess;

import java.util.Optional;

import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.bounds.PackingPlan;
import org.sokodb.solver.bounds.ParkingPlan;
import org.sokodb.solver.deadlock.FreezeCheck;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.BoxBits;
import org.sokodb.solver.search.LayoutSearch;
import org.sokodb.solver.search.LongHeap;
import org.sokodb.solver.search.NodeStore;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOutcome;

/**
 * The packing-order search (the idea of YASS's "packing order search", by Brian Damgaard, as
 * Tim Wheeler put it in plain words in "Packing Order Search for Sokoban", 2022; our own
 * version): a forward search over two kinds of macro move only, guided by the packing plan
 * FESS follows, found backwards from the solved position ({@link ParkingPlan}).
 *
 * <ul>
 * <li>a <b>packing move</b> pushes a box, as often as it takes, onto the square the plan
 * fills next (the parked box alone, when the next step takes a parked box on);
 * <li>a <b>clearing move</b> pushes a box off the goals, to make room for the others: as far
 * as it can go from where it stands ({@link Clearing#FARTHEST}), or anywhere its walk reaches
 * ({@link Clearing#ANY}).
 * </ul>
 *
 * Boxes the plan keeps in place are not moved again. Positions are taken best first: the
 * most steps of the plan done, then the fewest macro moves, then the lowest matching bound;
 * so a packing move is always tried before any clearing, and the clearing moves of one step
 * are searched breadth first. Dead squares, freeze deadlocks, pair deadlocks and positions with
 * no perfect matching are cut. Its moves are a small part of all moves: when it has taken every
 * position it can reach, or has gone a given number of positions without doing a step of the
 * plan further, it has proved nothing and ends {@link SearchOutcome.Ending#EXHAUSTED}, giving
 * way to the other searches. Its node count is the positions it weighs (every move's resulting
 * position, as FESS counts).
 */
public final class PackingSearch extends LayoutSearch {
    /** Bits of the macro-move count and of the bound in an open-list key. */
    private static final int G_BITS = 20;
    private static final int H_BITS = 20;

    private final PackingPlan plan;
    private final boolean[] dead;
    private final FreezeCheck freeze;
    private final PairDeadlocks pairs;
    private final Matching matching;
    private final MacroPushes macro;
    private final MacroPath path;
    private final LongHeap open = LongHeap.withValues();
    private final int[] matched;
    private final boolean farthestOnly;
    private final long stall;
    /** The node count when {@link #bestPacked} last rose. */
    private long risen;
    /** The bound of the position being expanded. */
    private int bound;
    /** The most steps of the plan any stored position has done (for the tests and the log). */
    private int bestPacked;

    /** Which squares a clearing move may take a box to. */
    public enum Clearing {
        /**
         * The squares its walk reaches in the most pushes, off the goals: as YASS's search, few
         * moves, so a level whose boxes need only that is solved in a few hundred positions,
         * and one that needs more is given up as soon.
         */
        FARTHEST,
        /** Every square its walk reaches off the goals: more levels, many more positions per step. */
        ANY
    }

    /**
     * The search with the plan of FESS ({@link ParkingPlan}), clearing moves as {@code clearing},
     * giving way ({@link SearchOutcome.Ending#EXHAUSTED}) after {@code stall} positions weighed
     * with no step of the plan done further than before ({@link Long#MAX_VALUE}: never).
     */
    public PackingSearch(Maze maze, Clearing clearing, long stall, SearchControl control, long memoryBytes) {
        this(maze, ParkingPlan.of(maze), clearing, stall, control, memoryBytes);
    }

    /** With the plan given (the tests hand it a plan of their own). */
    public PackingSearch(Maze maze, PackingPlan plan, Clearing clearing, long stall, SearchControl control,
            long memoryBytes) {
        super(checked(maze), control, memoryBytes, false);
        this.plan = plan;
        this.farthestOnly = clearing == Clearing.FARTHEST;
        this.stall = stall;
        int[][] dist = Distances.pushesTo(maze, maze.goals);
        this.dead = Distances.dead(maze, dist);
        this.freeze = new FreezeCheck(maze, dead);
        this.pairs = PairDeadlocks.forPushes(maze);
        this.matching = new Matching(dist, n);
        this.macro = new MacroPushes(maze, dead);
        this.path = new MacroPath(maze, store, new MoveList());
        this.matched = new int[n];
    }

    private static Maze checked(Maze maze) {
        if (maze.size >= FessSearch.MAX_SQUARES) {
            throw new IllegalArgumentException("too many floor squares for macro moves: " + maze.size);
        }
        return maze;
    }

    @Override
    public SearchOutcome run(long startNanos) {
        if (load(maze.startBoxes, dead) || matching.solve(boxes, n) >= Distances.UNREACHABLE) {
            return unsolvable(startNanos);
        }
        int man0 = reach.fill(maze.startMan, box);
        long key = zobrist.boxes(boxes, n) ^ zobrist.man(man0);
        int packed = plan.packed(box);
        int root = store.add(bits, man0, key, -1, -1, 0, packed);
        if (root == NodeStore.FULL) {
            return gaveUp(SearchOutcome.Ending.MEMORY, startNanos);
        }
        if (solved()) {
            return found(root, startNanos);
        }
        bestPacked = packed;
        queue(root, packed, 0, 0);
        while (!open.isEmpty()) {
            Optional<SearchOutcome.Ending> stop = control.reasonToStop(nodes);
            if (stop.isPresent()) {
                return gaveUp(stop.get(), startNanos);
            }
            if (nodes - risen > stall) {
                return gaveUp(SearchOutcome.Ending.EXHAUSTED, startNanos); // stalled: giving way
            }
            int id = open.peekValue();
            open.pop();
            int result = expand(id);
            if (result == NodeStore.FULL) {
                return gaveUp(SearchOutcome.Ending.MEMORY, startNanos);
            }
            if (result >= 0) {
                return found(result, startNanos);
            }
        }
        return gaveUp(SearchOutcome.Ending.EXHAUSTED, startNanos);
    }

    private static final int NOTHING = -2;

    /** Queues position {@code id}: the fewest steps of the plan left first, then the fewest macro moves, then the bound. */
    private void queue(int id, int packed, int g, int h) {
        long remaining = plan.length() - packed;
        open.push(remaining << (G_BITS + H_BITS) | (long) Math.min(g, (1 << G_BITS) - 1) << H_BITS
                | Math.min(h, (1 << H_BITS) - 1), id);
    }

    /** Stores the children of position {@code id}; a solved child's number, FULL, or NOTHING. */
    private int expand(int id) {
        store.boxesOf(id, bits);
        unpack();
        int man = store.man(id);
        reach.fill(man, box);
        bound = matching.solve(boxes, n);
        if (bound >= Distances.UNREACHABLE) {
            return NOTHING;
        }
        matching.targets(matched);
        int packed = store.h(id);
        int g = store.g(id) + 1;
        int target = packed < plan.length() ? plan.target(packed) : Maze.NONE;
        int parked = plan instanceof ParkingPlan parking && packed < plan.length() ? parking.from(packed) : Maze.NONE;
        long boxKey = zobrist.boxes(boxes, n);
        for (int i = 0; i < n; i++) {
            int b = boxes[i];
            if (plan.settled(b, packed)) {
                continue; // where the plan keeps it
            }
            int reached = macro.walk(box, man, b, reach);
            if (reached == 0) {
                continue;
            }
            boolean packs = target != Maze.NONE && !box[target] && (parked == Maze.NONE || parked == b);
            int farthest = 0;
            for (int k = 0; farthestOnly && k < reached; k++) {
                farthest = Math.max(farthest, macro.pushCount(macro.state(k)));
            }
            for (int k = 0; k < reached; k++) {
                int state = macro.state(k);
                boolean packing = packs && state >>> 2 == target;
                if (!packing && (maze.goal[state >>> 2] || macro.pushCount(state) < farthest)) {
                    continue;
                }
                int child = child(id, i, b, state, g, boxKey);
                if (child != NOTHING) {
                    return child;
                }
            }
        }
        return NOTHING;
    }

    /**
     * Weighs the move of box {@code i} from {@code from} to the walk's {@code state}: stores
     * and queues its position unless it is known or dead. The position's number when solved,
     * FULL, or NOTHING.
     */
    private int child(int parent, int i, int from, int state, int g, long boxKey) {
        int to = state >>> 2;
        nodes++;
        box[from] = false;
        box[to] = true;
        try {
            int behind = maze.step(to, (state & 3) ^ 2);
            int man = macro.graph().smallest(to, behind);
            long key = boxKey ^ zobrist.box(from) ^ zobrist.box(to) ^ zobrist.man(man);
            BoxBits.flip(bits, from);
            BoxBits.flip(bits, to);
            boolean stored = store.find(bits, man, key) != NodeStore.ABSENT;
            BoxBits.flip(bits, from);
            BoxBits.flip(bits, to);
            if (stored || freeze.isDeadlock(to, box) || pairs.isDeadlock(to, behind, bits, from)) {
                return NOTHING; // bits still show the box on from, as the pair table asks
            }
            int h = matching.costAfterMove(i, to);
            if (h >= Distances.UNREACHABLE) {
                return NOTHING;
            }
            int packed = plan.packed(box);
            BoxBits.flip(bits, from);
            BoxBits.flip(bits, to);
            int child = store.add(bits, man, key, parent, from << 16 | state, g, packed);
            BoxBits.flip(bits, from);
            BoxBits.flip(bits, to);
            if (child == NodeStore.FULL) {
                return NodeStore.FULL;
            }
            if (packed > bestPacked) {
                bestPacked = packed;
                risen = nodes;
            }
            if (packed == plan.length() && allOnGoals()) {
                return child;
            }
            queue(child, packed, g, h);
            return NOTHING;
        } finally {
            box[to] = false;
            box[from] = true;
        }
    }

    /** The most steps of the plan a position stored so far has done. */
    public int bestPacked() {
        return bestPacked;
    }

    /** The positions stored so far. */
    public NodeStore positions() {
        return store;
    }

    /** The plan the search follows. */
    public PackingPlan plan() {
        return plan;
    }

    private boolean allOnGoals() {
        for (int s = 0; s < maze.size; s++) {
            if (box[s] && !maze.goal[s]) {
                return false;
            }
        }
        return true;
    }

    private boolean solved() {
        for (int b : boxes) {
            if (!maze.goal[b]) {
                return false;
            }
        }
        return true;
    }

    private SearchOutcome found(int id, long startNanos) {
        return found(path.to(id, macro), false, startNanos, "packing");
    }
}
