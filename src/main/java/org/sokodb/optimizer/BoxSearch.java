package org.sokodb.optimizer;

import java.util.Arrays;

import org.sokodb.solver.bounds.Matching;
import org.sokodb.solver.maze.Distances;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.BoxBits;
import org.sokodb.solver.search.LongHeap;

/**
 * The optimizer's search: best first (A*) over positions — a box layout and the man's square —
 * from a start to a goal, a push costing its walk plus one in the chosen {@link Metric}, with
 * the lower bound of the pushes still needed (the minimum-cost matching of boxes to their
 * targets, each push a move too). Which layouts may be entered is the {@link Space}'s choice:
 * the vicinity of a solution, or every layout that is not a deadlock (the exact search).
 *
 * <p>Only positions cheaper than {@code bound} (the incumbent's cost) are stored, so a search
 * bounded by a good solution stays small; the first goal taken from the open list is the
 * cheapest within the space (the bound is consistent: a push changes one box's distance by
 * at most one, and costs at least one of each count). When the open list runs dry, no
 * solution in the space is cheaper than the bound: with every layout allowed, that is a proof.
 *
 * <p>The goal is the solved position, or a given layout with the man on a given square (a
 * slice of a solution between two of its layouts, the man then walking to the next push).
 */
final class BoxSearch {

    /** Which layouts the search may enter besides those already in its set of layouts. */
    interface Space {
        /**
         * Whether the search may enter the layout {@code bits}, not in the set yet (it is then
         * added), reached by pushing the box on {@code from} to {@code to}, the man left on
         * {@code from}; {@code box} shows the new layout as an occupancy array.
         */
        boolean admits(long[] bits, boolean[] box, int from, int to);

        /** A fixed set: the layouts in it and no other (the vicinity search). */
        Space FIXED = (bits, box, from, to) -> false;
    }

    /** How a search ended. */
    enum Ending {
        /** The cheapest solution in the space, cheaper than the bound. */
        FOUND,
        /** Nothing in the space is cheaper than the bound. */
        NONE_CHEAPER,
        /** The budget ran out first. */
        BUDGET,
        /** The tables reached their memory cap first. */
        MEMORY
    }

    record Outcome(Ending ending, PushLine line, long cost) {
    }

    private static final int NO_MOVE = Positions.NO_MOVE;

    private final Tables t;
    private final Maze maze;
    private final Metric metric;
    private final Layouts layouts;
    private final Positions positions;
    private final Space space;
    /**
     * The open list: positions by f (cost so far plus lower bound), the smaller lower bound
     * first among equal f (the search dives to the goal instead of widening a plateau), each
     * key {@link #openKey}. A position reached again more cheaply is pushed again; the stale
     * entry is recognised by its f when it comes out.
     */
    private final LongHeap open = LongHeap.withValues();
    private final ManWalk walk;
    private final int[][] dist;
    private final Matching matching;
    private final int n;
    private final int[] boxes;
    private final boolean[] box;
    private final long[] bits;
    private final long[] child;
    private final int[] matchedGoal;
    /** Whether the matching of the position being expanded is solved yet. */
    private boolean matched;

    /**
     * @param targets the squares the boxes must end on: the goals, or a layout's boxes
     * @param layouts the layouts, shared with the space
     */
    BoxSearch(Tables t, Metric metric, Layouts layouts, Space space, int[] targets, long positionBytes) {
        this.t = t;
        this.maze = t.maze;
        this.metric = metric;
        this.layouts = layouts;
        this.space = space;
        this.positions = new Positions(maze.size, positionBytes);
        this.walk = new ManWalk(maze);
        this.dist = targets == maze.goals ? t.toGoal : Distances.pushesTo(maze, targets);
        this.n = t.boxes;
        this.matching = new Matching(dist, n);
        this.boxes = new int[n];
        this.box = new boolean[maze.size];
        this.bits = new long[t.words];
        this.child = new long[t.words];
        this.matchedGoal = new int[n];
    }

    /** Bits of an open-list key below f, for the lower bound h. */
    static final int H_BITS = 22;

    /**
     * A position's open-list key: f above {@link #H_BITS} bits of h, so that one comparison
     * orders by f and then by h. Both fit: a queued f is below the incumbent's cost, whose
     * counts are at most {@code SolutionLimits.MAX_STEPS} (a million, under 2^20, packed by
     * {@link Metric} in under 41 bits), and h, pushes still needed, is below it too.
     */
    static long openKey(long f, int h) {
        if (h >>> H_BITS != 0 || f >>> (63 - H_BITS) != 0) {
            throw new IllegalStateException("an open-list key out of range: f " + f + ", h " + h);
        }
        return f << H_BITS | h;
    }

    int positions() {
        return positions.count();
    }

    /**
     * Searches from {@code startBits} with the man on {@code startMan} to {@code goalBits} (the
     * solved position when {@code exitMan} is {@link Maze#NONE}, else that layout with the man
     * walked to {@code exitMan}) for a way cheaper than {@code bound}.
     */
    Outcome run(long[] startBits, int startMan, long[] goalBits, int exitMan, long bound, Budget budget) {
        int startLayout = layouts.add(startBits, t.keyOf(startBits));
        if (startLayout < 0) {
            return new Outcome(Ending.MEMORY, null, 0);
        }
        int goalLayout = exitMan == Maze.NONE ? Layouts.ABSENT : layouts.add(goalBits, t.keyOf(goalBits));
        if (exitMan != Maze.NONE && goalLayout < 0) {
            return new Outcome(Ending.MEMORY, null, 0);
        }
        int h0 = bound(startLayout, startBits);
        if (h0 >= Distances.UNREACHABLE) {
            return new Outcome(Ending.NONE_CHEAPER, null, 0);
        }
        int root = positions.add(startLayout, startMan, -1, NO_MOVE, 0);
        open.push(openKey(Metric.bound(h0), h0), root);
        while (!open.isEmpty()) {
            long f = open.peek() >>> H_BITS;
            int id = open.peekValue();
            open.pop();
            int layout = positions.layout(id);
            int h = layouts.bound(layout);
            long g = positions.cost(id);
            if (g + Metric.bound(h) != f) {
                continue; // stale: reached again more cheaply since
            }
            int man = positions.man(id);
            if (exitMan == Maze.NONE ? h == 0 : layout == goalLayout && man == exitMan) {
                return new Outcome(Ending.FOUND, positions.line(id), g);
            }
            if (budget.spend(1)) {
                return new Outcome(Ending.BUDGET, null, 0);
            }
            layouts.bitsOf(layout, bits);
            walk.fill(man, bits);
            if (dominated(layout, g)) {
                continue;
            }
            positions.setPreviousExpanded(id, layouts.lastExpanded(layout));
            layouts.setLastExpanded(layout, id);
            if (!expand(id, layout, man, g, h, bound, layout == goalLayout ? exitMan : Maze.NONE)) {
                return new Outcome(Ending.MEMORY, null, 0);
            }
        }
        return new Outcome(Ending.NONE_CHEAPER, null, 0);
    }

    /**
     * Whether a position of this layout expanded before, at cost g', is at least as good as
     * this one (cost g, its walks just filled): g' plus the walk from there to here is no more
     * than g. Whatever this position leads to, that one leads to as cheaply — walk here first —
     * and its children are already queued; so this one need not be expanded. Positions taken
     * from the open list in order of cost make this common in big rooms: the man's squares
     * after different pushes into one area.
     */
    private boolean dominated(int layout, long g) {
        for (int p = layouts.lastExpanded(layout); p >= 0; p = positions.previousExpanded(p)) {
            int steps = walk.to(positions.man(p));
            if (steps != ManWalk.UNREACHED && positions.cost(p) + metric.walk(steps) <= g) {
                return true;
            }
        }
        return false;
    }

    /** The children of a position, its layout in {@link #bits} and its walks filled; false when a table is full. */
    private boolean expand(int id, int layout, int man, long g, int h, long bound, int exitMan) {
        int count = unpack();
        if (count != n) {
            throw new IllegalStateException("a layout with " + count + " boxes instead of " + n);
        }
        if (exitMan != Maze.NONE) {
            int steps = walk.to(exitMan);
            if (steps != ManWalk.UNREACHED && !reach(id, layout, exitMan, NO_MOVE, g + metric.walk(steps), 0, bound)) {
                return false;
            }
        }
        long key = layouts.key(layout);
        matched = false;
        for (int i = 0; i < n; i++) {
            int from = boxes[i];
            for (int d = 0; d < 4; d++) {
                int to = maze.step(from, d);
                if (to < 0 || box[to] || t.dead[to]) {
                    continue;
                }
                int steps = walk.to(maze.step(from, d ^ 2));
                if (steps == ManWalk.UNREACHED) {
                    continue;
                }
                long cost = g + metric.push(steps);
                if (cost + Metric.bound(0) >= bound) {
                    continue;
                }
                if (t.pairs.isDeadlock(to, from, bits, from)) {
                    continue; // bits still show the box on from
                }
                System.arraycopy(bits, 0, child, 0, bits.length);
                Tables.flip(child, from);
                Tables.flip(child, to);
                long childKey = key ^ t.key(from) ^ t.key(to);
                int c = layouts.find(child, childKey);
                int ch;
                if (c == Layouts.ABSENT) {
                    box[from] = false;
                    box[to] = true;
                    boolean admitted = space.admits(child, box, from, to);
                    box[to] = false;
                    box[from] = true;
                    if (!admitted) {
                        continue;
                    }
                    ch = childBound(i, from, to, h);
                    if (ch >= Distances.UNREACHABLE || cost + Metric.bound(ch) >= bound) {
                        continue; // a layout the search would never take is not stored
                    }
                    c = layouts.add(child, childKey, ch);
                    if (c == Layouts.FULL) {
                        return false;
                    }
                } else {
                    ch = layouts.bound(c);
                    if (ch == Layouts.UNKNOWN) {
                        ch = childBound(i, from, to, h);
                        layouts.setBound(c, ch);
                    }
                }
                if (ch >= Distances.UNREACHABLE) {
                    continue;
                }
                if (!reach(id, c, from, from * 4 + d, cost, ch, bound)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The bound of the layout where box {@code i} went from {@code from} to {@code to}, from the
     * parent's matching (solved once per expansion, when first needed): a box closer to its own
     * target keeps that matching a cheapest one, else one augmenting path repairs it.
     */
    private int childBound(int i, int from, int to, int h) {
        if (!matched) {
            matched = true;
            matching.solve(boxes, n);
            for (int k = 0; k < n; k++) {
                matchedGoal[k] = matching.targetOf(k);
            }
        }
        int[] own = dist[matchedGoal[i]];
        if (own[to] == own[from] - 1) {
            return h - 1;
        }
        return matching.costAfterMove(i, to);
    }

    /** Records a way to (layout, man) at {@code cost}; false when the table is full. */
    private boolean reach(int parent, int layout, int man, int move, long cost, int h, long bound) {
        long f = cost + Metric.bound(h);
        if (f >= bound) {
            return true;
        }
        int p = positions.reach(layout, man, parent, move, cost);
        if (p == Positions.FULL) {
            return false;
        }
        if (p != Positions.NOT_CHEAPER) {
            open.push(openKey(f, h), p);
        }
        return true;
    }

    /** The bound of a layout, worked out from scratch when not known yet. */
    private int bound(int layout, long[] layoutBits) {
        int h = layouts.bound(layout);
        if (h == Layouts.UNKNOWN) {
            System.arraycopy(layoutBits, 0, bits, 0, bits.length);
            unpack();
            h = matching.solve(boxes, n);
            layouts.setBound(layout, h);
        }
        return h;
    }

    /** {@link #bits} into {@link #boxes} (ascending) and {@link #box}; returns the count. */
    private int unpack() {
        return BoxBits.unpack(bits, boxes, box, null);
    }
}
