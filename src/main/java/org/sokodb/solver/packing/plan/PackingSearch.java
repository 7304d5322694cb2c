package org.sokodb.solver.packing.plan;

import java.util.Optional;

import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.bounds.PackingPlan;
import org.sokodb.solver.bounds.ParkingPlan;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.deadlock.LocalDeadlocks;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.deadlock.PiCorrals;
import org.sokodb.solver.fess.FessSearch;
import org.sokodb.solver.fess.MacroPath;
import org.sokodb.solver.fess.MacroPushes;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.BoxBits;
import org.sokodb.solver.search.LayoutSearch;
import org.sokodb.solver.search.NodeStore;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOutcome;
import org.sokodb.solver.search.SearchOutcome.SearchName;

/**
 * The packing-order search (the idea of YASS's "packing order search", by Brian Damgaard, as
 * Tim Wheeler put it in plain words in "Packing Order Search for Sokoban", 2022; our own
 * version): a forward search over macro moves of two kinds only, guided by the packing plan
 * FESS follows, found backwards from the solved position ({@link ParkingPlan}).
 *
 * <ul>
 * <li>a <b>packing move</b> pushes a box, as often as it takes, onto the square the plan fills
 * next (the parked box alone, when the next step takes a parked box on);
 * <li>a <b>clearing move</b> pushes a box elsewhere, to make room, as {@link Clearing} says:
 * off the goals, to its farthest squares or to any; or first the boxes in the way of the next
 * step ({@link BoxWay}), to any square their walks reach, goals too, and only then the others.
 * </ul>
 *
 * Boxes the plan keeps in place are not moved again. Positions are taken in the order of
 * {@link PackingQueue}, most steps done first; in the way's orders each position in three
 * passes, each queued by its own count (its packing moves, then the clearing moves of the boxes
 * in the way, then those of the others), so that its last resorts come long after its packing
 * moves. Dead squares, freeze and pair deadlocks and no perfect matching cut positions, also
 * none round the goals packed for good ({@link StepWalls}); in the way's orders also jams of a
 * few boxes ({@link LocalDeadlocks}) and corrals with no push in ({@link PiCorrals}).
 *
 * <p>Its moves are a small part of all moves: when it has taken every position it can reach,
 * or has gone a given number of positions without doing a step of the plan further, it has
 * proved nothing and ends {@link SearchOutcome.Ending#EXHAUSTED}, giving way to the other
 * searches. Its node count is the positions it weighs (every move's resulting position, as
 * FESS counts).
 */
public final class PackingSearch extends LayoutSearch {
    private static final int NOTHING = -2;
    /** The passes of a position's expansion in the way's order, above its number in the open list's value. */
    private static final int PACKING = 0;
    private static final int CLEARING = 1;
    private static final int REST = 2;
    private static final int PASS_SHIFT = 29;
    /** A position's way count for its clearing moves, its packing moves made; and added to it for the others' moves. */
    private static final int AGAIN = 2;
    private static final int AGAIN_REST = 2;

    private final PackingPlan plan;
    private final Clearing clearing;
    private final boolean byWay;
    private final boolean[] dead;
    private final FreezeCheck freeze;
    private final PairDeadlocks pairs;
    private final LocalDeadlocks local;
    private final PiCorrals corrals;
    /** The deadlock sets learned from dead ends, shared with the other forward searches of the level. */
    private final LearnedDeadlocks learned;
    private final Matching matching;
    private final MacroPushes macro;
    private final MacroPath path;
    private final PackingQueue open;
    private final StepWay way;
    private final StepWalls walls;
    private final int[] matched;
    private final long stall;
    /** The node count when {@link #bestPacked} last rose. */
    private long risen;
    /** The bound of the position being expanded. */
    private int bound;
    /** The most steps of the plan any stored position has done. */
    private int bestPacked;

    /** Which clearing moves the search makes, and how it orders its positions ({@link PackingQueue}). */
    public enum Clearing {
        /**
         * Off the goals, to the squares its walk reaches in the most pushes (as YASS's search): a
         * level whose boxes need only that is solved in a few hundred positions, one needing more given up as soon.
         */
        FARTHEST,
        /** Off the goals, to every square its walk reaches: more levels, many more positions per step. */
        ANY,
        /** The boxes in the way of the next step first, anywhere; positions by steps left, then boxes in the way. */
        WAY,
        /** As {@link #WAY}, positions by one score, with a rover that takes back a wrong early step. */
        ROVER
    }

    /**
     * The search with the plan of FESS ({@link ParkingPlan}), clearing moves as {@code clearing},
     * giving way ({@link SearchOutcome.Ending#EXHAUSTED}) after {@code stall} positions weighed
     * with no step of the plan done further than before ({@link Long#MAX_VALUE}: never).
     */
    public PackingSearch(Maze maze, Clearing clearing, long stall, SearchControl control, long memoryBytes) {
        this(maze, clearing, stall, control, memoryBytes, LearnedDeadlocks.of(maze));
    }

    /** With the deadlock sets {@code learned} shared with the level's other forward searches. */
    public PackingSearch(Maze maze, Clearing clearing, long stall, SearchControl control, long memoryBytes,
            LearnedDeadlocks learned) {
        this(maze, ParkingPlan.of(maze), clearing, stall, control, memoryBytes, learned);
    }

    /** With the plan given (the tests hand it a plan of their own). */
    public PackingSearch(Maze maze, PackingPlan plan, Clearing clearing, long stall, SearchControl control,
            long memoryBytes) {
        this(maze, plan, clearing, stall, control, memoryBytes, LearnedDeadlocks.of(maze));
    }

    private PackingSearch(Maze maze, PackingPlan plan, Clearing clearing, long stall, SearchControl control,
            long memoryBytes, LearnedDeadlocks learned) {
        super(FessSearch.checked(maze, "macro moves"), control, memoryBytes, false);
        this.learned = learned;
        this.plan = plan;
        this.clearing = clearing;
        this.open = new PackingQueue(clearing);
        this.byWay = clearing == Clearing.WAY || clearing == Clearing.ROVER;
        this.stall = stall;
        int[][] dist = Distances.pushesTo(maze, maze.goals);
        this.dead = Distances.dead(maze, dist);
        this.freeze = new FreezeCheck(maze, dead);
        this.pairs = PairDeadlocks.forPushes(maze);
        this.local = byWay ? LocalDeadlocks.forPushes(maze) : null;
        this.corrals = byWay ? new PiCorrals(maze, dead) : null;
        this.matching = new Matching(dist, n);
        this.macro = new MacroPushes(maze, dead);
        this.path = new MacroPath(maze, store);
        this.way = byWay ? new StepWay(maze, plan, dead, pairs) : null;
        this.matched = new int[n];
        this.walls = new StepWalls(maze, plan);
    }

    @Override
    public SearchOutcome run(long startNanos) {
        if (load(maze.startBoxes, dead) || matching.solve(boxes, n) >= Distances.UNREACHABLE) {
            return unsolvable(startNanos);
        }
        int packed = plan.packed(box);
        int root = storeStart(packed);
        if (root == NodeStore.FULL) {
            return gaveUp(SearchOutcome.Ending.MEMORY, startNanos);
        }
        if (allOnGoals()) {
            return found(root, startNanos);
        }
        bestPacked = packed;
        if (byWay) {
            queue(root, PACKING, packed, way.count(box, packed, maze.startMan, PackingQueue.MOST_IN_WAY), 0, 0);
        } else {
            queue(root, PACKING, packed, 0, 0, 0);
        }
        while (!open.isEmpty()) {
            Optional<SearchOutcome.Ending> stop = control.reasonToStop(nodes);
            if (stop.isPresent()) {
                return gaveUp(stop.get(), startNanos);
            }
            if (nodes - risen > stall) {
                return gaveUp(SearchOutcome.Ending.EXHAUSTED, startNanos); // stalled: giving way
            }
            int value = open.pop();
            int result = byWay ? expandWay(value & ((1 << PASS_SHIFT) - 1), value >>> PASS_SHIFT) : expand(value);
            if (result == NodeStore.FULL) {
                return gaveUp(SearchOutcome.Ending.MEMORY, startNanos);
            }
            if (result >= 0) {
                return found(result, startNanos);
            }
        }
        return gaveUp(SearchOutcome.Ending.EXHAUSTED, startNanos);
    }

    /** Queues pass {@code pass} of position {@code id}, {@code packed} steps done, with its way's count, moves and bound. */
    private void queue(int id, int pass, int packed, int inWayCount, int g, int h) {
        open.push(pass << PASS_SHIFT | id, plan.length() - packed, inWayCount, g, h);
    }

    /** Position {@code id}'s boxes unpacked and the man's reach filled; the man's square. */
    private int enter(int id) {
        store.boxesOf(id, bits);
        unpack();
        reach.fill(store.man(id), box);
        return store.man(id);
    }

    /** Whether the boxes can still all reach goals; if so, the bound and each box's matched goal are set. */
    private boolean matchable() {
        bound = matching.solve(boxes, n);
        if (bound < Distances.UNREACHABLE) {
            matching.targets(matched);
        }
        return bound < Distances.UNREACHABLE;
    }

    /** Stores the children of position {@code id} (farthest or any clearing); a solved child's number, FULL, or NOTHING. */
    private int expand(int id) {
        int man = enter(id);
        if (!matchable()) {
            return NOTHING;
        }
        int packed = store.h(id);
        int g = store.g(id) + 1;
        int target = packed < plan.length() ? plan.target(packed) : Maze.NONE;
        int parked = parked(packed);
        long boxKey = zobrist.boxes(boxes, n);
        boolean farthestOnly = clearing == Clearing.FARTHEST;
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
     * Pass {@code pass} of position {@code id} in the way's order: its packing moves (when it has
     * some, it is queued again for its clearing moves); the clearing moves of the boxes in the way
     * of the next step (queued again for the others' when the way lifted some); those of the
     * other boxes the plan does not keep in place. A pass with nothing to do goes on to the next.
     */
    private int expandWay(int id, int pass) {
        int man = enter(id);
        if (pass == PACKING && corrals.find(reach, box) == 0) {
            learned.deadEnd(man, box);
            return NOTHING; // a corral with boxes to move and no push into it: dead
        }
        if (!matchable()) {
            return NOTHING;
        }
        int packed = store.h(id);
        int g = store.g(id) + 1;
        int target = packed < plan.length() ? plan.target(packed) : Maze.NONE;
        long boxKey = zobrist.boxes(boxes, n);
        if (pass == PACKING) {
            int parked = parked(packed);
            boolean packs = false;
            for (int i = 0; i < n && target != Maze.NONE && !box[target]; i++) {
                int b = boxes[i];
                if (plan.settled(b, packed) || (parked != Maze.NONE && parked != b)) {
                    continue;
                }
                int reached = macro.walk(box, man, b, reach);
                for (int k = 0; k < reached; k++) {
                    int state = macro.state(k);
                    if (state >>> 2 == target) {
                        packs = true;
                        int child = child(id, i, b, state, g, boxKey);
                        if (child != NOTHING) {
                            return child;
                        }
                    }
                }
            }
            if (packs) {
                queue(id, CLEARING, packed, AGAIN, g - 1, bound);
                return NOTHING;
            }
            pass = CLEARING;
        }
        int lifted = way.mark(box, boxes, packed, man);
        if (pass == REST) {
            way.others(boxes, packed);
        } else if (lifted > 0) {
            queue(id, REST, packed, lifted + AGAIN_REST, g - 1, bound);
        }
        for (int i = 0; i < n; i++) {
            int b = boxes[i];
            if (!way.marked(b)) {
                continue;
            }
            int reached = macro.walk(box, man, b, reach);
            for (int k = 0; k < reached; k++) {
                int state = macro.state(k);
                if (state >>> 2 == target) {
                    continue; // a packing move, made in the first pass
                }
                int child = child(id, i, b, state, g, boxKey);
                if (child != NOTHING) {
                    return child;
                }
            }
        }
        return NOTHING;
    }

    /** The parked box the step after {@code packed} takes on to its square, or {@link Maze#NONE}. */
    private int parked(int packed) {
        return plan instanceof ParkingPlan parking && packed < plan.length() ? parking.from(packed) : Maze.NONE;
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
            int behind = macro.manBehind(state);
            int man = macro.manArea(state);
            long key = zobrist.pushed(boxKey, from, to, man);
            BoxBits.flip(bits, from);
            BoxBits.flip(bits, to);
            boolean stored = store.find(bits, man, key) != NodeStore.ABSENT;
            BoxBits.flip(bits, from);
            BoxBits.flip(bits, to);
            if (stored || freeze.isDeadlock(to, box) || pairs.isDeadlock(to, behind, bits, from)
                    || (local != null && local.isDeadlock(to, behind, box)) || learned.isDeadlock(to, behind, box)) {
                return NOTHING; // bits still show the box on from, as the pair table asks
            }
            int h = matching.costAfterMove(i, to);
            if (h >= Distances.UNREACHABLE) {
                return NOTHING;
            }
            int packed = plan.packed(box);
            if (!walls.matchable(boxes, i, to, packed)) {
                return NOTHING; // the goals packed for good shut the boxes left out
            }
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
            queue(child, PACKING, packed, byWay ? way.count(box, packed, behind, PackingQueue.MOST_IN_WAY) : 0, g, h);
            return NOTHING;
        } finally {
            box[to] = false;
            box[from] = true;
        }
    }

    /** How far along its plan the search has got so far (for the log of {@code bench/SearchBudget.java}). */
    public PlanProgress progress() {
        return new PlanProgress(bestPacked, plan.length());
    }

    private boolean allOnGoals() {
        for (int s = 0; s < maze.size; s++) {
            if (box[s] && !maze.goal[s]) {
                return false;
            }
        }
        return true;
    }

    private SearchOutcome found(int id, long startNanos) {
        return found(path.to(id, macro), false, startNanos, SearchName.PACKING);
    }
}
