package org.sokodb.solver.packing;

import java.util.BitSet;
import java.util.Optional;

import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.deadlock.sets.LearnedDeadlocks;
import org.sokodb.solver.deadlock.PiCorrals;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.ManReach;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.BoxBits;
import org.sokodb.solver.search.LayoutSearch;
import org.sokodb.solver.search.NodeStore;
import org.sokodb.solver.search.RoverQueue;
import org.sokodb.solver.search.SearchControl;
import org.sokodb.solver.search.SearchOptions;
import org.sokodb.solver.search.SearchOutcome;
import org.sokodb.solver.search.SearchOutcome.SearchName;

/**
 * The search that follows a {@link PhaseOrder} (YASS's packing-order search, written anew): best
 * first over single pushes of any box, nothing frozen. A position is in a phase: the start in
 * the highest, and a position goes down past the phases whose targets all hold boxes; a push that
 * takes a box off a target of its phase or an earlier one sends it back to that target's phase
 * ({@link PhaseTables#retreat}). The score ({@link PhaseScore}) counts the targets filled in order
 * first, then pushes and a simple bound. A push that brings its box nearer an empty target of
 * the phase is free (it does not count as a push in the score), and a child scoring no worse
 * than its parent and the open list's best is expanded at once, depth first, so a box walks to
 * its target like a macro move. The open list is a {@link RoverQueue}: its rover takes one position in eight. A position
 * found again with fewer pushes before it was expanded takes the shorter way. Dead squares,
 * freeze and pair deadlocks, no perfect matching, PI-corrals and the deadlock sets learned from
 * dead ends ({@link LearnedDeadlocks}, checked on every push; its own dead ends are learned from
 * too) cut positions as in the push search. Its node count is the positions it expands.
 */
public final class PhaseSearch extends LayoutSearch {
    private static final int NOTHING = -2;

    private final PhaseTables tables;
    private final PhaseScore score;
    private final boolean[] dead;
    private final PhaseCuts cuts;
    private final PiCorrals corrals;
    private final Matching matching;
    private final ManReach childReach;
    /** The legal pushes of the position being expanded (none: a dead end to learn from). */
    private int legal;
    /** Its legal pushes not cut as dead (none, with some legal: every push dead, learned from with {@code phasedead}). */
    private int alive;
    /** The rover takes one position in this many (YASS's). */
    static final int ROVER = 8;
    private RoverQueue open = new RoverQueue(ROVER);
    private final BitSet expanded = new BitSet();
    /** Each stored position's phase, score, non-free pushes and frozen-box flag. */
    private final PhaseNodes byNode = new PhaseNodes();
    /** Which of YASS's rules of order beyond the plain score it follows. */
    private final PhaseRules rules;
    private final PhaseProgress progress; // and the stall rule: phaselive, stallproofs
    /** The children of the positions dived through, with {@code phasedive}. */
    private final PhaseDive dive = new PhaseDive();
    /** The order of a position's children. */
    private final PhaseChildOrder order;
    /** The phase and score of each child made. */
    private final PhasePlacement placement;
    /** The child to expand at once, or -1. */
    private int next;
    private int nextScore;
    /** Who watches the search: the trace along a known solution; nobody in a solve. */
    PhaseWatch watch = PhaseWatch.NONE;
    /** Whether the cuts are made: off only for the path's push a watch makes the search take. */
    private boolean cutting = true;

    /** The search of {@code maze} with its order, when it has one (YASS's trigger, {@link ConnectedGoals}), never giving way. */
    public static Optional<PhaseSearch> of(Maze maze, SearchControl control, long memoryBytes,
            LearnedDeadlocks learned) {
        return of(maze, Long.MAX_VALUE, control, memoryBytes, learned);
    }

    /**
     * The search of {@code maze} with its order, when it has one, giving way
     * ({@link SearchOutcome.Ending#EXHAUSTED}) after {@code stall} positions expanded with
     * neither a lower phase nor a better score than any expanded before.
     */
    public static Optional<PhaseSearch> of(Maze maze, long stall, SearchControl control, long memoryBytes,
            LearnedDeadlocks learned) {
        return of(maze, stall, PhaseRules.PLAIN, control, memoryBytes, learned);
    }

    /** As {@link #of(Maze, long, SearchControl, long, LearnedDeadlocks)}, following {@code rules} beyond the plain score. */
    public static Optional<PhaseSearch> of(Maze maze, long stall, PhaseRules rules, SearchControl control,
            long memoryBytes, LearnedDeadlocks learned) {
        return rules.orderOf(maze).map(order -> new PhaseSearch(maze, order, stall, rules, control, memoryBytes, learned));
    }

    /** The order it follows. */
    PhaseOrder phaseOrder() {
        return tables.order;
    }

    PhaseSearch(Maze maze, PhaseOrder order, long stall, PhaseRules rules, SearchControl control, long memoryBytes,
            LearnedDeadlocks learned) {
        super(maze, control, memoryBytes, true);
        this.rules = rules;
        this.progress = new PhaseProgress(stall, rules.liveRecord(), rules.liveWindow(), id -> learned.holds(store.man(id), layoutOf(id))).countingProofs(rules.proofStall());
        this.tables = new PhaseTables(maze, order);
        this.score = new PhaseScore(tables);
        int[][] dist = Distances.pushesTo(maze, maze.goals);
        this.dead = Distances.dead(maze, dist);
        this.cuts = new PhaseCuts(maze, dead, learned, rules);
        this.corrals = new PiCorrals(maze, dead);
        this.matching = new Matching(dist, n);
        this.childReach = new ManReach(maze);
        this.order = new PhaseChildOrder(maze, n);
        this.placement = new PhasePlacement(tables, score, byNode, rules, cuts.freeze, childReach);
    }

    /** A slot ending at {@code slotEndNanos} ({@link System#nanoTime}) to go on past while it progressed in the last {@code stall} positions; returns this. */
    public PhaseSearch overtime(long slotEndNanos, long stall) {
        progress.overtime(slotEndNanos, stall);
        return this;
    }

    @Override
    public SearchOutcome run(long startNanos) {
        if (load(maze.startBoxes, dead) || matching.solve(boxes, n) >= Distances.UNREACHABLE) {
            return unsolvable(startNanos);
        }
        int root = storeStart(0);
        if (root == NodeStore.FULL) {
            return gaveUp(SearchOutcome.Ending.MEMORY, startNanos);
        }
        if (matching.solve(boxes, n) == 0) {
            return found(root, startNanos);
        }
        int phase = tables.settle(tables.phases, box);
        byNode.record(root, phase, score.of(phase, 0, score.simpleBound(boxes, n), box) + placement.atStart(phase, box), 0, false);
        open.push(byNode.score(root), root);
        next = -1;
        int forced = -1;
        while (next >= 0 || !open.isEmpty() || dive.pending() || (forced = watch.force(nodes, true)) >= 0) {
            Optional<SearchOutcome.Ending> stop = due();
            if (stop.isPresent()) {
                return gaveUp(stop.get(), startNanos);
            }
            if (progress.stalled(nodes)) {
                return gaveUp(SearchOutcome.Ending.EXHAUSTED, startNanos); // stalled: giving way
            }
            if ((nodes & 255) == 0 && progress.slotOver(nodes)) {
                return gaveUp(SearchOutcome.Ending.TIME, startNanos); // past its slot and quiet: giving way
            }
            int id;
            if (forced < 0) {
                forced = watch.force(nodes, false);
            }
            boolean watched = forced >= 0;
            if (watched) {
                if (next >= 0) {
                    open.push(nextScore, next);
                    next = -1;
                }
                id = forced;
                forced = -1;
            } else if (next >= 0) {
                id = next;
                next = -1;
            } else if ((id = dive.next(open, expanded)) < 0) {
                if (open.isEmpty()) {
                    continue; // the dive's last frame queued nothing: the loop's test decides
                }
                id = open.pop();
            }
            if (expanded.get(id) && !watched) {
                continue; // taken before, by the way it was found first or a shorter one
            }
            expanded.set(id);
            nodes++;
            if (watch.expanding(id, nodes)) {
                open = new RoverQueue(ROVER);
                next = -1;
                dive.clear();
            }
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

    /** The stored position with boxes {@code box} and the man on {@code man} (any square of his area), or ABSENT: for a {@link PhaseWatch}. */
    int find(boolean[] box, int man) {
        return stored(box, man);
    }

    /** The boxes of stored position {@code id}, by floor square (a new array): for a {@link PhaseWatch}. */
    boolean[] layoutOf(int id) {
        long[] layout = new long[bits.length];
        store.boxesOf(id, layout);
        boolean[] out = new boolean[maze.size];
        for (int s = 0; s < maze.size; s++) {
            out[s] = (layout[s >>> 6] >>> s & 1) != 0;
        }
        return out;
    }

    /** The man's (normalised) square of stored position {@code id}: for a {@link PhaseWatch}. */
    int manOf(int id) {
        return store.man(id);
    }

    /** The score of stored position {@code id}. */
    int score(int id) {
        return byNode.score(id);
    }

    /** Whether stored position {@code id} has been expanded. */
    boolean taken(int id) {
        return expanded.get(id);
    }

    /** The open list's best score, {@code Integer.MAX_VALUE} when it is empty. */
    private int lowest() {
        return open.isEmpty() ? Integer.MAX_VALUE : open.lowest();
    }

    /** The single pushes of position {@code id}: a solved child's number, FULL, or NOTHING. */
    private int expand(int id) {
        if (rules.dive()) {
            dive.open(byNode.score(id));
        }
        store.boxesOf(id, bits);
        unpack();
        reach.fill(store.man(id), box);
        int restricted = corrals.find(reach, box);
        if (restricted == 0) {
            cuts.deadEnd(store.man(id), box);
            return watched(id); // a corral nothing can open
        }
        boolean left = cuts.leave(nodes, progress.forLearning(nodes), store.man(id), box);
        progress.learned(nodes, cuts.sets(), cuts.repeated());
        if (left) {
            return watched(id); // queued before its set was learned
        }
        if (matching.solveWarm(boxes, n) >= Distances.UNREACHABLE) {
            return watched(id);
        }
        int phase = tables.settle(byNode.phase(id), box);
        int parentScore = byNode.score(id);
        progress.expanded(nodes, id, phase, parentScore);
        int slb = score.simpleBound(boxes, n);
        long boxKey = zobrist.boxes(boxes, n);
        legal = 0;
        alive = 0;
        int count = order.of(id, restricted, rules.dive(), corrals, store, indexOf);
        for (int k = 0; k < count; k++) {
            int push = order.push(k);
            int result = push(id, phase, parentScore, slb, boxKey, push >>> 2, push & 3);
            if (result != NOTHING) {
                return result;
            }
        }
        if (legal == 0 && restricted == PiCorrals.ALL) {
            cuts.deadEnd(store.man(id), box); // no legal push
        } else if (alive == 0 && rules.everyPushDead()) {
            cuts.everyPushDead(store.man(id), box); // every push cut as dead: so is the position
        }
        int made = watched(id);
        if (made != NOTHING) {
            return made;
        }
        if (next >= 0 && !open.isEmpty() && nextScore > open.lowest()) {
            open.push(nextScore, next); // no longer the best: queued as any other
            next = -1;
        }
        return NOTHING;
    }

    /**
     * The push of position {@code id} its watch says it must make and it did not (cut, or left
     * out by the PI-corral's restriction), made with no cut: what the child's number or FULL
     * says, else NOTHING. Nothing to do when nobody watches.
     */
    private int watched(int id) {
        int push = watch.missing(id);
        if (push < 0) {
            return NOTHING;
        }
        reach.fill(store.man(id), box);
        matching.solveWarm(boxes, n);
        cutting = false;
        try {
            return push(id, tables.settle(byNode.phase(id), box), byNode.score(id), score.simpleBound(boxes, n), zobrist.boxes(boxes, n),
                    indexOf[push >>> 2], push & 3);
        } finally {
            cutting = true;
        }
    }

    /**
     * The push of box {@code i} in direction {@code d}, when legal: stores and queues the child.
     */
    private int push(int parent, int phase, int parentScore, int slb, long boxKey, int i, int d) {
        int from = boxes[i];
        int to = maze.step(from, d);
        if (to < 0 || box[to] || (cutting && dead[to]) || !reach.reached(maze.step(from, d ^ 2))) {
            return NOTHING;
        }
        legal++;
        box[from] = false;
        box[to] = true;
        try {
            if (cutting && cuts.dead(to, from, bits, box)) {
                return NOTHING; // bits still show the box on from, as the pair table asks
            }
            alive++;
            cuts.pushed(from, to);
            int man = childReach.fill(from, box);
            long key = zobrist.pushed(boxKey, from, to, man);
            int g = store.g(parent) + 1;
            BoxBits.flip(bits, from);
            BoxBits.flip(bits, to);
            try {
                int known = store.find(bits, man, key);
                if (known != NodeStore.ABSENT) {
                    boolean shorter = !expanded.get(known) && store.g(known) > g;
                    if (shorter) {
                        store.improve(known, parent, from * 4 + d, g);
                        placement.place(known, parent, phase, score.bound(slb, from, to), from, to, box, boxes, watch);
                        open.push(byNode.score(known), known);
                    }
                    watch.child(parent, from * 4 + d, known, byNode.phase(known), byNode.score(known), lowest(), shorter);
                    return NOTHING;
                }
                int h = matching.costAfterMove(i, to);
                if (cutting && h >= Distances.UNREACHABLE) {
                    alive--;
                    return NOTHING;
                }
                int child = store.add(bits, man, key, parent, from * 4 + d, g, 0);
                if (child == NodeStore.FULL) {
                    return NodeStore.FULL;
                }
                if (h == 0) {
                    return child;
                }
                placement.place(child, parent, phase, score.bound(slb, from, to), from, to, box, boxes, watch);
                int s = byNode.score(child);
                watch.child(parent, from * 4 + d, child, byNode.phase(child), s, lowest(), true);
                if (rules.dive()) {
                    dive.add(child, s); // taken or queued in its turn (PhaseDive)
                } else if (s <= parentScore && (open.isEmpty() || s <= open.lowest()) && (next < 0 || s <= nextScore)) {
                    if (next >= 0) {
                        open.push(nextScore, next);
                    }
                    next = child;
                    nextScore = s;
                } else {
                    open.push(s, child);
                }
                return NOTHING;
            } finally {
                BoxBits.flip(bits, from);
                BoxBits.flip(bits, to);
            }
        } finally {
            box[to] = false;
            box[from] = true;
        }
    }

    /**
     * The lowest phase reached, the order's phases, the longest stretch of positions expanded with no
     * progress, the positions stored (YASS's count: generated) (for the log of a measurement).
     */
    public String progress() {
        return progress.said(nodes, tables.phases) + ", stored " + store.count() + cuts.said();
    }

    /** The positions expanded at each progress (a lower phase or a better score) and at each set learned, in order. */
    public record StallLog(long[] progressions, long[] learnings) {
    }

    /** When the search progressed and when it learned a set: what a rule on the slot or the sets would do (a measurement). */
    public StallLog stallLog() {
        return new StallLog(progress.progressions(), progress.learnings());
    }

    /** The stall rule's record among the live lines ({@code phaselive}): for the tests. */
    PhaseProgress.LiveRecord liveRecord() {
        return progress.live();
    }

    private SearchOutcome found(int id, long startNanos) {
        return found(singlePushesTo(id), false, startNanos, SearchName.PHASES);
    }
}
