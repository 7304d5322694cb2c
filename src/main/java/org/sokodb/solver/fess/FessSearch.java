package org.sokodb.solver.fess;

import java.util.Optional;

import org.sokodb.solver.bounds.BlockingTargets;
import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.bounds.PackingOrder;
import org.sokodb.solver.bounds.PackingPlan;
import org.sokodb.solver.bounds.ParkingPlan;
import org.sokodb.solver.deadlock.freeze.FreezeCheck;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.deadlock.LocalDeadlocks;
import org.sokodb.solver.deadlock.PairDeadlocks;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.BoxBits;
import org.sokodb.solver.search.LayoutSearch;
import org.sokodb.solver.search.Meeting;
import org.sokodb.solver.search.NodeStore;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;
import org.sokodb.solver.search.SearchOutcome.SearchName;

/**
 * The feature-space search (FESS, after Shoham and Schaeffer): a forward search over
 * macro moves ({@link MacroPushes}) that does not rank positions by one number but
 * spreads its work over the cells of a small feature space ({@link Features}): it cycles
 * over the occupied cells and takes, from each, the cheapest move not yet taken from its
 * positions. A move's cost is its position's cost plus 0 for an advisor's move (per
 * feature, the move that improves it most) and 1 for any other; ties go to the lower
 * matching bound. Dead squares, freeze deadlocks, pair deadlocks ({@link PairDeadlocks}),
 * PI-corrals (a corral that cannot be entered is dead; when one can, only macro moves that
 * start with a push into it are made) and positions with no perfect matching are cut. Its node count is the positions
 * it weighs (every move's resulting position), comparable with the positions the push search
 * expands; the budget is checked between expansions.
 */
public final class FessSearch extends LayoutSearch {
    /** Floor squares a move's encoding has space for ({@code from << 16 | to * 4 + direction}). */
    public static final int MAX_SQUARES = 1 << 14;
    private static final int MOVE_BYTES = 8 + 8;

    private final boolean[] dead;
    private final FreezeCheck freeze;
    /** Pairs of boxes that can no longer both be pushed onto goals, with the man where he is. */
    private final PairDeadlocks pairs;
    private final Matching matching;
    private final GoalWalls goalWalls;
    /** The matching of the position being expanded (its frozen goal boxes as walls). */
    private Matching active;
    /** The pushes a PI-corral of the position being expanded leaves. */
    private final CorralPushes corral;
    private final Features features;
    private final MacroPushes macro;
    private final NextGoal nextGoal;
    /** Whether the approach advisor ({@link NextGoal}) proposes moves ({@code approach} switches it off). */
    private final boolean approach;
    /** Groups of boxes jammed together that cannot be solved, or null when off. */
    private final LocalDeadlocks local;
    /** The deadlock sets learned from dead ends, shared with the other forward searches of the level. */
    private final LearnedDeadlocks learned;
    private final DeadEndTally tally = new DeadEndTally();
    /** Push distances to the goal the plan fills next in the position being expanded, or null. */
    private int[] toNext;
    /** Boxes in other boxes' way, or null with {@code hotspot} switched off. */
    private final Hotspots hotspots;
    /** The hotspot of the position being expanded (a box index), or -1. */
    private int hot = -1;
    /** The bound of the position being expanded, and the target its matching gives each box. */
    private int bound;
    private final int[] matched;
    private final CellRing ring = new CellRing();
    private final long maxMoves;
    /** The moves weighed and queued, each numbered (the cell ring holds their numbers). */
    private final MoveList moves = new MoveList();
    private final Candidates candidates;
    /** The pushes of the way to a stored position, walked again from its chain of macro moves. */
    private final MacroPath path;
    /** Where the pull search meets this one. */
    private final FessMeeting meeting;
    private static final int JOINED = -3;
    /**
     * Whether the moves weighed now need their groundwork count, their space connectivity and
     * their out-of-plan count: not a feature whose value is 0 in the position expanded, since
     * no move can lower it and its advisor proposes none (the search is the same).
     */
    private boolean countWay;
    private boolean countObstructed;
    private boolean countOutOfPlan;

    public FessSearch(Maze maze, SearchControl control, long memoryBytes) {
        this(maze, SearchOptions.FAST, control, memoryBytes);
    }

    /** With techniques switched off by {@code options} (for measuring them). */
    public FessSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes) {
        this(maze, options, control, memoryBytes, Meeting.none());
    }

    /**
     * A FESS that meets the pull search: it publishes every position it stores to the
     * forward table of {@code meeting} (after the push search's, which stay there), joins a
     * stored position the pull search had stored, and stores at once a move it weighs whose
     * position the pull search had stored.
     */
    public FessSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes, Meeting meeting) {
        this(maze, options, control, memoryBytes, meeting,
                options.learned(maze));
    }

    /** With the deadlock sets {@code learned} shared with the level's other forward searches. */
    public FessSearch(Maze maze, SearchOptions options, SearchControl control, long memoryBytes, Meeting meeting,
            LearnedDeadlocks learned) {
        super(checked(maze, "FESS's moves"), control, memoryBytes / 2, false);
        this.learned = learned;
        int[][] dist = Distances.pushesTo(maze, maze.goals);
        this.dead = Distances.dead(maze, dist);
        this.freeze = new FreezeCheck(maze, dead);
        this.pairs = options.uses("fesspairs") ? PairDeadlocks.forPushes(maze) : PairDeadlocks.none();
        this.local = options.uses("local") ? LocalDeadlocks.forPushes(maze) : null;
        this.matching = new Matching(dist, n);
        this.goalWalls = new GoalWalls(maze, freeze, matching);
        this.active = matching;
        this.maxMoves = memoryBytes / 2 / MOVE_BYTES;
        this.corral = new CorralPushes(maze, dead);
        PackingPlan plan = options.uses("park") ? ParkingPlan.of(maze) : PackingOrder.leaving(maze);
        this.nextGoal = new NextGoal(maze, plan, dist);
        this.approach = options.uses("approach");
        this.hotspots = options.uses("hotspot") ? new Hotspots(maze, dist) : null;
        this.features = new Features(maze, plan, options.uses("groundwork"), options.uses("goinground"),
                BlockingTargets.withMan(maze, maze.goals, maze.startBoxes));
        this.macro = new MacroPushes(maze, dead);
        this.candidates = new Candidates();
        this.path = new MacroPath(maze, store);
        this.matched = new int[n];
        boolean publishWeighed = options.uses("meetweighed");
        this.meeting = new FessMeeting(meeting.secondForward(node -> path.to(node, new MacroPushes(maze, dead)),
                publishWeighed ? move -> path.through(moves, move, new MacroPushes(maze, dead)) : null),
                publishWeighed);
    }

    /**
     * The maze, unless its squares are more than a move's encoding has space for (the limit of
     * the packing-order searches' macro moves too); {@code moves} names the moves in the message.
     */
    public static Maze checked(Maze maze, String moves) {
        if (maze.size >= MAX_SQUARES) {
            throw new IllegalArgumentException("too many floor squares for " + moves + ": " + maze.size);
        }
        return maze;
    }

    @Override
    public SearchOutcome run(long startNanos) {
        if (load(maze.startBoxes, dead) || matching.solve(boxes, n) >= Distances.UNREACHABLE) {
            return unsolvable(startNanos);
        }
        int root = storeStart(cellOf());
        if (solved()) {
            return found(root, startNanos);
        }
        int result = meeting.met(startKey, root) ? JOINED : generate(root, 0);
        while (result == NOTHING && !ring.isEmpty()) {
            Optional<SearchOutcome.Ending> stop = control.reasonToStop(nodes);
            if (stop.isPresent()) {
                return gaveUp(stop.get(), startNanos);
            }
            long item = ring.takeNext();
            result = take((int) item, (int) (item >>> 48));
        }
        if (result == NodeStore.FULL) {
            return gaveUp(SearchOutcome.Ending.MEMORY, startNanos);
        }
        if (result == JOINED) {
            return new SearchOutcome.Found(meeting.joined(), false, nodes, SearchOutcome.since(startNanos), SearchName.MEETING);
        }
        if (result >= 0) {
            return found(result, startNanos);
        }
        return unsolvable(startNanos);
    }

    private static final int NOTHING = -2;

    /** Makes move {@code index} at cost {@code cost}: the new position's moves join its cell. */
    private int take(int index, int cost) {
        int parent = moves.parent(index);
        int code = moves.code(index);
        store.boxesOf(parent, bits);
        unpack();
        int from = code >>> 16;
        int to = (code & 0xFFFF) >>> 2;
        box[from] = false;
        box[to] = true;
        BoxBits.flip(bits, from);
        BoxBits.flip(bits, to);
        int man = reach.fill(maze.step(to, (code & 3) ^ 2), box);
        long key = zobrist.pushed(zobrist.boxes(boxes, n), from, to, man);
        if (store.find(bits, man, key) != NodeStore.ABSENT) {
            return NOTHING;
        }
        unpack();
        int child = store.add(bits, man, key, parent, code, cost, cellOf());
        if (child == NodeStore.FULL) {
            return NodeStore.FULL;
        }
        if (solved()) {
            return child;
        }
        if (meeting.met(key, child)) {
            return JOINED;
        }
        return generate(child, cost);
    }

    /**
     * Lists the moves of stored position {@code id} ({@link #box} shows it) with their
     * costs; returns FULL when the move table is full, else NOTHING. {@link #reach} holds the
     * man's area in it: both callers have just filled it to name the position.
     */
    private int generate(int id, int cost) {
        int man = store.man(id);
        if (!corral.restrict(reach, box)) {
            learned.deadEnd(man, box);
            return NOTHING; // a PI-corral no push can enter: dead
        }
        int cell = store.h(id);
        active = goalWalls.matchingFor(boxes, box);
        bound = active.solve(boxes, n);
        if (bound >= Distances.UNREACHABLE) {
            corral.clear();
            return NOTHING;
        }
        active.targets(matched);
        if (hotspots != null) {
            hotspots.measure(boxes, n, active);
            hot = hotspots.hottest();
        }
        long boxKey = zobrist.boxes(boxes, n);
        int packed = Features.packingOf(cell);
        toNext = approach ? nextGoal.distancesAfter(packed) : null;
        int nearest = toNext == null ? Distances.UNREACHABLE : nextGoal.nearest(toNext, boxes, n, packed);
        int inTheWay = features.inTheWay(box, boxKey);
        countWay = inTheWay > 0;
        countObstructed = Features.roomConnectivityOf(cell) > 0;
        countOutOfPlan = Features.outOfPlanOf(cell) > 0;
        candidates.clear();
        int firstMove = moves.size();
        tally.start();
        for (int i = 0; i < n; i++) {
            int b = boxes[i];
            if (!corral.mayMove(b)) {
                continue; // a box outside the PI-corral: none of its moves would be kept, so no walk
            }
            int reached = macro.walk(box, man, b, reach);
            tally.walked(reached);
            for (int k = 0; k < reached; k++) {
                int state = macro.state(k);
                if (!corral.allows(macro.firstPush(state))) {
                    continue;
                }
                candidate(i, b, state, boxKey, cell);
            }
        }
        corral.clear();
        tally.report(learned, man, box);
        candidates.markAdvisors(Features.packingOf(cell), Features.roomConnectivityOf(cell),
                Features.connectivityOf(cell), Features.outOfPlanOf(cell), nearest,
                inTheWay);
        for (int c = 0; c < candidates.size(); c++) {
            if (moves.size() >= maxMoves) {
                return NodeStore.FULL;
            }
            int moveCost = Math.min(cost + candidates.weight(c), (1 << 15) - 1);
            int index = moves.add(id, candidates.code(c));
            ring.add(cell, (long) moveCost << 48 | (long) Math.min(candidates.bound(c), 0xFFFF) << 32 | index);
        }
        int meets = meeting.meetingMove(candidates);
        if (meets >= 0) {
            // a move to a position the pull search stored: taken now, out of turn, to join the two
            return take(moves.add(id, meets), cost);
        }
        meeting.publishWeighed(candidates, firstMove);
        return NOTHING;
    }

    /** Weighs the move of box {@code i} from {@code from} to the walk's {@code state}, unless it is cut. */
    private void candidate(int i, int from, int state, long boxKey, int parentCell) {
        int to = state >>> 2;
        nodes++; // a position weighed: the node count
        box[from] = false;
        box[to] = true;
        try {
            // a position listed or stored already is cut whatever else is true of it: asked
            // first, so that the deadlock checks weigh new positions only (the same moves are
            // kept in either order; a dead move's position is not listed)
            int behind = macro.manBehind(state);
            int man = macro.manArea(state);
            long key = zobrist.pushed(boxKey, from, to, man);
            if (candidates.listed(key)) {
                tally.alive();
                return;
            }
            BoxBits.flip(bits, from);
            BoxBits.flip(bits, to);
            boolean stored = store.find(bits, man, key) != NodeStore.ABSENT;
            BoxBits.flip(bits, from);
            BoxBits.flip(bits, to);
            if (stored) {
                tally.alive();
                return;
            }
            if (freeze.isDeadlock(to, box)) {
                return;
            }
            if (pairs.isDeadlock(to, behind, bits, from)) {
                return; // bits still show the box on from
            }
            if (local != null && local.isDeadlock(to, behind, box)) {
                return;
            }
            if (learned.isDeadlock(to, behind, box)) {
                return;
            }
            candidates.list(key);
            int h = boundAfter(i, from, to, macro.pushCount(state));
            if (h >= Distances.UNREACHABLE) {
                return;
            }
            tally.alive();
            candidates.add(key, from << 16 | state, h, features.packing(box),
                    countObstructed ? features.roomConnectivity(box) : 0,
                    Math.min(255, macro.graph().regions(to)), countOutOfPlan ? features.outOfPlan(box) : 0,
                    toNext == null ? Distances.UNREACHABLE : toNext[to],
                    i == hot ? hotspots.heat(i, from) - hotspots.heat(i, to) : 0,
                    countWay ? features.inTheWay(box, zobrist.moved(boxKey, from, to)) : 0);
        } finally {
            box[to] = false;
            box[from] = true;
        }
    }

    /**
     * The bound after box {@code i} went from {@code from} to {@code to} in {@code pushes}
     * pushes: that many less than the position's when they brought it that much closer to
     * its own target in the active matching (no box's distance to any target falls by more
     * than one per push, so that matching is still a cheapest one), else the matching
     * repaired for the moved box.
     */
    private int boundAfter(int i, int from, int to, int pushes) {
        int target = matched[i];
        if (active.distance(target, to) == active.distance(target, from) - pushes) {
            return bound - pushes;
        }
        return active.costAfterMove(i, to);
    }

    /** The positions stored so far (for {@code bench/FessFrontier.java}, which looks at them after a run). */
    public NodeStore positions() {
        return store;
    }

    /** The steps of the packing plan done by stored position {@code id} (its packed feature). */
    public int stepsDone(int id) {
        return Features.packingOf(store.h(id));
    }

    private int cellOf() {
        return Features.cell(features.packing(box), features.roomConnectivity(box), features.connectivity(box),
                features.outOfPlan(box));
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
        return found(path.to(id, macro), false, startNanos, SearchName.FESS);
    }
}
